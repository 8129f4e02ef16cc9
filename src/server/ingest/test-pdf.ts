// Writes small, valid PDFs for tests, by hand: a catalog, a page tree, a Helvetica font and one content stream per
// page, with a correct cross-reference table. Text is laid out like a report: lines 1.2 font sizes apart, a blank
// line's worth of space between paragraphs, an optional running header at the top of each page.

export type PdfParagraph = { lines: string[]; size?: number }
export type PdfPage = { paragraphs: PdfParagraph[]; header?: string }

// Helvetica with WinAnsiEncoding: characters outside Latin-1 are written as their Windows-1252 byte.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
}

const escapePdfString = (text: string) =>
  text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[€‘’“”•–—]/g, (char) => `\\${WIN_ANSI[char]!.toString(8)}`)

function pageContent({ paragraphs, header }: PdfPage): string {
  const ops: string[] = []
  const show = (text: string, size: number, y: number) =>
    ops.push(`BT /F1 ${size} Tf 72 ${y.toFixed(1)} Td (${escapePdfString(text)}) Tj ET`)
  if (header) show(header, 9, 770)
  let y = 730
  for (const { lines, size = 11 } of paragraphs) {
    for (const line of lines) {
      show(line, size, y)
      y -= size * 1.2
    }
    y -= size * 1.2
  }
  return ops.join('\n')
}

/** A PDF with the given pages, as bytes. */
export function makePdf(pages: readonly PdfPage[], { title }: { title?: string } = {}): Uint8Array {
  const pageIds = pages.map((_, i) => 5 + i * 2)
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`],
    [3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [4, title === undefined ? '<< >>' : `<< /Title (${escapePdfString(title)}) >>`],
  ])
  pages.forEach((page, i) => {
    const content = pageContent(page)
    objects.set(
      pageIds[i]!,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    )
    objects.set(pageIds[i]! + 1, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  })
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id <= objects.size; id++) {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${id} 0 obj\n${objects.get(id)}\nendobj\n`
  }
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.size + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.size + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, 'latin1'))
}

/** Lines of at most `width` characters, as a report's text would be set on a page (the page is 612 points wide). */
export function wrapText(text: string, width: number = 80): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
