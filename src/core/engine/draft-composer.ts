import type { Passage } from '../knowledge/passage'
import {
  committeeOf,
  creditKindsOf,
  detectSector,
  incentiveShareOf,
  informedFrequencyOf,
  isNegated,
  scenariosOf,
  type Sector,
} from './draft-facts'
import { NAMED_RISKS, PHYSICAL_HAZARD } from './disclosure-language'
import { placeFacts, type PlacedFacts } from './fact-placement'
import { judgeSentences } from './gap-check'
import type { PassageIndex } from './retrieval'
import { draftGuides, type Requirement } from './section-requirements'
import { SourceList } from './sources'
import { contentTerms, sentences } from './text'
import type { DraftInput, EngineAnswer } from './types'

// The grounded draft of one TCFD section: the elements AASB S2 asks for, each written as disclosure prose around
// what the company itself said and cited to the standard. Every sentence of the company information is placed under
// one element of one section (fact-placement.ts), so no fact is repeated across sections.
//
// Each element is written from three things, in this order:
// - a lead that states, in the standard's terms, a fact read from the company's text (its committee, how often that
//   committee is briefed, the share of pay, the scenarios, the credits). A lead never claims more than the text does,
//   and it is left out when one of the company's sentences already states all the facts it carries, so nothing is
//   said twice;
// - the company's own sentences, with "the committee" resolved to the committee it named;
// - a bold placeholder for each part AASB S2 asks for that the company's information does not give, judged by the
//   same rules as the AASB S2 check (gap-check.ts), so the draft asks for exactly what the check would miss. An
//   element the company said nothing about is one placeholder; one it says is not done keeps its own sentence.

/** own: the sentences placed under this element; section: all placed in this section, for facts an element shares. */
type LeadFacts = { company: string; own: string[]; section: string[]; sector: Sector | undefined }

/** carries: the facts the lead restates, as written in the company's text; empty when it adds an interpretation. */
type Lead = { text: string; carries: string[] }

const joinList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const OVERSEES = /\b(oversees?|oversight|responsible for|accountable for)\b/i

/** The committee the section names as overseeing climate matters, if any. */
function overseeingCommittee(sentences: string[]): string | undefined {
  const committee = committeeOf(sentences.join(' '))
  return committee && sentences.some((sentence) => sentence.includes(committee) && OVERSEES.test(sentence))
    ? committee
    : undefined
}

// A physical hazard, or the words a sentence about one uses.
const PHYSICAL = new RegExp(
  String.raw`${PHYSICAL_HAZARD.source}|\b(?:physical|flood-risk|inundation|heat|coastal)\b`,
  'i',
)

const leads: Record<string, (facts: LeadFacts) => Lead | undefined> = {
  'board-body': ({ company, own }) => {
    const committee = overseeingCommittee(own)
    return committee
      ? {
          text: `At ${company}, the ${committee} oversees climate-related risks and opportunities.`,
          carries: [committee],
        }
      : undefined
  },
  'board-information': ({ own, section }) => {
    const frequency = informedFrequencyOf(own.join(' '))
    const body = committeeOf(section.join(' ')) ?? 'Board'
    return frequency
      ? { text: `The ${body} is informed about climate-related matters ${frequency}.`, carries: [frequency] }
      : undefined
  },
  'targets-remuneration': ({ own }) => {
    const share = incentiveShareOf(own.join(' '))
    if (share)
      return {
        text: `Climate performance is linked to executive remuneration: ${share.text} depends on climate-related measures.`,
        carries: [share.amount],
      }
    if (own.some((sentence) => /\b(remuneration|incentive|bonus|pay)\b/i.test(sentence) && isNegated(sentence))) {
      return { text: 'Executive remuneration is not currently linked to climate-related performance.', carries: [] }
    }
    return undefined
  },
  'management-role': ({ own }) => {
    const role =
      /\b(Chief [A-Z]\w+ Officer|Managing Director|(?:Executive )?General Manager(?: [A-Z]\w+)*|Head of [A-Z]\w+|CEO|CFO|COO|CRO|Sustainability (?:Manager|Lead))\b/.exec(
        own.join(' '),
      )?.[1]
    return role
      ? {
          text: `Day-to-day management of climate-related risks and opportunities is led by the ${role}.`,
          carries: [role],
        }
      : undefined
  },
  // The company's own description of itself is the overview; a lead is written only when it gave none.
  'company-overview': ({ company, sector, own }) =>
    own.length > 0
      ? undefined
      : {
          text: sector
            ? `${company} is ${sector.name}; the climate-related matters below are described against that business.`
            : `The climate-related matters below are described against the business of ${company}.`,
          carries: [],
        },
  'risks-opportunities': ({ company, own }) => {
    const text = own.join(' ')
    const kinds = [
      PHYSICAL.test(text) || /\b(hail\w*|rainfall|water)\b/i.test(text) ? 'physical risks' : undefined,
      /\b(carbon pric\w*|regulation|policy|demand|shift|transition|safeguard|excise|technology)\b/i.test(text)
        ? 'transition risks'
        : undefined,
      /\bopportunit/i.test(text) ? 'opportunities' : undefined,
    ].filter((kind) => kind !== undefined)
    return kinds.length > 0
      ? {
          text: `${company} has identified ${joinList(kinds)} that could reasonably be expected to affect its prospects.`,
          carries: [],
        }
      : undefined
  },
  'time-horizons': ({ company }) => ({
    text: `${company} uses the following time horizons when assessing climate-related risks and opportunities.`,
    carries: [],
  }),
  resilience: ({ company, own }) => {
    const names = scenariosOf(own.join(' '))
    return names.length > 0
      ? {
          text: `${company} has analysed the ${joinList(names)} scenario${names.length > 1 ? 's' : ''}.`,
          carries: names,
        }
      : undefined
  },
  'carbon-credits': ({ own }) => {
    const kinds = creditKindsOf(own.join(' '))
    if (kinds.length > 0) return { text: `Where carbon credits are used, they are ${joinList(kinds)}.`, carries: kinds }
    return own.every((sentence) => isNegated(sentence))
      ? { text: 'The targets do not rely on carbon credits.', carries: [] }
      : undefined
  },
}

function risksNamedIn(all: string[]): string[] {
  const text = all.filter((sentence) => !isNegated(sentence)).join(' ')
  return NAMED_RISKS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name)
}

/** The section a placed element belongs to, for a cross-reference ("see Governance"). */
function sectionOf(key: string): string | undefined {
  return Object.values(draftGuides).find((guide) => guide.requirements.some((requirement) => requirement.key === key))
    ?.title
}

// The cross-industry metrics (29(b)-(g)) a company gave elsewhere in its information, restated as metrics with a
// pointer to where the draft writes the sentence: a share of pay, capital committed to a climate measure, an internal
// carbon price, and the amount or share of assets or business exposed to physical or transition risk or aligned with
// opportunities. A report states its metrics together even when the facts behind them sit in other sections.
const AMOUNT = String.raw`\$\s?\d[\d,.]*\s*(?:million|billion|m|bn|k)?`
const CAPITAL_BEFORE = new RegExp(
  String.raw`\b(?:invest\w*|ordered|capex|capital|spen[dt]|commit\w*|fund\w*|at a cost of|costing)\b[^.]*?(${AMOUNT})`,
  'i',
)
const CAPITAL_AFTER = new RegExp(String.raw`(${AMOUNT})\s+(?:invested|spent|committed|allocated)\b`, 'i')
const CLIMATE_MEASURE =
  /\b(?:hybrid|electric|solar|renewable|efficien\w*|battery|batteries|shore power|heat pumps?|resilien\w*|decarboni\w*|low[- ](?:emission|carbon)|refrigera\w*)\b/i
// An exposure metric is a figure (an amount or a share) of something the company holds or earns that is exposed.
const FIGURE_OF_HOLDINGS = new RegExp(String.raw`(?:${AMOUNT}|\d+(?:\.\d+)?\s?%)`, 'i')
const EXPOSED =
  /\b(?:exposed|exposure|vulnerable|at risk|high[- ](?:\w+[- ])?risk|(?:flood|bushfire|cyclone|fire)[- ]prone)\b|\bof (?:our |the )?(?:loan book|portfolio|lending|revenue|assets|book)\b/i
const TRANSITION =
  /\b(?:transition|coal|fossil|thermal|gas|oil|carbon|emissions[- ]intensive|nabers|stranded|internal combustion|diesel)\b/i
const ALIGNED =
  /\b(?:opportunit\w*|aligned|alignment|green[- ]certified|green (?:loans?|bonds?|buildings?)|low[- ]carbon (?:products|revenue)|renewable)\b/i

/** The fact of a "Label: value" note without its label, or the sentence itself, as a phrase to restate. */
function restated(sentence: string): string {
  const value = /^[A-Z][\w /-]{0,40}:\s+(.+)$/.exec(sentence)?.[1] ?? sentence
  return value.replace(/[.;]$/, '')
}

function exposureMetric(sentence: string): string | undefined {
  if (!FIGURE_OF_HOLDINGS.test(sentence) || /\btargets?\b/i.test(sentence)) return undefined
  if (
    ALIGNED.test(sentence) &&
    /\bof (?:our |the )?(?:portfolio|revenue|assets|lending|loan book|book|sales)\b|\baligned\b|\balignment\b/i.test(
      sentence,
    )
  ) {
    return `Assets or activities aligned with climate-related opportunities: ${restated(sentence)}`
  }
  if (!EXPOSED.test(sentence)) return undefined
  if (PHYSICAL.test(sentence)) return `Assets or activities vulnerable to physical risks: ${restated(sentence)}`
  if (TRANSITION.test(sentence)) return `Assets or activities vulnerable to transition risks: ${restated(sentence)}`
  return undefined
}

function metricsFromElsewhere(placed: PlacedFacts): string[] {
  const lines: string[] = []
  for (const [key, sentences] of placed) {
    if (key === 'cross-industry') continue
    const where = sectionOf(key)
    const see = where ? ` (see ${where})` : ''
    for (const sentence of sentences.filter((candidate) => !isNegated(candidate))) {
      const share = incentiveShareOf(sentence)
      if (share) lines.push(`Remuneration linked to climate: ${share.text}${see}.`)
      const price =
        /\b(?:internal\s+)?carbon\s+price\b[^.]*?(\$\s?\d[\d,.]*\s*(?:per\s+(?:tonne|t)\b|\/\s?t(?:CO2-?e)?\b))/i.exec(
          sentence,
        )?.[1]
      if (price) lines.push(`Internal carbon price: ${price}${see}.`)
      const capital = (CAPITAL_BEFORE.exec(sentence) ?? CAPITAL_AFTER.exec(sentence))?.[1]
      if (capital && CLIMATE_MEASURE.test(sentence))
        lines.push(`Capital deployed towards climate-related risks and opportunities: ${capital.trim()}${see}.`)
      else if (!share && !price && key !== 'financial-effects') {
        const exposure = exposureMetric(sentence)
        if (exposure) lines.push(`${exposure}${see}.`)
      }
    }
  }
  return [...new Set(lines)]
}

const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:t\s?CO2-?e|tCO2e|tonnes? CO2-?e)`
const YEAR = String.raw`(FY\s?(?:20)?\d{2}|20\d{2})`
const number = (figure: string) => Number(figure.replace(/,/g, ''))

/**
 * Progress towards a Scope 1 and 2 target, worked out from the company's own figures when they leave no doubt: the
 * target names Scope 1 and 2 with a base figure in tCO2-e, and the company gives one Scope 1 and one Scope 2 figure
 * (so no choice between location- and market-based is made for it). "Scope 1 and 2 emissions of 42,450 tCO2-e in FY25
 * were 7.5% below the FY23 base of 45,900 tCO2-e."
 */
function targetProgress(all: string[]): string | undefined {
  const text = all.filter((sentence) => !isNegated(sentence)).join(' ')
  const target = all.find(
    (sentence) =>
      /\btarget|\bcut\b|\breduc/i.test(sentence) &&
      /\bscope 1 and (?:scope )?2\b/i.test(sentence) &&
      new RegExp(FIGURE, 'i').test(sentence),
  )
  if (!target) return undefined
  const base = new RegExp(
    String.raw`${YEAR}\s*:\s*${FIGURE}|base(?:line)?(?: year)?(?: of| was)?\s+${FIGURE}(?:\s+in\s+${YEAR})?`,
    'i',
  ).exec(target)
  const baseFigure = base?.[2] ?? base?.[3]
  const baseYear =
    base?.[1] ?? base?.[4] ?? new RegExp(String.raw`(?:from|against|on|below)\s+${YEAR}`, 'i').exec(target)?.[1]
  if (!baseFigure || !baseYear) return undefined
  const scope = (n: number) =>
    [
      ...text.matchAll(new RegExp(String.raw`\bscope ${n}\b(?: emissions)?(?: were| was| of|:)?\s+${FIGURE}`, 'gi')),
    ].map((match) => match[1] ?? '')
  const [one, two] = [scope(1), scope(2)]
  if (one.length !== 1 || two.length !== 1) return undefined
  const current = number(one[0] ?? '') + number(two[0] ?? '')
  const from = number(baseFigure)
  if (!(from > 0)) return undefined
  const year = all
    .map((sentence) =>
      /\bscope 1\b/i.test(sentence) && sentence !== target
        ? new RegExp(String.raw`\bin\s+${YEAR}`, 'i').exec(sentence)?.[1]
        : undefined,
    )
    .find(Boolean)
  const change = ((from - current) / from) * 100
  const direction = change >= 0 ? 'below' : 'above'
  return `Scope 1 and 2 emissions of ${current.toLocaleString('en-AU')} tCO2-e${year ? ` in ${year}` : ''} were ${Math.abs(change).toFixed(1)}% ${direction} the ${baseYear} base of ${from.toLocaleString('en-AU')} tCO2-e.`
}

// What the sector usually faces is general knowledge, not a fact about the company, so it is its own paragraph and
// cites its source; readers (and the AASB S2 check) then never mistake it for something the company disclosed.
function sectorFraming(index: PassageIndex, sources: SourceList, sector: Sector, key: string): string | undefined {
  const metricsElement = sector.financial ? 'scope-3' : 'scope-1-2'
  const [text, ids] =
    key === 'risks-opportunities'
      ? [
          `For ${sector.name}, the climate-related matters that usually matter most are ${sector.risks}.`,
          sector.passages.risks,
        ]
      : key === metricsElement
        ? [sector.metrics, sector.passages.metrics]
        : [undefined, []]
  const passage = ids.map((id) => index.get(id)).find((found) => found !== undefined)
  return text && passage ? `${text} [${sources.cite(passage)}]` : undefined
}

// A part the check finds lacking that another element's own placeholder already asks for, while that element is
// empty, is not asked for twice.
const ASKED_BY: Record<string, string> = {
  'how short, medium and long term are defined': 'time-horizons',
  'how they are prioritised': 'manage-prioritise',
}

/** committee: the committee the section names; oversees: whether the company says it oversees climate matters. */
type ElementContext = LeadFacts & {
  committee: string | undefined
  oversees: boolean
  all: string[]
  placed: PlacedFacts
}

/** What the element still needs, by the check's rules applied to everything the company said (and the lead). */
function stillNeeded(requirement: Requirement, context: ElementContext, lead: Lead | undefined): string[] {
  const needs = judgeSentences([...context.all, ...(lead ? [lead.text] : [])], requirement.paragraphs).flatMap(
    ({ rule, finding }) => {
      if (finding.status === 'addressed') return []
      // The company's own sentence saying it is not done is its disclosure; the draft keeps it as written.
      if (finding.status === 'missing' && finding.evidence.length > 0) return []
      return rule.wanted
        ? [rule.wanted]
        : finding.status === 'partial' && finding.lacking
          ? finding.lacking.split('; ')
          : [requirement.placeholder]
    },
  )
  if (
    requirement.key === 'board-body' &&
    !context.all.some((sentence) => /\b(charter|terms of reference|mandate)\b/i.test(sentence))
  ) {
    needs.push('how this responsibility appears in its charter or terms of reference')
  }
  return [...new Set(needs)].filter(
    (need) => !(ASKED_BY[need] && (context.placed.get(ASKED_BY[need] ?? '') ?? []).length === 0),
  )
}

const placeholder = (needs: readonly string[]) => `**[To be provided: ${needs.join('; ')}.]**`

/** One element of a draft: an optional lead, the company's own sentences, and what is still to be provided. */
export type DraftElement = { requirement: Requirement; lead: string | undefined; sentences: string[]; needs: string[] }

/**
 * A lead for an element the company placed no sentence under, written from what it said elsewhere: the risks its
 * sentences name, and the cross-industry metrics it gave in other sections.
 */
function fromElsewhere(key: string, context: ElementContext): Lead | undefined {
  if (key === 'risks-opportunities') {
    const risks = risksNamedIn(context.all)
    return risks.length > 0
      ? {
          text: `The climate-related risks that could affect ${context.company} include ${joinList(risks)}.`,
          carries: [],
        }
      : undefined
  }
  if (key === 'cross-industry') {
    const lines = metricsFromElsewhere(context.placed)
    return lines.length > 0 ? { text: lines.join(' '), carries: [] } : undefined
  }
  return undefined
}

function planElement(requirement: Requirement, context: ElementContext): DraftElement {
  // A committee the section names in a sentence placed elsewhere (often with how often it meets) is still the body
  // the company named: the draft says so, and asks for what is lacking, including that it is the responsible body
  // when the company did not say it oversees climate matters.
  if (requirement.key === 'board-body' && context.own.length === 0 && context.committee) {
    if (context.oversees) {
      const lead = {
        text: `The ${context.committee} is the body responsible for overseeing climate-related risks and opportunities.`,
        carries: [],
      }
      return { requirement, lead: lead.text, sentences: [], needs: stillNeeded(requirement, context, lead) }
    }
    return {
      requirement,
      lead: `Climate-related matters are considered by the ${context.committee}.`,
      sentences: [],
      needs: [
        'that it is the body responsible for climate-related risks and opportunities, and how this appears in its charter or terms of reference',
      ],
    }
  }
  if (context.own.length === 0) {
    const synthesised = fromElsewhere(requirement.key, context)
    if (synthesised)
      return {
        requirement,
        lead: synthesised.text,
        sentences: [],
        needs: stillNeeded(requirement, context, synthesised),
      }
    return { requirement, lead: undefined, sentences: [], needs: [requirement.placeholder] }
  }
  const committee = context.committee
  // a note's label that is the element's heading itself ("Time horizons: short 0-3 years") is dropped: the heading
  // and the lead already say what follows, while a narrower label ("Target: 30% cut") still says what the fact is
  const unlabelled = context.own.map((sentence) => {
    const note = /^([A-Za-z][\w -]{2,30}):\s+(\S.*)$/.exec(sentence)
    if (note?.[1]?.trim().toLowerCase() !== requirement.label.toLowerCase()) return sentence
    const rest = note[2] ?? ''
    return rest.charAt(0).toUpperCase() + rest.slice(1)
  })
  const own = committee
    ? unlabelled.map((sentence) =>
        sentence.replace(/\b([Tt])he committee\b/g, (_all, t: string) => `${t}he ${committee}`),
      )
    : unlabelled
  const found = leads[requirement.key]?.({ ...context, own })
  // A note ("Climate report to the committee - twice a year") carries the fact but is not yet a disclosure sentence.
  const stated =
    found &&
    found.carries.length > 0 &&
    own.some(
      (sentence) =>
        !/:\s|\s[-–]\s/.test(sentence) &&
        found.carries.every((fact) => sentence.toLowerCase().includes(fact.toLowerCase())),
    )
  // metrics the company gave in other sections are stated here too, beside any it gave here
  const elsewhere = requirement.key === 'cross-industry' ? fromElsewhere(requirement.key, context) : undefined
  const lead = [stated ? undefined : found, elsewhere]
    .filter((part): part is Lead => part !== undefined)
    .reduce<Lead | undefined>(
      (joined, part) =>
        joined ? { text: `${joined.text} ${part.text}`, carries: [...joined.carries, ...part.carries] } : part,
      undefined,
    )
  // A sentence whose every term the lead already carries would only repeat it; one that adds anything stays whole.
  const leadTerms = new Set(contentTerms(lead?.text ?? ''))
  const sentences = own.filter((sentence) => contentTerms(sentence).some((term) => !leadTerms.has(term)))
  // a target's progress, worked out from the company's own figures, follows the target
  const progress = requirement.key === 'targets' ? targetProgress(context.all) : undefined
  if (progress) sentences.push(progress)
  return { requirement, lead: lead?.text, sentences, needs: stillNeeded(requirement, context, lead) }
}

/** The element as draft prose: its lead, the company's sentences, then one placeholder for what is still needed. */
function elementText({ lead, sentences, needs }: DraftElement): string {
  // a note or list item the user left without a full stop still ends as a sentence before the next one
  const ended = sentences.map((sentence) => (/[.!?:)\]*_]$/.test(sentence) ? sentence : `${sentence}.`))
  return [lead, ...ended, needs.length > 0 ? placeholder(needs) : undefined].filter(Boolean).join(' ')
}

/**
 * What a draft of one section is made of, for either engine: each element with the company's sentences placed
 * under it and what is still to be provided, the sector, and how many sentences belong to other sections.
 */
export type DraftPlan = {
  company: string
  sector: Sector | undefined
  elements: DraftElement[]
  elsewhere: number
  overview: string[]
}

export function planDraft(input: DraftInput): DraftPlan {
  const guide = draftGuides[input.section]
  const company = input.companyName.trim() || 'The company'
  const placed = placeFacts(input.companyInfo)
  const sector = detectSector(input.companyInfo, input.industry)
  const inSection = guide.requirements.flatMap((requirement) => placed.get(requirement.key) ?? [])
  const all = [...placed.values()].flat()
  const committee = committeeOf(inSection.join(' '))
  const oversees = committee !== undefined && overseeingCommittee(inSection) === committee
  const elements = guide.requirements.map((requirement) =>
    planElement(requirement, {
      company,
      own: placed.get(requirement.key) ?? [],
      section: inSection,
      sector,
      committee,
      oversees,
      all,
      placed,
    }),
  )
  const own = new Set(guide.requirements.map((requirement) => requirement.key))
  const elsewhere = [...placed.entries()]
    .filter(([key]) => !own.has(key))
    .flatMap(([, placedHere]) => placedHere).length
  return { company, sector, elements, elsewhere, overview: placed.get('company-overview') ?? [] }
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
  const { company, sector, elements, elsewhere } = planDraft(input)
  const parts: string[] = [`## ${guide.title}`]

  parts.push(
    `This section sets out how ${company} addresses ${guide.description.charAt(0).toLowerCase()}${guide.description.slice(1, -1)}, following ${guide.tcfd} and AASB S2.`,
  )

  for (const element of elements) {
    const { requirement } = element
    const passage = requirement.passageIds.map((id) => index.get(id)).find((found) => found !== undefined)
    const cite = passage ? ` [${sources.cite(passage)}]` : ''
    const framing = sector ? sectorFraming(index, sources, sector, requirement.key) : undefined
    parts.push(
      [`### ${requirement.label}`, elementText(element), framing, `_Required by ${requirement.reference}.${cite}_`]
        .filter(Boolean)
        .join('\n\n'),
    )
  }

  if (input.question?.trim()) {
    const question = input.question.trim()
    const hits = index.relevant(question, { k: 2 })
    if (hits.length > 0) {
      const terms = new Set(contentTerms(question))
      const points = hits.map(
        ({ passage }) => `${bestSentences(passage, terms, 2).join(' ')} [${sources.cite(passage)}]`,
      )
      parts.push(`### On your question: ${question}\n\n${points.join('\n\n')}`)
    } else {
      parts.push(
        `### On your question: ${question}\n\nMy sources do not cover this question, so the draft does not address it. Add your own text here.`,
      )
    }
  }

  const note =
    elsewhere > 0
      ? `_${elsewhere === 1 ? 'One sentence' : `${elsewhere} sentences`} of your company information ${elsewhere === 1 ? 'belongs' : 'belong'} to another section and ${elsewhere === 1 ? 'is' : 'are'} written there, so no fact is repeated._`
      : ''
  const disclaimer =
    '_Drafted by the built-in grounded engine from your company information and the cited sources. Replace every placeholder in bold with your own facts, and review the whole text before use._'
  return {
    markdown: [...parts, [note, disclaimer].filter(Boolean).join('\n\n'), sources.markdown()].join('\n\n'),
    citations: sources.citations,
    engine: 'grounded',
  }
}
