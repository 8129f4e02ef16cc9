// Messages the page may post to the service worker. workbox-window's messageSkipWaiting() posts {type: 'SKIP_WAITING'}
// once the user accepts the "New version available" toast (registerType 'prompt').

export const SKIP_WAITING = 'SKIP_WAITING'

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING
}
