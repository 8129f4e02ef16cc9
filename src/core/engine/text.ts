import { normaliseText, stem, tokenise } from './text-normalise'

// Terms for retrieval: the classifier's normalised, stemmed tokens (one way of reading text in the whole engine),
// without common English function words and question words. Paragraph references like "29(a)" keep their number
// ("29"); the lone letter is dropped.
const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done down during each few for from further had has have having he her here hers him his
  how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over
  own same she should so some such than that the their theirs them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your yours
  tell explain please need needs want know thing things say says said give us let lets get got like mean means`
    .split(/\s+/)
    .filter(Boolean),
)

export function tokenize(text: string): string[] {
  return tokenise(normaliseText(text)).filter((token) => /^[a-z0-9]/.test(token))
}

/** The searchable form of one token, or null for a word that carries no topic. */
export function processToken(token: string): string | null {
  const lower = token.toLowerCase()
  if (STOPWORDS.has(lower) || (lower.length === 1 && !/\d/.test(lower))) return null
  return stem(lower)
}

export function contentTerms(text: string): string[] {
  return [...new Set(tokenize(text).map(processToken).filter((term): term is string => term !== null))]
}

/** Sentences of a text; each Markdown list item counts as one sentence of its own, without its bullet. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim())
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9("'])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}
