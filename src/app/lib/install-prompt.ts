import { useSyncExternalStore } from 'react'

// Home-screen installation. Chromium browsers fire beforeinstallprompt (possibly before React renders, so
// capture starts in boot.tsx) and let us show their install dialog from our own button; iOS Safari has no such
// event, so there we show the Add to Home Screen steps instead.
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOption = 'prompt' | 'ios-steps' | 'none'

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean }
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true
}

export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  // iPadOS reports itself as a Mac; touch support tells them apart.
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
}

export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  win.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    emit()
  })
}

export function installOption(win: Window = window): InstallOption {
  if (installed || isStandalone(win)) return 'none'
  if (deferred) return 'prompt'
  return isIos(win.navigator) ? 'ios-steps' : 'none'
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  emit()
  await event.prompt()
  await event.userChoice
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => installOption(),
    () => 'none',
  )
}
