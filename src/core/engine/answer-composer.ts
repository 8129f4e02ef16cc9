import type { Passage } from '../knowledge/passage'
import { CLIMATE_TERMS } from './classifier-lexicons'
import { compileLexicon, matchLexicon, type LexiconEntry } from './text-lexicon'
import { stemTokens } from './text-normalise'
import type { PassageIndex, ScoredPassage } from './retrieval'
import { SourceList } from './sources'
import { contentTerms, sentences } from './text'
import type { AnswerInput, EngineAnswer } from './types'

// The grounded chat answer: extractive and cited. It picks the passages that match the question, takes from each
// the sentences that share most words with it, and cites every sentence it uses. It never writes a fact of its own.
const MAX_PASSAGES = 4
const LEAD_SENTENCES = 3
const RELATED_SENTENCES = 2

export const NO_MATCH_TOPICS = [
  'the TCFD recommendations: the four pillars and the 11 recommended disclosures',
  'AASB S2: governance, strategy, scenario analysis, risk management, metrics and targets, Scope 1, 2 and 3 emissions',
  "Australia's mandatory climate reporting: who must report and when, the sustainability report, assurance, liability",
  'climate risk types and opportunities, scenario analysis, and the TCFD-to-AASB S2 crosswalk',
  'New Zealand’s climate standards (NZ CS 1-3) and the status of the US SEC climate rule',
]

// Words of the disclosure domain that CLIMATE_TERMS (written for report paragraphs) lacks. A question must touch
// the domain before a passage that merely shares a word with it ("capital", "final") may answer it.
const DISCLOSURE_TERMS: readonly LexiconEntry[] = [
  ['aasb', 3], ['ifrs', 3], ['asrs', 3], ['disclos*', 2], ['sustainability report', 3], ['report*', 1],
  ['scope', 1.5], ['asic', 3], ['nger', 3], ['xrb', 3], ['nz cs', 3], ['corporations act', 3], ['auasb', 3],
  ['assurance', 2], ['director', 1.5], ['board', 1.5], ['governance', 2], ['strateg*', 1.5], ['risk', 1.5],
  ['metric*', 1.5], ['target*', 1.5], ['transition plan', 3], ['scenario*', 2], ['sic', 2], ['industr*', 1],
  ['liabilit*', 1.5], ['group 1', 2], ['group 2', 2], ['group 3', 2], ['threshold*', 1.5], ['opportunit*', 1.5],
  ['financed', 2], ['offset*', 2], ['credit*', 1], ['remuneration', 1.5], ['crosswalk', 3], ['pillar*', 2],
  ['horizon*', 2], ['financial effect*', 2], ['financial statement*', 2], ['employee*', 1.5], ['revenue', 1.5],
  ['assa', 3], ['audit*', 1.5], ['regulat*', 1.5], ['complian*', 1.5], ['standard*', 1], ['rule', 1.5],
  ['law', 1.5], ['legislat*', 1.5], ['new zealand', 2], ['superannuation', 2], ['super fund', 2], ['asset*', 1],
]
const domain = compileLexicon([...CLIMATE_TERMS, ...DISCLOSURE_TERMS])
const MIN_DOMAIN_SCORE = 1.5

export function isInDomain(text: string): boolean {
  return matchLexicon(stemTokens(text), domain).score >= MIN_DOMAIN_SCORE
}

function noMatchAnswer(): EngineAnswer {
  const topics = NO_MATCH_TOPICS.map((topic) => `- ${topic}`).join('\n')
  return {
    markdown: `I could not find anything about that in my sources, so I will not guess.\n\nI can answer questions about:\n\n${topics}\n\nFor example: *"Which companies must report under Group 2?"* or *"What does AASB S2 require for Scope 3 emissions?"*`,
    citations: [],
    engine: 'grounded',
    noMatch: true,
  }
}

/** The sentences of a passage that share most topic words with the question, in their original order. */
export function bestSentences(passage: Passage, terms: ReadonlySet<string>, count: number): string[] {
  const all = sentences(passage.body)
  const scored = all.map((sentence, index) => {
    const overlap = contentTerms(sentence).filter((term) => terms.has(term)).length
    // The opening sentence usually defines the topic, so it gets a small head start.
    return { sentence, index, score: overlap + (index === 0 ? 0.5 : 0) }
  })
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((item) => item.sentence)
}

function asOfNote(passages: Passage[]): string {
  const dates = [...new Set(passages.map((passage) => passage.asOf).filter((date): date is string => Boolean(date)))].sort()
  if (dates.length === 0) return ''
  return `\n\n_Some of this is time-sensitive: it was true as of ${dates.join(' and ')}. Check for later changes before relying on it._`
}

export function composeAnswer(index: PassageIndex, { question, history = [] }: AnswerInput): EngineAnswer {
  const context = history.filter((turn) => turn.role === 'user').slice(-2).map((turn) => turn.content)
  if (!isInDomain([question, ...context].join(' '))) return noMatchAnswer()
  const hits: ScoredPassage[] = index.relevant(question, { k: MAX_PASSAGES, context })
  if (hits.length === 0) return noMatchAnswer()

  const terms = new Set(contentTerms([question, ...context].join(' ')))
  const sources = new SourceList()
  const [lead, ...related] = hits.map((hit) => hit.passage)
  if (!lead) return noMatchAnswer()

  const leadN = sources.cite(lead)
  const parts = [`**${lead.title}**`, `${bestSentences(lead, terms, LEAD_SENTENCES).join(' ')} [${leadN}]`]
  if (related.length > 0) {
    const bullets = related.map((passage) => {
      const n = sources.cite(passage)
      return `- **${passage.title}:** ${bestSentences(passage, terms, RELATED_SENTENCES).join(' ')} [${n}]`
    })
    parts.push(`Related points:\n\n${bullets.join('\n')}`)
  }
  const used = [lead, ...related]
  return {
    markdown: `${parts.join('\n\n')}${asOfNote(used)}\n\n${sources.markdown()}`,
    citations: sources.citations,
    engine: 'grounded',
  }
}
