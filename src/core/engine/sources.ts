import type { Passage } from '../knowledge/passage'
import { hasTable } from './text'
import type { ReportExcerpt } from './types'
import type { Citation } from '../contract/chat'

// Numbered sources of one answer. Both engines number what they cite in the order first used and end the answer
// with the same "Sources" list, so the client renders either the same way.
export class SourceList {
  private readonly items: Citation[] = []

  cite(passage: Passage): number {
    return this.add({
      kind: 'passage',
      id: passage.id,
      title: passage.title,
      reference: passage.source,
      url: passage.url,
    })
  }

  citeReport(excerpt: ReportExcerpt): number {
    const year = excerpt.year ? ` (${excerpt.year})` : ''
    return this.add({
      kind: 'report',
      id: excerpt.id,
      title: excerpt.title,
      reference: `${excerpt.company}, ${excerpt.title}${year}`,
      ...(excerpt.synthetic ? { synthetic: true } : {}),
    })
  }

  private add(citation: Omit<Citation, 'n'>): number {
    const existing = this.items.find((item) => item.kind === citation.kind && item.id === citation.id)
    if (existing) return existing.n
    const n = this.items.length + 1
    this.items.push({ n, ...citation })
    return n
  }

  get citations(): Citation[] {
    return [...this.items]
  }

  /** The Markdown list that ends every cited answer. */
  markdown(heading = 'Sources'): string {
    if (this.items.length === 0) return ''
    const lines = this.items.map((item) => {
      if (item.kind === 'report')
        return `${item.n}. ${item.reference}${item.synthetic ? ' (synthetic demonstration report)' : ''}`
      return `${item.n}. ${item.title} — ${item.reference}${item.url ? ` (${item.url})` : ''}`
    })
    return `**${heading}**\n\n${lines.join('\n')}`
  }
}

/** The block with its citations: before the colon of a lead-in, after the last line of a paragraph or list. */
export function citeBlock(block: string, numbers: readonly number[]): string {
  if (numbers.length === 0) return block
  const marker = numbers.map((n) => `[${n}]`).join('')
  const lines = block.split('\n')
  const first = lines[0] ?? ''
  if (lines.length > 1 && first.trimEnd().endsWith(':'))
    return [first.replace(/\s*:\s*$/, ` ${marker}:`), ...lines.slice(1)].join('\n')
  if (hasTable(block)) return `${block}\n\n${marker}`
  lines[lines.length - 1] = `${lines.at(-1) ?? ''} ${marker}`
  return lines.join('\n')
}
