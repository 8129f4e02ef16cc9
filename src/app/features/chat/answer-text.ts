// Both engines end a cited answer with a Markdown "Sources" list (src/core/engine/sources.ts) and also send the same
// sources as data. The screen shows the data as buttons that open each source, so the list in the text is taken off
// to avoid showing every source twice. Text from a server that sends no source data is left whole.

const SOURCES_HEADING = /(?:^|\n)[ \t]*\*\*(Sources(?: provided)?):?\*\*[ \t]*\n/g

export type AnswerText = { body: string; sourcesHeading: string }

export function splitSourcesList(content: string): AnswerText {
  const headings = [...content.matchAll(SOURCES_HEADING)]
  const last = headings.at(-1)
  if (last === undefined) return { body: content, sourcesHeading: 'Sources' }
  return { body: content.slice(0, last.index).trimEnd(), sourcesHeading: last[1] ?? 'Sources' }
}
