import { normaliseText, stem, tokenise } from './text-normalise'

// Terms for retrieval: the classifier's normalised, stemmed tokens (one way of reading text in the whole engine),
// without common English function words, question words and conversational filler ("lots of stuff"). Paragraph references like "29(a)" keep their number
// ("29"); the lone letter is dropped.
const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done down during each few for from further had has have having he her here hers him his
  how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over
  own same she should so some such than that the their theirs them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your yours
  tell explain please need needs want know thing things say says said give us let lets get got like mean means
  requirement requirements require requires required related relating regarding concerning list outline summarise
  summarize briefly exactly quick quickly framework rather whether kind kinds sort sorts actually really must
  shall table tabulate compare comparison versus vs difference differences between issues matter matters key main
  important biggest imply implies implied come comes coming go goes going down fast happen happens happened lay either neither
  lot lots stuff hey hi pls thanks cheers reckon reckons guess maybe anyway basically honestly`
    .split(/\s+/)
    .filter(Boolean),
)

// A word followed by a number is also one token of its own ("group 1" -> group1, "scope 3" -> scope3, "1 july 2026"
// -> juli2026), so "Group 1 thresholds" finds the Group 1 passage rather than any passage with "group" and a "1".
const NUMBERED = /^\d{1,4}$/

// Phrasal verbs whose words mean nothing apart ("set up" is not "set" as in "set targets").
const IDIOMS: ReadonlyArray<[RegExp, string]> = [
  // "section 296D" is how the Act is cited in passages: s296D.
  [/\bsections?\s+(\d{3,4}[a-z]{0,2})\b/gi, 's$1'],
  [/\bset(?:ting)? up\b/gi, 'established'],
  [/\bwound up\b|\bwind(?:ing)? up\b/gi, 'disbanded'],
  [/\bsign(?:ed|ing)? off\b/gi, 'approve'],
]

// A contraction's tail is a function word ("we've", "we're", "they'll", "isn't"): cut off, it would be read as a rare
// topic word of its own ("ve", "isn") that no passage holds, and outweigh everything the question names.
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/n't\b/g, ' not'],
  [/(?<=\w)'(?:ve|re|ll|d|m|s)\b/g, ''],
]

function words(text: string): string[] {
  // A plural acronym is its singular ("ACCUs", "SMCs", "HFCs"), which the stemmer cannot know once text is lowercase.
  const plain = IDIOMS.reduce(
    (current, [pattern, meaning]) => current.replace(pattern, meaning),
    text.replace(/\b([A-Z]{2,}[0-9]?)s\b/g, '$1'),
  )
  const expanded = CONTRACTIONS.reduce(
    (current, [pattern, meaning]) => current.replace(pattern, meaning),
    normaliseText(plain),
  )
  return tokenise(expanded).filter((token) => /^[a-z0-9]/.test(token))
}

function numberedTerms(tokens: readonly string[]): string[] {
  return tokens.flatMap((token, i) => {
    const next = tokens[i + 1]
    return next !== undefined && NUMBERED.test(next) && /^[a-z]{2,}$/.test(token) && !STOPWORDS.has(token)
      ? [`${stem(token)}${next}`]
      : []
  })
}

/**
 * Lettered references as terms of their own: "29(e)" -> 29e and "22(a)(iii)" -> 22a and 22aiii, "Governance (a)" ->
 * governanca, so "what does 29(e) want?" is not the same question as one about 29(f), nor TCFD Metrics and Targets
 * (a) one about (c).
 */
function referenceTerms(text: string): string[] {
  const lower = text.toLowerCase()
  const paragraphs = [...lower.matchAll(/\b(\d{1,3})\s?\(([a-h])\)(?:\s?\(([ivx]{1,4})\))?/g)].flatMap(
    ([, n, letter, roman]) => (roman ? [`${n}${letter}`, `${n}${letter}${roman}`] : [`${n}${letter}`]),
  )
  const disclosures = [...lower.matchAll(/\b([a-z]{4,})\s\(([a-c])\)/g)].map(
    ([, word, letter]) => `${stem(word!)}${letter}`,
  )
  return [...paragraphs, ...disclosures]
}

/**
 * Pairs of neighbouring topic words, stemmed and joined ("financed emissions" -> financ_emission), so a passage that
 * has the phrase ranks above one that has both words apart: "financ" alone also stands for "financial".
 */
export function phraseTerms(text: string): string[] {
  const topical = words(text)
    .filter((token) => /^[a-z]{2,}$/.test(token) && !STOPWORDS.has(token))
    .map(stem)
  return [...new Set(topical.slice(1).map((token, i) => `${topical[i]}_${token}`))]
}

/** Every token the index stores for a text: its words, numbered terms and phrases. */
export function tokenize(text: string): string[] {
  const tokens = words(text)
  return [...tokens, ...numberedTerms(tokens), ...referenceTerms(text), ...phraseTerms(text)]
}

/** The searchable form of one token, or null for a word that carries no topic. */
export function processToken(token: string): string | null {
  const lower = token.toLowerCase()
  if (STOPWORDS.has(lower) || (lower.length === 1 && !/\d/.test(lower))) return null
  // Retrieval reads adverbs as their adjective ("qualitatively", "annually"), and drops the final e the classifier's
  // stemmer keeps on four-letter stems, so "gases" (gase) meets "gas".
  const stemmed = stem(lower.length > 6 && lower.endsWith('ly') ? lower.slice(0, -2) : lower)
  return stemmed.length === 4 && stemmed.endsWith('e') ? stemmed.slice(0, 3) : stemmed
}

/** The topic words of a text (stemmed, without function words) and its numbered terms, once each. */
export function contentTerms(text: string): string[] {
  const tokens = words(text)
  return [
    ...new Set(
      [...tokens.map(processToken), ...numberedTerms(tokens), ...referenceTerms(text)].filter(
        (term): term is string => term !== null,
      ),
    ),
  ]
}

// A full stop after a short form ends no sentence: "Scope 3 - cat. 11, use of sold products", "approx. 40%", "e.g.
// NGFS", "see para. 17".
// ("No." is left out: it is an answer as often as a number's sign.)
const SHORT_FORM_STOP = String.raw`(?<!\b(?:[Cc]ats?|[Aa]pprox|[Ii]ncl|[Ee]xcl|vs|e\.g|i\.e|[Ff]ig|[Pp]aras?|cf|ca|p\.a)\.)`
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?])${SHORT_FORM_STOP}\s+(?=[A-Z0-9("'])`)

/** Text for one cell of a Markdown table: on one line, with its bars escaped so they do not open a new cell. */
export function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
}

/** The first sentences of a text, a list's items run on after a semicolon. */
export function firstSentences(text: string, count: number): string {
  return text
    .replace(/\s*\n\s*[-*+]\s+/g, '; ')
    .split(SENTENCE_END)
    .slice(0, count)
    .join(' ')
}

/** Sentences of a text; each Markdown list item counts as one sentence of its own, without its bullet. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim())
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/**
 * The blocks of a passage: paragraphs, lists and tables, each kept whole. A block that ends in a colon introduces
 * the one after it (a list or a table), so the two are one block and a lead-in never stands without its items.
 */
export function blocks(body: string): string[] {
  const raw = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  const merged: string[] = []
  for (const block of raw) {
    const previous = merged.at(-1)
    if (previous !== undefined && previous.endsWith(':')) merged[merged.length - 1] = `${previous}\n${block}`
    else merged.push(block)
  }
  return merged
}

/** True when a block holds a Markdown table. */
export function hasTable(block: string): boolean {
  return /^\s*\|.*\|\s*$/m.test(block) && /^\s*\|?\s*:?-{3,}/m.test(block)
}
