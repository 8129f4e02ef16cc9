// Text normalisation shared by the paragraph classifier and the taxonomy detectors. Report text arrives from PDF
// extraction, so it carries ligatures, subscript CO₂, curly quotes and words split across lines ("recom- mend");
// everything is folded to one lowercase token stream before any lexicon is matched. Lexicon terms go through the
// same functions, so a stem only has to be consistent, not linguistically correct.

const SUBSCRIPT_DIGITS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₆': '6' }

const COMPOUND_HEADS = new Set(
  (
    'low high long short medium mid net non climate carbon energy cross multi self well eco zero near large small ' +
    'full part sector science nature fossil market risk water year two three five ten first third end'
  ).split(' '),
)

/** Lowercases and repairs the common artefacts of PDF text so that lexicon phrases match. */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Diacritics: "régulation" and "regulation" must match the same lexicon entry.
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[₀₁₂₃₄₆]/g, (digit) => SUBSCRIPT_DIGITS[digit] ?? digit)
      .toLowerCase()
      // A word broken at a line end keeps its hyphen and gains a space ("bil- lion"); rejoin it, unless the first
      // half is a word that usually starts a compound ("low- carbon", "climate- related"), which stays two words.
      .replace(/\b([a-z]{2,})- ([a-z]{2})/g, (_whole, head: string, tail: string) =>
        COMPOUND_HEADS.has(head) ? `${head} ${tail}` : `${head}${tail}`,
      )
      .replace(/[‘’`´]/g, "'")
      // Some PDF extractors drop the "fi" ligature altogether ("nanced emissions", "signicant"); restore the words
      // that matter here.
      .replace(/\b(re)?nanc(?=e|i)/g, '$1financ')
      .replace(/\bsignican/g, 'significan')
      // "2°C", "1.5 °C" and "2 degrees" all mean a warming scenario; give them one spelling.
      .replace(/(\d)\s*(?:°|º|degrees?)\s*(?:c\b|celsius\b)?/g, '$1 degc ')
      // Extraction often drops the degree sign: "the 2 C and 1.5 C scenarios". Only warming-sized numbers qualify.
      .replace(/\b([1-6](?:\.5)?) ?c\b(?!\+)/g, '$1 degc')
      // "CO 2" appears in tables that lost their subscript spacing.
      .replace(/\bco\s2\b/g, 'co2')
  )
}

// Numbers keep their inner separators ("1,200.5") so that one figure is one token, and are split from a unit glued
// to them ("150mw" -> 150 mw); words keep trailing digits ("co2", "tco2e"). %, $, €, £ and ¥ are tokens of their
// own because the metrics features count them.
const TOKEN = /[a-z]+[0-9]*[a-z0-9]*|[0-9]+(?:[.,][0-9]+)*|[%$€£¥]/g

/** Splits normalised text into word, number and symbol tokens. */
export function tokenise(normalised: string): string[] {
  return normalised.match(TOKEN) ?? []
}

const VOWEL = /[aeiouy]/

/**
 * A light suffix stripper: plurals, -ed, -ing and a final -e, so "risks", "managed", "managing" and "manage" meet
 * at "manag". Derivational suffixes (-ance, -ment, -ion) are kept on purpose: "governance" and "government" mean
 * different pillars and must stay apart.
 */
export function stem(word: string): string {
  // Only plain words: "tco2e" or "2ds" must come through whole.
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/(?:sh|ch|x|zz)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(?:ss|us|is|ys)$/.test(w)) w = w.slice(0, -1)
  else if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2))
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1)
  return w
}

// "planned" -> "plann" -> "plan", "controlled" -> "control"; a double s stays so "assessed" meets "assess".
function undouble(w: string): string {
  const last = w.at(-1)
  if (last && w.length > 3 && last === w.at(-2) && !'sz'.includes(last)) return w.slice(0, -1)
  return w
}

/** Normalises, tokenises and stems in one pass: the form every lexicon is matched against. */
export function stemTokens(text: string): string[] {
  return tokenise(normaliseText(text)).map(stem)
}
