import { useCallback, useEffect, useRef, type RefObject } from 'react'

const NEAR_BOTTOM_PX = 48

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Keeps a scrolling message area at its newest content as messages arrive and a reply streams in, unless the user has
 * scrolled up to read: then it stays put until they scroll back down or send something (`follow`).
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>): { onScroll: () => void; follow: () => void } {
  const sticking = useRef(true)
  const lastTop = useRef(0)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let first = true
    const toBottom = () => {
      if (!sticking.current) return
      // The first jump (a chat just opened) is instant; later ones glide unless the user asked for less motion.
      const behavior = first || prefersReducedMotion() ? 'instant' : 'smooth'
      first = false
      element.scrollTo?.({ top: element.scrollHeight, behavior })
    }
    const observer = new MutationObserver(toBottom)
    observer.observe(element, { childList: true, subtree: true, characterData: true })
    toBottom()
    return () => observer.disconnect()
  }, [ref])

  const onScroll = useCallback(() => {
    const element = ref.current
    if (!element) return
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX
    // Only the user scrolls up; a smooth scroll of ours only goes down, and must not count as leaving the bottom.
    if (atBottom) sticking.current = true
    else if (element.scrollTop < lastTop.current) sticking.current = false
    lastTop.current = element.scrollTop
  }, [ref])

  const follow = useCallback(() => {
    sticking.current = true
  }, [])

  return { onScroll, follow }
}
