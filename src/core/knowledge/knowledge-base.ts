import type { Passage } from './passage'
import data from './passages.gen.json'

/**
 * The whole knowledge base, for code that may hold it in its bundle: the server, the CLIs and tests. The browser
 * never imports this module: it fetches the same JSON file as a precached asset when the offline engine or a
 * cited source first needs it (src/app/lib/knowledge.ts), so the knowledge base stays out of the JavaScript.
 */
export const knowledgeBase: readonly Passage[] = data
