import { expect, test, vi } from 'vitest'
import { captureInstallPrompt, installOption, isIos, promptInstall } from './install-prompt'

test.each([
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    5,
    true,
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5, true],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 0, false],
  ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', 5, false],
])('recognises iOS and iPadOS: %s', (userAgent, maxTouchPoints, expected) => {
  expect(isIos({ userAgent, maxTouchPoints })).toBe(expected)
})

test('offers the browser install dialog once beforeinstallprompt arrived, and only once', async () => {
  captureInstallPrompt(window)
  expect(installOption(window)).toBe('none')
  const prompt = vi.fn().mockResolvedValue(undefined)
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  window.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(true)
  expect(installOption(window)).toBe('prompt')
  await promptInstall()
  expect(prompt).toHaveBeenCalledOnce()
  expect(installOption(window)).toBe('none')
})
