import * as v from 'valibot'
import { expect, test } from 'vitest'
import { multiLineText, singleLineText } from './plain-text'

const oneLine = v.pipe(v.string(), singleLineText('Title'))
const manyLines = v.pipe(v.string(), multiLineText('Content'))

test('every C0 and C1 control character and DEL is refused with a message naming the field', () => {
  for (const bad of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0080', '\u009f']) {
    expect(v.safeParse(oneLine, `a${bad}b`).issues?.[0]?.message).toBe('Title must not contain control characters')
    expect(v.safeParse(manyLines, `a${bad}b`).issues?.[0]?.message).toBe('Content must not contain control characters')
  }
})

test('tab, line feed and carriage return pass only in multi-line fields', () => {
  for (const allowed of ['\t', '\n', '\r\n']) {
    expect(v.safeParse(manyLines, `a${allowed}b`).success).toBe(true)
    expect(v.safeParse(oneLine, `a${allowed}b`).success).toBe(false)
  }
})

test('text in any script, emoji and invisible formatting characters that are not controls pass', () => {
  for (const text of ['Ōtautahi — 東京 ✓', 'Scope 3 🌏', 'zero\u200bwidth', 'نص عربي\u200f']) {
    expect(v.safeParse(oneLine, text).success).toBe(true)
  }
})
