import type { Passage } from '../knowledge/passage'
import { committeeOf, creditKindsOf, detectSector, frequencyOf, incentiveShareOf, isNegated, scenariosOf, type Sector } from './draft-facts'
import { placeFacts } from './fact-placement'
import type { PassageIndex } from './retrieval'
import { draftGuides, type Requirement } from './section-requirements'
import { SourceList } from './sources'
import { contentTerms, sentences } from './text'
import type { DraftInput, EngineAnswer } from './types'

// The grounded draft of one TCFD section: the elements AASB S2 asks for, each written as disclosure prose around
// what the company itself said and cited to the standard. Every sentence of the company information is placed under
// one element of one section (fact-placement.ts), so no fact is repeated across sections; an element the company
// said nothing about is a visible placeholder, so nothing about the company is invented. Lead sentences restate only
// facts read from the company's text (its committee, how often it meets, the share of pay, the scenarios, the
// credits) and otherwise stay general.

/** own: the sentences placed under this element; section: all placed in this section, for facts an element shares. */
type LeadFacts = { company: string; own: string[]; section: string[]; sector: Sector | undefined }

const joinList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

const leads: Record<string, (facts: LeadFacts) => string> = {
  'board-body': ({ company, own }) => {
    const committee = committeeOf(own.join(' '))
    return committee
      ? `At ${company}, the ${committee} is the body responsible for overseeing climate-related risks and opportunities.`
      : `The Board of ${company} is responsible for overseeing climate-related risks and opportunities.`
  },
  'board-information': ({ own, section }) => {
    const body = committeeOf(section.join(' ')) ?? 'Board'
    const frequency = frequencyOf(own.join(' '))
    return frequency
      ? `The ${body} is informed about climate-related matters ${frequency}.`
      : `The ${body} is kept informed about climate-related matters as follows.`
  },
  'board-skills': () => 'The Board makes sure it has the skills and competencies to oversee climate-related strategy.',
  'targets-remuneration': ({ own }) => {
    const text = own.join(' ')
    const share = incentiveShareOf(text)
    if (share) return `Climate performance is linked to executive remuneration: ${share} depends on climate-related measures.`
    if (own.some((sentence) => /\b(remuneration|incentive|bonus|pay)\b/i.test(sentence) && isNegated(sentence))) {
      return 'Executive remuneration is not currently linked to climate-related performance.'
    }
    return 'The Board oversees progress against climate-related targets.'
  },
  'management-role': ({ own }) => {
    const role = /\b(Chief [A-Z]\w+ Officer|Managing Director|(?:Executive )?General Manager(?: [A-Z]\w+)*|Head of [A-Z]\w+|CEO|CFO|COO|CRO|Sustainability (?:Manager|Lead))\b/.exec(own.join(' '))?.[1]
    return role
      ? `Day-to-day management of climate-related risks and opportunities is led by the ${role}.`
      : 'Management is responsible day to day for climate-related risks and opportunities.'
  },
  'company-overview': ({ company, sector }) =>
    sector
      ? `${company} is ${sector.name}; the climate-related matters below are described against that business.`
      : `The climate-related matters below are described against the business of ${company}.`,
  'risks-opportunities': ({ company, own }) => {
    const text = own.join(' ')
    const kinds = [
      /\b(floods?|flooding|droughts?|heat|cyclones?|bushfires?|storms?|sea levels?|hail\w*|rainfall|water)\b/i.test(text) ? 'physical risks' : undefined,
      /\b(carbon pric\w*|regulation|policy|demand|shift|transition|safeguard|excise|technology)\b/i.test(text) ? 'transition risks' : undefined,
      /\bopportunit/i.test(text) ? 'opportunities' : undefined,
    ].filter((kind) => kind !== undefined)
    return `${company} has identified ${kinds.length > 0 ? joinList(kinds) : 'climate-related risks and opportunities'} that could reasonably be expected to affect its prospects.`
  },
  'time-horizons': ({ company }) => `${company} uses the following time horizons when assessing climate-related risks and opportunities.`,
  'business-model': () => 'These risks and opportunities are concentrated in the following parts of the business model and value chain.',
  'transition-plan': ({ company }) => `${company} is responding to climate-related risks and opportunities in its strategy and decisions as follows.`,
  'financial-effects': () => 'Climate-related matters have affected, or are expected to affect, financial position, performance and cash flows as follows.',
  resilience: ({ company, own }) => {
    const names = scenariosOf(own.join(' '))
    return names.length > 0
      ? `${company} assessed the resilience of its strategy and business model using the ${joinList(names)} scenario${names.length > 1 ? 's' : ''}.`
      : `${company}'s approach to climate resilience and scenario analysis is as follows.`
  },
  'identify-assess': () => 'Climate-related risks are identified and assessed as follows.',
  'manage-prioritise': () => 'Climate-related risks are prioritised, monitored and managed as follows.',
  opportunities: () => 'Climate-related opportunities are identified, assessed and monitored as follows.',
  integration: () => 'These processes are integrated into overall risk management as follows.',
  'scope-1-2': () => 'Scope 1 and Scope 2 greenhouse gas emissions for the reporting period are as follows.',
  'scope-3': () => 'Scope 3 greenhouse gas emissions are reported as follows.',
  'cross-industry': () => 'The cross-industry metrics that show exposure to climate-related risks and opportunities are as follows.',
  targets: ({ company }) => `${company} has set the following climate-related targets.`,
  'carbon-credits': ({ own }) => {
    const kinds = creditKindsOf(own.join(' '))
    if (kinds.length > 0) return `Where carbon credits are used, they are ${joinList(kinds)}.`
    if (own.every((sentence) => isNegated(sentence))) return 'The targets do not rely on carbon credits.'
    return 'The planned use of carbon credits is as follows.'
  },
}

// What the sector usually faces is general knowledge, not a fact about the company, so it is its own paragraph and
// cites its source; readers (and the AASB S2 check) then never mistake it for something the company disclosed.
function sectorFraming(index: PassageIndex, sources: SourceList, sector: Sector, key: string): string | undefined {
  const metricsElement = sector.financial ? 'scope-3' : 'scope-1-2'
  const [text, ids] =
    key === 'risks-opportunities'
      ? [`For ${sector.name}, the climate-related matters that usually matter most are ${sector.risks}.`, sector.passages.risks]
      : key === metricsElement
        ? [sector.metrics, sector.passages.metrics]
        : [undefined, []]
  const passage = ids.map((id) => index.get(id)).find((found) => found !== undefined)
  return text && passage ? `${text} [${sources.cite(passage)}]` : undefined
}

function elementBody(requirement: Requirement, facts: LeadFacts): string {
  // A committee named only where the company says how often it meets is still the body it named: the draft says so
  // and asks only for where the responsibility is written down.
  const committee = requirement.key === 'board-body' && facts.own.length === 0 ? committeeOf(facts.section.join(' ')) : undefined
  if (committee) {
    const oversees = facts.section.some((sentence) => sentence.includes(committee) && /\b(oversees?|oversight|responsible for|accountable for)\b/i.test(sentence))
    return oversees
      ? `The ${committee} is the body responsible for overseeing climate-related risks and opportunities. **[To be provided: how this responsibility appears in its charter or terms of reference.]**`
      : `Climate-related matters are considered by the ${committee}. **[To be provided: that it is the body responsible for climate-related risks and opportunities, and how this appears in its charter or terms of reference.]**`
  }
  if (facts.own.length === 0) return `**[To be provided: ${requirement.placeholder}.]**`
  const lead = leads[requirement.key]?.(facts) ?? ''
  // A sentence whose every term the lead already carries would only repeat it; one that adds anything stays whole.
  const leadTerms = new Set(contentTerms(lead))
  const adds = facts.own.filter((sentence) => contentTerms(sentence).some((term) => !leadTerms.has(term)))
  return [lead, ...adds].filter(Boolean).join(' ')
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

export function composeDraft(index: PassageIndex, input: DraftInput): EngineAnswer {
  const guide = draftGuides[input.section]
  const sources = new SourceList()
  const company = input.companyName.trim() || 'The company'
  const placed = placeFacts(input.companyInfo)
  const sector = detectSector(input.companyInfo, input.industry)
  const parts: string[] = [`## ${guide.title}`]

  parts.push(`This section sets out how ${company} addresses ${guide.description.charAt(0).toLowerCase()}${guide.description.slice(1, -1)}, following ${guide.tcfd} and AASB S2.`)

  const inSection = guide.requirements.flatMap((requirement) => placed.get(requirement.key) ?? [])
  for (const requirement of guide.requirements) {
    const passage = requirement.passageIds.map((id) => index.get(id)).find((found) => found !== undefined)
    const cite = passage ? ` [${sources.cite(passage)}]` : ''
    const body = elementBody(requirement, { company, own: placed.get(requirement.key) ?? [], section: inSection, sector })
    const framing = sector ? sectorFraming(index, sources, sector, requirement.key) : undefined
    parts.push([`### ${requirement.label}`, body, framing, `_Required by ${requirement.reference}.${cite}_`].filter(Boolean).join('\n\n'))
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

  const own = new Set(guide.requirements.map((requirement) => requirement.key))
  const elsewhere = [...placed.entries()].filter(([key]) => !own.has(key)).flatMap(([, placedHere]) => placedHere).length
  const note =
    elsewhere > 0
      ? `_${elsewhere === 1 ? 'One sentence' : `${elsewhere} sentences`} of your company information ${elsewhere === 1 ? 'belongs' : 'belong'} to another section and ${elsewhere === 1 ? 'is' : 'are'} written there, so no fact is repeated._`
      : ''
  const disclaimer = '_Drafted by the built-in grounded engine from your company information and the cited sources. Replace every placeholder in bold with your own facts, and review the whole text before use._'
  return {
    markdown: [...parts, [note, disclaimer].filter(Boolean).join('\n\n'), sources.markdown()].join('\n\n'),
    citations: sources.citations,
    engine: 'grounded',
  }
}
