import { createStore } from './store'
import { useStore } from './use-store'

// Home-screen installation. Chromium browsers fire beforeinstallprompt (possibly before React renders, so
// capture starts in boot.tsx) and let us show their install dialog from our own button; iOS Safari has no such
// event, so there we show the Add to Home Screen steps instead.
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOption = 'prompt' | 'ios-steps' | 'none'

/** The browser's held-back prompt, usable once; `installed` once the app is on the home screen. */
const install = createStore<{ deferred: BeforeInstallPromptEvent | null; installed: boolean }>({
  deferred: null,
  installed: false,
})

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean }
  return nav.standalone === true || win.matchMedia('(display-mode: standalone)').matches
}

export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  // iPadOS reports itself as a Mac; touch support tells them apart.
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
}

export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    install.set({ ...install.get(), deferred: event as BeforeInstallPromptEvent })
  })
  win.addEventListener('appinstalled', () => {
    install.set({ deferred: null, installed: true })
  })
}

export function installOption(win: Window = window): InstallOption {
  const { deferred, installed } = install.get()
  if (installed || isStandalone(win)) return 'none'
  if (deferred) return 'prompt'
  return isIos(win.navigator) ? 'ios-steps' : 'none'
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<void> {
  const event = install.get().deferred
  if (!event) return
  install.set({ ...install.get(), deferred: null })
  await event.prompt()
  await event.userChoice
}

export function useInstallOption(): InstallOption {
  // Also read from the window (standalone display, iOS), which the store does not hold; the answer is a string, so
  // equal answers compare equal.
  return useStore(install, () => installOption())
}
