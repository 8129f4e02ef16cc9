/** One passage of the knowledge base (src/core/knowledge/*.md, compiled into passages.gen.json). */
export type Passage = {
  id: string
  title: string
  /** The precise reference a reader can look up, e.g. "AASB S2 para 29(a)". */
  source: string
  url: string
  tags: string[]
  /** Year-month when time-sensitive facts in the passage were true. */
  asOf?: string
  body: string
}
