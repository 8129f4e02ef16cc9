import { expect, test } from 'vitest'
import { createProgressBar, renderProgress } from './progress-bar'

test('the bar shows the share of bytes done, the files and the current file, and never wraps', () => {
  const state = { bytesDone: 250, bytesTotal: 1000, filesDone: 1, filesTotal: 4, current: 'reports/acme-2024.pdf' }
  expect(renderProgress(state, 100)).toBe('[######------------------]  25%  1/4 files  reports/acme-2024.pdf')
  const narrow = renderProgress({ ...state, current: `reports/${'long-name-'.repeat(10)}2024.pdf` }, 60)
  expect(narrow.length).toBe(59)
  expect(narrow).toMatch(/1\/4 files {2}….*2024\.pdf$/)
  expect(renderProgress({ bytesDone: 0, bytesTotal: 0, filesDone: 2, filesTotal: 2 }, 80)).toContain('100%')
})

test('on a terminal the bar is redrawn in place and notes appear above it; elsewhere only notes are written', () => {
  const written: string[] = []
  let time = 0
  const bar = createProgressBar({ write: (text) => written.push(text), isTTY: true, columns: 100 }, () => time)
  bar.update({ bytesDone: 0, bytesTotal: 10, filesDone: 0, filesTotal: 2, current: 'a.pdf' })
  time += 10
  bar.update({ bytesDone: 5, bytesTotal: 10, filesDone: 0, filesTotal: 2, current: 'a.pdf' })
  expect(written).toHaveLength(1)
  bar.note('Skipped a.pdf: not a valid PDF')
  expect(written.slice(1)).toEqual([
    '\r\u001b[2K',
    'Skipped a.pdf: not a valid PDF\n',
    expect.stringContaining(' 50%  0/2 files  a.pdf'),
  ])
  bar.update({ bytesDone: 10, bytesTotal: 10, filesDone: 2, filesTotal: 2 })
  expect(written.at(-1)).toContain('100%  2/2 files')
  bar.done()
  expect(written.at(-1)).toBe('\r\u001b[2K')

  // A pseudo-terminal may report 0 columns; the bar then assumes 80 rather than cutting everything.
  const unsized: string[] = []
  createProgressBar({ write: (text) => unsized.push(text), isTTY: true, columns: 0 }).update({
    bytesDone: 1,
    bytesTotal: 1,
    filesDone: 1,
    filesTotal: 1,
    current: 'a.pdf',
  })
  expect(unsized).toEqual(['\r\u001b[2K[########################] 100%  1/1 files  a.pdf'])

  const plain: string[] = []
  const quiet = createProgressBar({ write: (text) => plain.push(text), isTTY: false })
  quiet.update({ bytesDone: 1, bytesTotal: 2, filesDone: 0, filesTotal: 1 })
  quiet.note('Skipped b.txt: not a text file')
  quiet.done()
  expect(plain).toEqual(['Skipped b.txt: not a text file\n'])
})
