import { useLayoutEffect, type RefObject } from 'react'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Whether the element scrolls its own content (the fixed-height panel on wider screens) rather than the page. */
function scrollsItself(element: HTMLElement): boolean {
  return getComputedStyle(element).overflowY !== 'visible'
}

/**
 * Shows the newest question and the answer below it from their start: when a chat opens, when a question is asked
 * and when its answer is stored. An answer is read from its first line, so it is never scrolled to its end (its
 * sources); while it streams it grows below the question, where the user is already looking. On a phone the
 * conversation is part of the page and the page scrolls; on wider screens the message panel scrolls inside itself.
 */
export function useShowNewest(ref: RefObject<HTMLElement | null>, newestQuestionId: string | null, messageCount: number) {
  useLayoutEffect(() => {
    const container = ref.current
    if (!container || newestQuestionId === null) return
    const question = container.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(newestQuestionId)}"]`)
    if (!question) return
    const behavior = prefersReducedMotion() ? 'instant' : 'smooth'
    if (scrollsItself(container)) {
      const top = container.scrollTop + question.getBoundingClientRect().top - container.getBoundingClientRect().top - 12
      container.scrollTo({ top, behavior })
    } else {
      question.scrollIntoView({ block: 'start', behavior })
    }
  }, [ref, newestQuestionId, messageCount])
}
