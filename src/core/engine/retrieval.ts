import MiniSearch from 'minisearch'
import type { Passage } from '../knowledge/passage'
import { synonymsOf } from './synonyms'
import { contentTerms, phraseTerms, processToken, tokenize } from './text'

// BM25 retrieval over the knowledge base with MiniSearch (it runs unchanged in the browser and on the server).
// Titles and tags weigh more than body text, because they name a passage's topic in the words users type.
export type ScoredPassage = {
  passage: Passage
  score: number
  /** The share of the question's words (weighed by rarity) the passage holds anywhere. */
  coverage: number
  /** Whether one of the question's own topic words names the passage: it is in its title, tags or source. */
  named: boolean
}

export type SearchOptions = {
  k?: number
  /** Earlier questions of the conversation, weighed less than the current one so follow-ups stay on topic. */
  context?: string[]
}

// Below this share of the question's topic words found in the best passage, the question is treated as outside
// what the knowledge base covers, and the answer says so instead of guessing.
const MIN_COVERAGE = 0.34
const CONTEXT_WEIGHT = 0.6
const SYNONYM_WEIGHT = 0.5
const PHRASE_WEIGHT = 0.5

// A word found in more than this share of the passages ("climate", "disclose", "require") says little about which
// passage a question is after.
const COMMON_SHARE = 0.3
// Ranking: how many BM25 candidates are re-scored, and how a question word counts towards a passage's focus when it
// is in the title (1), only in the tags, or only in the body; BM25's own score adds this share.
const RERANKED = 40
const TAG_FOCUS = 0.75
const BODY_FOCUS = 0.3
const BM25_SHARE = 0.4
const TITLE_PRECISION = 0.3
// A question that names its framework ("under AASB S2", "in the TCFD recommendations", "NZ CS 1") is answered from
// passages whose title or source names that framework, before passages about another one that share its words.
const FRAMEWORK_MATCH = 0.5
const FRAMEWORKS: ReadonlyArray<{ asked: RegExp; source: RegExp }> = [
  { asked: /\b(aasb|asrs|australian (?:climate |sustainability )?standards?)\b/i, source: /\bAASB\b/ },
  { asked: /\b(ifrs|issb)\b/i, source: /\bIFRS\b/ },
  { asked: /\btcfd\b/i, source: /\bTCFD\b/ },
  { asked: /\b(nz cs|new zealand|xrb|nz)\b/i, source: /\b(XRB|NZ CS|New Zealand|FMC Act)\b/ },
  {
    asked: /\b(corporations act|s ?\d{3,4}[a-z]*\b|asic|rg 280|auasb|assa)\b/i,
    source: /\b(Corporations Act|ASIC|AUASB|ASSA)\b/,
  },
  { asked: /\b(sec|united states|us rule)\b/i, source: /\bSEC\b/ },
]

const DEPTH_PENALTY = 0.08

/**
 * How far a paragraph reference reaches below its paragraph: 29 is 0, 29(a) is 1, 22(a)(i) is 2 (the deepest found);
 * undefined when the text names no paragraph.
 */
function referenceDepth(text: string): number | undefined {
  const references = [...text.matchAll(/\b(?:paragraphs?|paras?|s)\s*\d{1,4}[A-Z]?((?:\([a-z0-9]{1,4}\))*)/gi)]
  if (references.length === 0) return undefined
  return Math.max(...references.map((match) => (match[1]?.match(/\(/g) ?? []).length))
}

export class PassageIndex {
  private readonly search_: MiniSearch<Passage & { tagText: string }>
  private readonly byId: Map<string, Passage>
  private readonly documentFrequency = new Map<string, number>()
  private readonly fieldTerms = new Map<string, { title: Set<string>; tags: Set<string>; source: Set<string> }>()

  constructor(passages: readonly Passage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]))
    for (const passage of passages) {
      this.fieldTerms.set(passage.id, {
        title: new Set([...contentTerms(passage.title), ...phraseTerms(passage.title)]),
        tags: new Set(passage.tags.flatMap((tag) => [...contentTerms(tag), ...phraseTerms(tag)])),
        source: new Set(contentTerms(passage.source)),
      })
      const text = `${passage.title}\n${passage.tags.join('\n')}\n${passage.body}`
      for (const term of new Set([...contentTerms(text), ...phraseTerms(text)])) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1)
      }
    }
    this.search_ = new MiniSearch({
      fields: ['title', 'tagText', 'source', 'body'],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processToken(term),
      searchOptions: {
        boost: { title: 2.5, tagText: 2.5, source: 1.5, body: 1 },
        prefix: (term) => term.length > 5,
        fuzzy: 0,
      },
    })
    this.search_.addAll(passages.map((passage) => ({ ...passage, tagText: passage.tags.join(' ') })))
  }

  get(id: string): Passage | undefined {
    return this.byId.get(id)
  }

  get size(): number {
    return this.byId.size
  }

  /** How much a word tells passages apart (its inverse document frequency): 0 for a word in every passage. */
  weight(term: string): number {
    return Math.log((this.byId.size + 1) / ((this.documentFrequency.get(term) ?? 0) + 1))
  }

  /** Whether any passage holds the word (in its indexed form). */
  isKnown(term: string): boolean {
    return this.documentFrequency.has(term)
  }

  /** A word that names a topic rather than occurring almost everywhere. */
  isDistinctive(term: string): boolean {
    return (this.documentFrequency.get(term) ?? 0) <= this.byId.size * COMMON_SHARE
  }

  search(question: string, { k = 4, context = [] }: SearchOptions = {}): ScoredPassage[] {
    const own = contentTerms(question)
    const ownSet = new Set(own)
    const alike = contentTerms(synonymsOf(question).join(' ')).filter((term) => !ownSet.has(term))
    const alikeSet = new Set(alike)
    const earlier = contentTerms(context.join(' ')).filter((term) => !ownSet.has(term) && !alikeSet.has(term))
    if (own.length === 0 && earlier.length === 0) return []
    const phrases = phraseTerms(question).filter((term) => !ownSet.has(term))
    const phraseSet = new Set(phrases)
    // A question that names a paragraph ("paragraph 13") asks at that depth; one that names none, at the depth of a
    // lettered paragraph (29(a)), which is how most requirements are referred to.
    const askedDepth = referenceDepth(question) ?? 1
    const frameworks = FRAMEWORKS.filter(({ asked }) => asked.test(question)).map(({ source }) => source)
    // The query is a list of terms already in their indexed form, so it is tokenised by a plain split.
    const results = this.search_.search([...own, ...phrases, ...alike, ...earlier].join(' '), {
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      boostTerm: (term) =>
        (ownSet.has(term)
          ? 1
          : phraseSet.has(term)
            ? PHRASE_WEIGHT
            : alikeSet.has(term)
              ? SYNONYM_WEIGHT
              : CONTEXT_WEIGHT) * this.weight(term),
    })
    const best = results[0]?.score ?? 1
    const asked = own.length > 0 ? own : earlier
    const total = asked.reduce((sum, term) => sum + this.weight(term), 0)
    // Focus weighs words by the square of their rarity, so the one word that names the topic outweighs several that
    // nearly every passage shares.
    const termWeight = (term: string) =>
      (ownSet.has(term) ? 1 : alikeSet.has(term) ? SYNONYM_WEIGHT : CONTEXT_WEIGHT) * this.weight(term) ** 2
    const focusTotal =
      asked.reduce((sum, term) => sum + this.weight(term) ** 2, 0) +
      (own.length > 0 ? earlier.reduce((sum, term) => sum + CONTEXT_WEIGHT * this.weight(term) ** 2, 0) : 0)
    return results
      .slice(0, RERANKED)
      .map((result) => {
        const passage = this.byId.get(String(result.id))!
        const fields = this.fieldTerms.get(passage.id)!
        const matched = new Set(result.queryTerms)
        // Coverage: the share of the question's words the passage holds anywhere, each weighed by how rare it is;
        // a synonym found stands for one of the question's own words that was not.
        const missed = asked.filter((term) => !matched.has(term))
        const found = asked.filter((term) => matched.has(term)).reduce((sum, term) => sum + this.weight(term), 0)
        const standIns = Math.min(result.queryTerms.filter((term) => alikeSet.has(term)).length, missed.length)
        const substitute =
          missed.length > 0 ? (standIns * missed.reduce((sum, term) => sum + this.weight(term), 0)) / missed.length : 0
        const coverage = Math.min(1, (found + substitute) / Math.max(total, 1e-9))
        // Focus: whether the passage is *about* the question's words (in its title or tags) or only mentions them.
        // BM25 alone lets a passage that mentions four everyday words ("AASB S2 climate disclosures") beat the one
        // whose title names the topic ("targets").
        const where = (term: string) => (fields.title.has(term) ? 1 : fields.tags.has(term) ? TAG_FOCUS : BODY_FOCUS)
        const focusOf = (terms: readonly string[]) =>
          terms.filter((term) => matched.has(term)).reduce((sum, term) => sum + where(term) * termWeight(term), 0)
        const standInFocus = Math.min(
          focusOf(alike),
          missed.reduce((sum, term) => sum + SYNONYM_WEIGHT * this.weight(term) ** 2, 0),
        )
        const phraseFocus = phrases
          .filter((term) => matched.has(term))
          .reduce((sum, term) => sum + where(term) * PHRASE_WEIGHT * this.weight(term) ** 2, 0)
        const focus = focusOf(asked) + standInFocus + phraseFocus + (own.length > 0 ? focusOf(earlier) : 0)
        // Precision: a title mostly made of the question's words ("Climate-related targets - what to disclose") is
        // about the question; one that mentions it among much else ("... targets and the metric used (B66-B67)") is
        // about something narrower or wider. Paragraph numbers do not count as words of a title.
        const titleWords = [...fields.title].filter((term) => !/[\d_]/.test(term))
        const precision =
          titleWords.length > 0 ? titleWords.filter((term) => matched.has(term)).length / titleWords.length : 0
        const itsFrameworks = FRAMEWORKS.filter(({ source }) => source.test(`${passage.title} ${passage.source}`)).map(
          ({ source }) => source,
        )
        const framework =
          frameworks.length === 0 || itsFrameworks.length === 0
            ? 0
            : itsFrameworks.some((pattern) => frameworks.includes(pattern))
              ? FRAMEWORK_MATCH
              : -FRAMEWORK_MATCH
        // Depth: a passage on one sub-element ("para 22(a)(i)") answers a question at that depth; a question about
        // "paragraph 22" or "resilience" is better answered by the passage on the whole paragraph.
        const tooDeep = Math.max(0, (referenceDepth(passage.source) ?? 0) - askedDepth) * DEPTH_PENALTY
        const score =
          BM25_SHARE * (result.score / best) +
          focus / Math.max(focusTotal, 1e-9) +
          TITLE_PRECISION * precision +
          framework -
          tooDeep
        const named = own.some(
          (term) =>
            this.isDistinctive(term) && (fields.title.has(term) || fields.tags.has(term) || fields.source.has(term)),
        )
        return { passage, score, coverage, named }
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, k)
  }

  /** The passages that answer the question, or none when the best match covers too little of it. */
  relevant(question: string, options: SearchOptions = {}): ScoredPassage[] {
    const hits = this.search(question, options)
    const best = hits[0]
    // The question counts as covered when any of the best passages holds enough of it: the top one may owe its place
    // to the earlier turns of a follow-up.
    if (!best || Math.max(...hits.map((hit) => hit.coverage)) < MIN_COVERAGE) return []
    return hits.filter((hit) => hit.score >= best.score * 0.3)
  }
}
