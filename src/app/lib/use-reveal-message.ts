import { useEffect, type RefObject } from 'react'

/** Whether focus is in a control the user types in or chooses from, where a validation step may have put it. */
function inField(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    element?.getAttribute('role') === 'combobox'
  )
}

/**
 * A page's message banner sits at the top of the page, which on a phone may be far above the button pressed: when a
 * message appears it is scrolled into view (below the sticky header, see the theme's scroll padding) and takes the
 * focus, so a keyboard or screen-reader user lands on it. Focus stays in a field that validation sent the user to fix.
 */
export function useRevealMessage(ref: RefObject<HTMLElement | null>, message: unknown) {
  useEffect(() => {
    const element = ref.current
    if (!message || !element) return
    element.scrollIntoView({ block: 'nearest' })
    if (!inField(document.activeElement)) element.focus({ preventScroll: true })
  }, [ref, message])
}
