import { SECTION_INFO, TCFD_SECTIONS, type TcfdSection } from '../contract/write'
import { sectionGuides, type Requirement } from './section-requirements'
import { sentences } from './text'

// "Check against AASB S2": which of the elements AASB S2 asks each TCFD section to cover (section-requirements.ts)
// a draft already says something about. It reads words, not meaning, so it is a prompt for the writer and never an
// assurance opinion.
//
// Evidence is the company's own prose only. Drafts from the grounded engine (draft-composer.ts) carry a "### label"
// heading, a "**[To be provided: ...]**" placeholder and a "_Required by AASB S2 para ..._" line for every element,
// plus framing sentences, an engine note and a Sources list that name the standard's topics; counted as evidence,
// they would make every generated draft look complete. So before matching, a section loses:
// - headings, placeholders, and lines that are wholly in italics (the "Required by" lines and the engine's notes);
// - everything from a "Sources" heading on;
// - paragraphs that cite a source ("[2]"): they restate the standard (the engine's answer to a question, "AASB S2
//   requires ... [2]" in a model's draft), while facts about the company need no citation. A whole paragraph goes,
//   because a citation closes the paragraph it supports, not only its last sentence;
// - the grounded engine's two framing sentences ("This section sets out how ...", "Climate-related matters commonly
//   relevant in ... include ...", the latter being industry examples, not the company's facts).
// A placeholder still belongs to an element when it sits under the element's heading or repeats its wording.
//
// Each element then gets one status:
// - addressed: the element's detect pattern matches a sentence of its own section and no placeholder of it is left;
// - partial: there is some evidence but it is thin: either the own section matches while the element's placeholder
//   is still there (the grounded engine put the matching sentence under a neighbouring element, which it says more
//   about, and nobody has filled this element's slot yet), or only another section mentions it;
// - missing: nothing in the report matches.

export type RequirementStatus = 'addressed' | 'partial' | 'missing'

export type RequirementCheck = {
  key: string
  label: string
  reference: string
  status: RequirementStatus
  /** The section whose prose matched: the element's own one, another one (partial), or null (missing). */
  foundIn: TcfdSection | null
  /** Why the element is only partly addressed; null otherwise. */
  note: string | null
  /** What to add, as an instruction; null when the element is addressed. */
  toAdd: string | null
}

export type StatusCounts = { total: number; addressed: number; partial: number; missing: number }

export type PillarCheck = { pillar: TcfdSection; title: string; requirements: RequirementCheck[]; counts: StatusCounts }

export type AasbS2Check = { pillars: PillarCheck[]; summary: StatusCounts }

type SectionReading = { prose: string[]; openPlaceholders: Set<string> }

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/
const SOURCES_START = /^\s*(?:\*\*Sources:?\*\*|#{1,6}\s+Sources)\s*$/im
const PLACEHOLDER = /\*{0,2}\[\s*To be provided:?\s*([^\]]*)\]\*{0,2}/gi
const WHOLLY_ITALIC = /^\s*(?:_[^_].*_|\*[^*].*\*)\s*$/
const CITATION = /\[\d+(?:\s*[,–-]\s*\d+)*\]/
const ENGINE_FRAMING = [/^This section sets out how\b/, /^Climate-related matters commonly relevant in\b/]

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
}

/** The company's own sentences of one section, and the elements whose placeholders are still in it. */
function readSection(text: string, requirements: Requirement[]): SectionReading {
  const sourcesAt = text.search(SOURCES_START)
  const body = sourcesAt >= 0 ? text.slice(0, sourcesAt) : text
  const openPlaceholders = new Set<string>()
  const kept: string[] = []
  let underKey: string | undefined

  for (const line of body.split('\n')) {
    const heading = HEADING.exec(line)
    if (heading) {
      const title = normalise(heading[1] ?? '')
      underKey = requirements.find((requirement) => normalise(requirement.label) === title)?.key
      continue
    }
    const withoutPlaceholders = line.replace(PLACEHOLDER, (_whole, wanted: string) => {
      const wording = normalise(wanted)
      const owner = underKey ?? requirements.find((requirement) => wording.includes(normalise(requirement.placeholder)))?.key
      if (owner) openPlaceholders.add(owner)
      return ' '
    })
    if (WHOLLY_ITALIC.test(withoutPlaceholders)) continue
    kept.push(withoutPlaceholders)
  }

  const paragraphs = kept.join('\n').split(/\n\s*\n/).filter((paragraph) => !CITATION.test(paragraph))
  const prose = sentences(paragraphs.join('\n')).filter((sentence) => !ENGINE_FRAMING.some((framing) => framing.test(sentence)))
  return { prose, openPlaceholders }
}

const EXPLAIN_WORDS = new Set(['how', 'where', 'whether', 'what', 'which', 'who', 'when', 'why'])
const DESCRIBE_WORDS = new Set(['the', 'each', 'a', 'an', 'any'])

/**
 * The element's placeholder as an instruction: "how ..." becomes "Explain how ...", "the board ..." becomes
 * "Describe the board ...", and figures ("gross Scope 1 ...", "Scope 3 emissions ...") become "Add ...".
 */
export function instructionFor(placeholder: string): string {
  const wanted = placeholder.trim()
  const first = wanted.split(/\s+/)[0]?.toLowerCase() ?? ''
  const verb = EXPLAIN_WORDS.has(first) ? 'Explain' : DESCRIBE_WORDS.has(first) ? 'Describe' : 'Add'
  return `${verb} ${wanted}${/[.!?]$/.test(wanted) ? '' : '.'}`
}

function countStatuses(checks: RequirementCheck[]): StatusCounts {
  return {
    total: checks.length,
    addressed: checks.filter((check) => check.status === 'addressed').length,
    partial: checks.filter((check) => check.status === 'partial').length,
    missing: checks.filter((check) => check.status === 'missing').length,
  }
}

function checkRequirement(
  requirement: Requirement,
  home: TcfdSection,
  readings: Record<TcfdSection, SectionReading>,
): RequirementCheck {
  const base = { key: requirement.key, label: requirement.label, reference: requirement.reference }
  const toAdd = instructionFor(requirement.placeholder)
  const matches = (section: TcfdSection) => readings[section].prose.some((sentence) => requirement.detect.test(sentence))
  const homeTitle = SECTION_INFO[home].title

  if (matches(home)) {
    if (!readings[home].openPlaceholders.has(requirement.key)) return { ...base, status: 'addressed', foundIn: home, note: null, toAdd: null }
    return { ...base, status: 'partial', foundIn: home, note: 'Some text touches on this, but its placeholder is still in the draft: replace it or remove it.', toAdd }
  }
  const elsewhere = TCFD_SECTIONS.find((section) => section !== home && matches(section))
  if (elsewhere) {
    const note = `Mentioned only in the ${SECTION_INFO[elsewhere].title} section; cover it in ${homeTitle} too.`
    return { ...base, status: 'partial', foundIn: elsewhere, note, toAdd }
  }
  return { ...base, status: 'missing', foundIn: null, note: null, toAdd }
}

export function checkAgainstAasbS2(sections: Partial<Record<TcfdSection, string>>): AasbS2Check {
  const readings = Object.fromEntries(
    TCFD_SECTIONS.map((section) => [section, readSection(sections[section] ?? '', sectionGuides[section].requirements)]),
  ) as Record<TcfdSection, SectionReading>
  const pillars = TCFD_SECTIONS.map((pillar): PillarCheck => {
    const requirements = sectionGuides[pillar].requirements.map((requirement) => checkRequirement(requirement, pillar, readings))
    return { pillar, title: SECTION_INFO[pillar].title, requirements, counts: countStatuses(requirements) }
  })
  return { pillars, summary: countStatuses(pillars.flatMap((pillar) => pillar.requirements)) }
}

/** "9 of 19 requirements addressed, 4 partly, 6 missing" */
export function summaryLine(counts: StatusCounts): string {
  const noun = counts.total === 1 ? 'requirement' : 'requirements'
  return `${counts.addressed} of ${counts.total} ${noun} addressed, ${counts.partial} partly, ${counts.missing} missing`
}

export const STATUS_LABELS: Record<RequirementStatus, string> = {
  addressed: 'Addressed',
  partial: 'Partly addressed',
  missing: 'Missing',
}

function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
}

/** The "AASB S2 index" appended to the Markdown export: each paragraph reference, where the report covers it. */
export function aasbIndexMarkdown(sections: Partial<Record<TcfdSection, string>>): string {
  const check = checkAgainstAasbS2(sections)
  const rows = check.pillars.flatMap((pillar) =>
    pillar.requirements.map((requirement) => {
      const where = requirement.foundIn ? SECTION_INFO[requirement.foundIn].title : 'Not found'
      const cells = [requirement.reference, requirement.label, where, STATUS_LABELS[requirement.status]]
      return `| ${cells.map(tableCell).join(' | ')} |`
    }),
  )
  return [
    '## AASB S2 index',
    `_Where this report addresses each AASB S2 requirement, from a keyword-based check that is not an assurance opinion: ${summaryLine(check.summary)}._`,
    ['| AASB S2 reference | Requirement | Report section | Status |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  ].join('\n\n')
}
