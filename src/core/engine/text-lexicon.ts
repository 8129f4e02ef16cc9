// Weighted phrase lexicons, compiled once into a lookup keyed by the first token, then matched over the stemmed
// tokens of a text in one pass. Terms are written as plain phrases ("board committee", "scope 3"); a word ending in
// "*" matches any token starting with it ("decarboni*" covers decarbonise, decarbonization, decarbonising).

import { normaliseText, stem, tokenise } from './text-normalise'

/** One lexicon line: a phrase and how strongly it indicates the category (negative: argues against it). */
export type LexiconEntry = readonly [term: string, weight: number]

type WordPattern = { text: string; prefix: boolean }
type CompiledTerm = { term: string; words: WordPattern[]; weight: number }

export type CompiledLexicon = {
  exact: Map<string, CompiledTerm[]>
  /** Terms whose first word is a prefix pattern, keyed by its first three letters to keep the scan cheap. */
  prefixed: Map<string, CompiledTerm[]>
}

export type LexiconMatch = { score: number; hits: Map<string, number> }

function compileWord(word: string): WordPattern {
  // A prefix is stemmed too, because it is compared with stemmed tokens: "renewable*" must find "renewabl".
  if (word.endsWith('*')) return { text: stem(word.slice(0, -1)), prefix: true }
  return { text: stem(word), prefix: false }
}

/** Compiles lexicon entries; throws on duplicates, empty terms and prefix terms short enough to match nearly anything. */
export function compileLexicon(entries: readonly LexiconEntry[]): CompiledLexicon {
  const exact = new Map<string, CompiledTerm[]>()
  const prefixed = new Map<string, CompiledTerm[]>()
  // Two entries that compile to the same words ("policy" and "policies") would both match and double the weight.
  const seen = new Map<string, string>()
  for (const [term, weight] of entries) {
    const words = term
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((raw) => {
        // Split the phrase the way text is split ("low-carbon" -> low carbon) but keep a trailing "*".
        const star = raw.endsWith('*')
        const parts = tokenise(normaliseText(star ? raw.slice(0, -1) : raw))
        return parts.map((part, i) => compileWord(star && i === parts.length - 1 ? `${part}*` : part))
      })
    const first = words[0]
    if (!first) throw new Error(`Empty lexicon term: "${term}"`)
    const key = words.map((word) => (word.prefix ? `${word.text}*` : word.text)).join(' ')
    const earlier = seen.get(key)
    if (earlier !== undefined)
      throw new Error(`Duplicate lexicon term: "${term}" matches the same words as "${earlier}"`)
    seen.set(key, term)
    const compiled: CompiledTerm = { term, words, weight }
    if (first.prefix) {
      if (first.text.length < 3) throw new Error(`Prefix term too short: "${term}"`)
      const key = first.text.slice(0, 3)
      prefixed.set(key, [...(prefixed.get(key) ?? []), compiled])
    } else {
      exact.set(first.text, [...(exact.get(first.text) ?? []), compiled])
    }
  }
  return { exact, prefixed }
}

function wordMatches(pattern: WordPattern, token: string | undefined): boolean {
  if (token === undefined) return false
  return pattern.prefix ? token.startsWith(pattern.text) : token === pattern.text
}

function termMatchesAt(term: CompiledTerm, tokens: readonly string[], start: number): boolean {
  for (let i = 1; i < term.words.length; i += 1) {
    if (!wordMatches(term.words[i]!, tokens[start + i])) return false
  }
  return true
}

/**
 * Finds every term in already stemmed tokens (from `stemTokens`) and sums their weights. A repeated term adds half
 * its weight per extra occurrence, up to twice its weight: repetition is evidence, but one word said five times
 * should not outvote five different words.
 */
export function matchLexicon(tokens: readonly string[], lexicon: CompiledLexicon): LexiconMatch {
  const found = new Map<CompiledTerm, number>()
  const record = (term: CompiledTerm, at: number) => {
    if (termMatchesAt(term, tokens, at)) found.set(term, (found.get(term) ?? 0) + 1)
  }
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!
    for (const term of lexicon.exact.get(token) ?? []) record(term, at)
    if (token.length >= 3) {
      for (const term of lexicon.prefixed.get(token.slice(0, 3)) ?? []) {
        if (token.startsWith(term.words[0]!.text)) record(term, at)
      }
    }
  }
  let score = 0
  const hits = new Map<string, number>()
  for (const [term, count] of found) {
    score += term.weight * Math.min(2, 1 + 0.5 * (count - 1))
    hits.set(term.term, count)
  }
  return { score, hits }
}
