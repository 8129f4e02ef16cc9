import { strFromU8, unzipSync } from 'fflate'
import { expect, test } from 'vitest'
import { EXPORT_FORMATS } from './file-names'
import { reportWordFile } from './word-export'

// The test DOM's Blob has no arrayBuffer(); its FileReader reads the bytes instead.
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsArrayBuffer(blob)
  })
}

async function documentXml(blob: Blob): Promise<string> {
  const files = unzipSync(await bytesOf(blob))
  const xml = files['word/document.xml']
  if (!xml) throw new Error('The file has no word/document.xml')
  return strFromU8(xml)
}

test('the Word file has the title, headings, paragraphs and a sources list without Markdown marks', async () => {
  const markdown = [
    '## Governance',
    'The **Board Risk Committee** meets quarterly [1].',
    '- oversight of targets',
    '**Sources**\n\n1. AASB S2 — paragraph 6\n2. TCFD recommendations',
  ].join('\n\n')

  const blob = await reportWordFile('Acme climate report', markdown)
  const xml = await documentXml(blob)

  expect(blob.type).toBe(EXPORT_FORMATS.word.type)
  expect(xml).toMatch(/<w:pStyle w:val="Title"\/>.*?Acme climate report/)
  expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>.*?Governance/)
  expect(xml).toContain('The Board Risk Committee meets quarterly [1].')
  expect(xml).toContain('oversight of targets')
  expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>.*?Sources/)
  expect(xml).toContain('1. AASB S2 — paragraph 6')
  expect(xml).toContain('2. TCFD recommendations')
  expect(xml).not.toContain('**')
})
