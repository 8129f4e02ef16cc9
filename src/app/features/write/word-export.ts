import { EXPORT_FORMATS } from './file-names'
import { markdownBlocks, type ReportBlock } from './report-blocks'

const WORD_FILE_TYPE = EXPORT_FORMATS.word.type

/**
 * The report as a Word document, built in the browser so it downloads offline too: the title, then each section's
 * headings, paragraphs and lists as Word headings and paragraphs, and its sources as a numbered list under a
 * "Sources" heading. The Word library is large and only needed here, so it is loaded on the first Word download
 * and never weighs on the app's first load.
 */
export async function reportWordFile(title: string, markdown: string): Promise<Blob> {
  const docx = await import('docx')
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = docx
  const headings = [
    HeadingLevel.HEADING_1,
    HeadingLevel.HEADING_2,
    HeadingLevel.HEADING_3,
    HeadingLevel.HEADING_4,
    HeadingLevel.HEADING_5,
    HeadingLevel.HEADING_6,
  ]
  // The report's title is the document's only Title; the sections' own headings sit one level below it.
  const heading = (level: number, text: string) =>
    new Paragraph({ text, heading: headings[Math.min(level, headings.length) - 1] })

  const paragraphsOf = (block: ReportBlock) => {
    switch (block.kind) {
      case 'heading':
        return [heading(block.level, block.text)]
      case 'paragraph':
        return [new Paragraph({ children: [new TextRun(block.text)] })]
      case 'item':
        return [
          block.marker === '-'
            ? new Paragraph({ text: block.text, bullet: { level: Math.min(block.depth, 8) } })
            : new Paragraph({ text: `${block.marker} ${block.text}`, indent: { left: 360 * (block.depth + 1) } }),
        ]
      case 'row':
        return [new Paragraph({ text: block.cells.join('\t') })]
      case 'sources':
        return [
          heading(3, 'Sources'),
          ...block.items.map(
            (item, index) =>
              new Paragraph({ text: `${index + 1}. ${item}`, indent: { left: 360 }, style: 'ListParagraph' }),
          ),
        ]
    }
  }

  const document = new Document({
    title,
    creator: 'Climate Disclosure Assistant',
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
          ...markdownBlocks(markdown).flatMap(paragraphsOf),
        ],
      },
    ],
  })
  const blob = await Packer.toBlob(document)
  // Packer leaves the type empty in some browsers; the download needs Word's type to open in Word.
  return blob.type === WORD_FILE_TYPE ? blob : new Blob([blob], { type: WORD_FILE_TYPE })
}
