/** The height of the conversation and of the chat history panel by breakpoint (SPEC.md section 2). */
export const CHAT_PANEL_HEIGHT = { base: '500px', md: '600px', lg: '650px', xl: '700px' }

/** SPEC.md section 9: the input grows with its text up to this many rows, then scrolls. */
export const CHAT_INPUT_MAX_ROWS = 4
