/** The height of the chat history panel by breakpoint; on a phone it is at most this high. */
export const CHAT_PANEL_HEIGHT = { base: '500px', md: '600px', lg: '650px', xl: '700px' }

/**
 * The conversation panel matches the history panel on wider screens and scrolls inside itself; on a phone it grows
 * with the conversation, so the page is the only thing that scrolls.
 */
export const CONVERSATION_HEIGHT = { ...CHAT_PANEL_HEIGHT, base: 'auto' }

/** The input grows with its text up to this many rows, then scrolls. */
export const CHAT_INPUT_MAX_ROWS = 4
