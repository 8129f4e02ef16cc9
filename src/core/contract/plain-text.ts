import * as v from 'valibot'

// Text a person types never holds control characters: PostgreSQL cannot store NUL at all, and the others are invisible
// wherever the text is shown, so they only arrive by accident or by attack. Tab, line feed and carriage return are the
// exception, in fields whose text may span lines. The check comes first in a field's pipe, so its message, which names
// the field, is the one a client sees.

const anyControl = /\p{Cc}/u
const controlOtherThanLineBreaks = /[^\P{Cc}\t\n\r]/u

function message(label: string): string {
  return `${label} must not contain control characters`
}

/** For one-line fields (names, titles, keywords): no control character at all. */
export function singleLineText(label: string) {
  return v.check((value: string) => !anyControl.test(value), message(label))
}

/** For fields whose text may span lines (content, descriptions, questions): tabs and line breaks only. */
export function multiLineText(label: string) {
  return v.check((value: string) => !controlOtherThanLineBreaks.test(value), message(label))
}
