import { markdownBlocks, type ReportBlock } from './report-blocks'

/**
 * The report as plain text for the "Plain Text" download: no Markdown marks, but still readable in any editor.
 * Top headings are underlined (= and -) as plain-text documents do, list items keep their bullet or number and
 * their indent, table cells are separated by tabs, and a blank line separates blocks.
 */
export function reportPlainText(markdown: string): string {
  const lines: string[] = []
  let previous: ReportBlock['kind'] | null = null
  for (const block of markdownBlocks(markdown)) {
    // Items of one list and rows of one table stay together; everything else is set apart by a blank line.
    const continues = previous === block.kind && (block.kind === 'item' || block.kind === 'row')
    if (previous !== null && !continues) lines.push('')
    lines.push(...blockLines(block))
    previous = block.kind
  }
  return `${lines.join('\n')}\n`
}

function blockLines(block: ReportBlock): string[] {
  switch (block.kind) {
    case 'heading':
      if (block.level === 1) return [block.text, '='.repeat(block.text.length)]
      if (block.level === 2) return [block.text, '-'.repeat(block.text.length)]
      return [block.text]
    case 'paragraph':
      return [block.text]
    case 'item':
      return [`${'  '.repeat(block.depth)}${block.marker} ${block.text}`]
    case 'row':
      return [block.cells.join('\t')]
    case 'sources':
      return ['Sources', ...block.items.map((item, index) => `${index + 1}. ${item}`)]
  }
}
