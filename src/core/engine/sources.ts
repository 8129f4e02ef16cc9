import type { Passage } from '../knowledge/passage'
import type { Citation, ReportExcerpt } from './types'

// Numbered sources of one answer. Both engines number what they cite in the order first used and end the answer
// with the same "Sources" list, so the client renders either the same way.
export class SourceList {
  private readonly items: Citation[] = []

  cite(passage: Passage): number {
    return this.add({ kind: 'passage', id: passage.id, title: passage.title, reference: passage.source, url: passage.url })
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
      if (item.kind === 'report') return `${item.n}. ${item.reference}${item.synthetic ? ' (synthetic demonstration report)' : ''}`
      return `${item.n}. ${item.title} — ${item.reference}${item.url ? ` (${item.url})` : ''}`
    })
    return `**${heading}**\n\n${lines.join('\n')}`
  }
}
