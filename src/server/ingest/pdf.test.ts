import { expect, test } from 'vitest'
import { BadFileError } from './bad-file'
import { parsePdf } from './pdf'
import { makePdf } from './test-pdf'

test('paragraphs are rebuilt from the layout; the largest text on the first page is the heading', async () => {
  const pdf = makePdf([
    {
      paragraphs: [
        { lines: ['Climate Report 2024'], size: 20 },
        { lines: ['Our Board oversees climate-related risks and', 'opportunities through its Risk Committee.'] },
        { lines: ['Scope 1 emissions (tCO2-e) fell 12% to', '41,200 in FY2024.'] },
      ],
    },
  ])
  const parsed = await parsePdf(pdf)
  expect(parsed.heading).toBe('Climate Report 2024')
  expect(parsed.paragraphs).toEqual([
    'Climate Report 2024',
    'Our Board oversees climate-related risks and opportunities through its Risk Committee.',
    'Scope 1 emissions (tCO2-e) fell 12% to 41,200 in FY2024.',
  ])
})

test('running headers are dropped and a paragraph cut by a page break is joined again', async () => {
  const header = (page: number) => `Example Energy Ltd | Climate Report 2024 | Page ${page}`
  const pdf = makePdf([
    { header: header(1), paragraphs: [{ lines: ['Physical risks such as bushfires and floods could'] }] },
    {
      header: header(2),
      paragraphs: [{ lines: ['disrupt our operations.'] }, { lines: ['We assess them each year.'] }],
    },
    { header: header(3), paragraphs: [{ lines: ['Transition risks include a carbon price.'] }] },
  ])
  const parsed = await parsePdf(pdf)
  expect(parsed.paragraphs).toEqual([
    'Physical risks such as bushfires and floods could disrupt our operations.',
    'We assess them each year.',
    'Transition risks include a carbon price.',
  ])
})

test('a damaged PDF is a bad file with a reason, not a crash', async () => {
  const good = makePdf([{ paragraphs: [{ lines: ['Some text about emissions.'] }] }])
  const truncated = good.slice(0, Math.floor(good.length / 3))
  await expect(parsePdf(truncated)).rejects.toThrow(BadFileError)
  await expect(parsePdf(truncated)).rejects.toThrow('not a valid PDF (the file is damaged or is not a PDF)')
  await expect(parsePdf(new Uint8Array(Buffer.from('<html>not a pdf</html>')))).rejects.toThrow('not a valid PDF')
})

test('a PDF without text (a scan) is a bad file', async () => {
  await expect(parsePdf(makePdf([{ paragraphs: [] }]))).rejects.toThrow('no text found in the PDF')
})

test('bulleted lines set tightly together are paragraphs of their own', async () => {
  const pdf = makePdf([
    {
      paragraphs: [
        { lines: ['Our targets:', '• Net zero by 2050', '• 50% renewable electricity by 2030', '  across all sites.'] },
      ],
    },
  ])
  expect((await parsePdf(pdf)).paragraphs).toEqual([
    'Our targets:',
    '• Net zero by 2050',
    '• 50% renewable electricity by 2030 across all sites.',
  ])
})
