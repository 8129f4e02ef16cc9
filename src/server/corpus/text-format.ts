import { groupThousands } from '../../core/number-format'

// Number wording for the generated reports, done by hand rather than with Intl so the text is byte-identical on
// every Node build (ICU data differs between them).

export function decimal(value: number, digits = 1): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.')
  const grouped = `${groupThousands(Number(whole))}${fraction === undefined ? '' : `.${fraction}`}`
  return value < 0 ? `-${grouped}` : grouped
}

/** "A$12.4 million", "US$1.3 billion", for an amount in millions. */
export function money(currency: string, millions: number): string {
  if (millions >= 1000) return `${currency}${decimal(millions / 1000, 1)} billion`
  if (millions >= 100) return `${currency}${groupThousands(millions)} million`
  return `${currency}${decimal(Math.max(millions, 0.1), 1)} million`
}

export function percent(value: number, digits = 0): string {
  return `${decimal(value, digits)}%`
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
