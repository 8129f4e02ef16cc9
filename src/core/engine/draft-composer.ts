import type { Passage } from '../knowledge/passage'
import type { PassageIndex } from './retrieval'
import { sectionGuides, type Requirement } from './section-requirements'
import { SourceList } from './sources'
import { contentTerms, sentences } from './text'
import type { DraftInput, EngineAnswer } from './types'

// The grounded draft of one TCFD section: the structure AASB S2 asks for, filled with what the company itself wrote
// and cited to the standard; every element the company has not described yet is left as a visible placeholder, so
// nothing about the company is invented.
const industryRisks: Record<string, string> = {
  Energy: 'carbon pricing and emissions regulation, falling demand for fossil fuels, and extreme heat and storms affecting generation and network assets',
  Manufacturing: 'energy and input cost increases, carbon pricing passed through supply chains, and supply disruption from extreme weather',
  'Financial Services': 'financed emissions, credit and insurance losses in exposed regions and sectors, and changing investor expectations',
  Technology: 'energy use and cooling of data centres, supply-chain disruption, and customer expectations for low-emission services',
  Transportation: 'fuel and carbon costs, the shift to low- and zero-emission vehicles, and heat and flooding affecting routes and depots',
  'Real Estate': 'physical damage from floods, bushfires and heat, insurance availability, and tenant demand for efficient buildings',
  Agriculture: 'drought, changing rainfall and heat stress on yields and livestock, water availability, and emissions from land use',
}

/** The sentences of a passage that share most topic words with the question, in their original order. */
function bestSentences(passage: Passage, terms: ReadonlySet<string>, count: number): string[] {
  const scored = sentences(passage.body).map((sentence, index) => {
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

function evidence(requirement: Requirement, sentence: string): number {
  const pattern = new RegExp(requirement.detect.source, 'gi')
  return new Set(sentence.match(pattern)?.map((hit) => hit.toLowerCase()) ?? []).size
}

/** Each sentence of the company's text goes to the element of this section it says most about, if any. */
function assignSentences(requirements: Requirement[], companyInfo: string): Map<string, string[]> {
  const assigned = new Map<string, string[]>()
  for (const sentence of sentences(companyInfo)) {
    let best: Requirement | undefined
    let bestScore = 0
    for (const requirement of requirements) {
      const score = evidence(requirement, sentence)
      if (score > bestScore) [best, bestScore] = [requirement, score]
    }
    if (best) assigned.set(best.key, [...(assigned.get(best.key) ?? []), sentence])
  }
  return assigned
}

export function composeDraft(index: PassageIndex, input: DraftInput): EngineAnswer {
  const guide = sectionGuides[input.section]
  const sources = new SourceList()
  const company = input.companyName.trim() || 'The company'
  const assigned = assignSentences(guide.requirements, input.companyInfo)
  const parts: string[] = [`## ${guide.title}`]

  const risks = industryRisks[input.industry]
  const opening = `This section sets out how ${company} addresses ${guide.description.charAt(0).toLowerCase()}${guide.description.slice(1, -1)}, following ${guide.tcfd} and AASB S2.`
  parts.push(risks && input.section === 'strategy' ? `${opening} Climate-related matters commonly relevant in ${input.industry.toLowerCase()} include ${risks}.` : opening)

  for (const requirement of guide.requirements) {
    const passage = requirement.passageIds.map((id) => index.get(id)).find((found) => found !== undefined)
    const cite = passage ? ` [${sources.cite(passage)}]` : ''
    const own = assigned.get(requirement.key) ?? []
    const body = own.length > 0 ? own.join(' ') : `**[To be provided: ${requirement.placeholder}.]**`
    parts.push(`### ${requirement.label}\n\n${body}\n\n_Required by ${requirement.reference}.${cite}_`)
  }

  if (input.question?.trim()) {
    const question = input.question.trim()
    const hits = index.relevant(question, { k: 2 })
    if (hits.length > 0) {
      const terms = new Set(contentTerms(question))
      const points = hits.map(({ passage }) => `${bestSentences(passage, terms, 2).join(' ')} [${sources.cite(passage)}]`)
      parts.push(`### On your question: ${question}\n\n${points.join('\n\n')}`)
    } else {
      parts.push(`### On your question: ${question}\n\nMy sources do not cover this question, so the draft does not address it. Add your own text here.`)
    }
  }

  const usedCount = [...assigned.values()].flat().length
  const unused = sentences(input.companyInfo).length - usedCount
  const note =
    unused > 0
      ? `_${unused === 1 ? 'One sentence' : `${unused} sentences`} of your company information did not fit this section and ${unused === 1 ? 'was' : 'were'} left out; ${unused === 1 ? 'it may belong' : 'they may belong'} in another section._`
      : ''
  const disclaimer = '_Drafted by the built-in grounded engine from your company information and the cited sources. Replace every placeholder in bold with your own facts, and review the whole text before use._'
  return {
    markdown: [...parts, [note, disclaimer].filter(Boolean).join('\n\n'), sources.markdown()].join('\n\n'),
    citations: sources.citations,
    engine: 'grounded',
  }
}
