import type { Nodes, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'

// A report reduced to what every export format can show: headings, paragraphs, list items and table rows, each as
// plain text. Plain Text and Word are written from these blocks, so both read the same Markdown the same way and
// neither shows Markdown marks (asterisks, hashes, pipes) to the reader.
export type ReportBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; depth: number; marker: string; text: string }
  | { kind: 'row'; cells: string[] }
  /** The "Sources" list that ends a generated section: kept apart so Word can show it as a list of its own. */
  | { kind: 'sources'; items: string[] }

const SOURCES_LABEL = /^sources:?$/i

/** The blocks of one Markdown text, in reading order. */
export function markdownBlocks(markdown: string): ReportBlock[] {
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  const blocks: ReportBlock[] = []
  const consumed = new Set<number>()
  const nodes = tree.children
  for (const [i, node] of nodes.entries()) {
    if (consumed.has(i)) continue
    const next = nodes[i + 1]
    // A section ends with a bold "Sources" line and a numbered list; the pair is one sources list.
    if (node.type === 'paragraph' && SOURCES_LABEL.test(plain(node)) && next?.type === 'list') {
      blocks.push({ kind: 'sources', items: next.children.map((item) => plain(item)) })
      consumed.add(i + 1)
      continue
    }
    addBlock(node, blocks, 0)
  }
  return blocks
}

function addBlock(node: RootContent, blocks: ReportBlock[], depth: number): void {
  switch (node.type) {
    case 'heading':
      blocks.push({ kind: 'heading', level: node.depth, text: plain(node) })
      return
    case 'paragraph':
    case 'blockquote':
    case 'code':
    case 'html': {
      const text = plain(node)
      if (text) blocks.push({ kind: 'paragraph', text })
      return
    }
    case 'list':
      node.children.forEach((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '-'
        // The item's own text first, then any list nested in it one level deeper.
        const own = item.children.filter((child) => child.type !== 'list')
        const nested = item.children.filter((child) => child.type === 'list')
        blocks.push({ kind: 'item', depth, marker, text: own.map((child) => plain(child)).join(' ') })
        nested.forEach((list) => addBlock(list, blocks, depth + 1))
      })
      return
    case 'table':
      node.children.forEach((row) => blocks.push({ kind: 'row', cells: row.children.map((cell) => plain(cell)) }))
      return
    default:
      // Thematic breaks, definitions and front matter carry no reader text.
      return
  }
}

/** A node's reader text: marks removed, a link shown with its address when the address is not the text itself. */
function plain(node: Nodes): string {
  if (node.type === 'link') {
    const text = toString(node)
    return text && text !== node.url ? `${text} (${node.url})` : node.url
  }
  if (node.type === 'break') return ' '
  if ('children' in node) return node.children.map((child) => plain(child)).join(node.type === 'listItem' ? ' ' : '')
  return toString(node)
}
