import { SourceList } from '../../core/engine/sources'
import type { Citation } from '../../core/contract/chat'
import type { PromptSource } from './prompts/prompt-parts'

// Checks a model's citations while its text streams. A marker [n] that names a source of the prompt is kept and
// renumbered in order of first use (as the grounded engine numbers its sources); one that names no source is dropped,
// so an answer never points to something that does not exist. Working on the stream means the text a user saw while
// it was written is exactly the text of the final answer.

// [3], [1, 4], [2-4], [1; 2] — but not a Markdown link [3](…).
const MARKER = /([ \t]*)\[(\s*\d+(?:\s*[,;–-]\s*\d+)*\s*)\](?!\()/g
// A marker that may still be incomplete at the end of a chunk ("[", "[1,", or "[2]" that could still become a link).
const OPEN_TAIL = /[ \t]*\[[\d\s,;–-]*\]?$/
const MAX_TAIL = 40
const MAX_RANGE = 20

export class CitationFilter {
  private pending = ''
  private readonly used = new SourceList()
  private dropped_ = 0

  constructor(private readonly sources: readonly PromptSource[]) {}

  /** Takes the next piece of model text; returns what can be shown now (a possible marker at the end waits). */
  push(text: string): string {
    const all = this.pending + text
    const tail = OPEN_TAIL.exec(all)
    const cut = tail && all.length - tail.index <= MAX_TAIL ? tail.index : all.length
    this.pending = all.slice(cut)
    return this.rewrite(all.slice(0, cut))
  }

  /** The rest of the text, once the model has finished. */
  flush(): string {
    const rest = this.pending
    this.pending = ''
    return this.rewrite(rest)
  }

  /** The sources cited so far, numbered as they appear in the rewritten text. */
  get citations(): Citation[] {
    return this.used.citations
  }

  /** How many markers named no source and were removed. */
  get dropped(): number {
    return this.dropped_
  }

  /** The Markdown list that ends the answer: the cited sources, or every source provided when none was cited. */
  sourcesMarkdown(): { markdown: string; citations: Citation[] } {
    if (this.used.citations.length > 0) return { markdown: this.used.markdown(), citations: this.used.citations }
    const all = new SourceList()
    for (const source of this.sources) cite(all, source)
    return { markdown: all.markdown('Sources provided'), citations: all.citations }
  }

  private rewrite(text: string): string {
    return text.replace(MARKER, (_match, space: string, inner: string) => {
      const numbers = expand(inner)
      const kept = [...new Set(numbers.filter((n) => n >= 1 && n <= this.sources.length))]
      this.dropped_ += numbers.length - kept.length
      if (kept.length === 0) return ''
      return space + kept.map((n) => `[${cite(this.used, this.sources[n - 1]!)}]`).join('')
    })
  }
}

function cite(list: SourceList, source: PromptSource): number {
  return source.kind === 'passage' ? list.cite(source.passage) : list.citeReport(source.excerpt)
}

function expand(inner: string): number[] {
  const numbers: number[] = []
  for (const part of inner.split(/[,;]/)) {
    const [from, to] = part.split(/[–-]/).map((value) => Number.parseInt(value.trim(), 10))
    if (from === undefined || Number.isNaN(from)) continue
    if (to === undefined || Number.isNaN(to)) numbers.push(from)
    else if (to >= from && to - from <= MAX_RANGE) for (let n = from; n <= to; n++) numbers.push(n)
    else numbers.push(from, to)
  }
  return numbers
}
