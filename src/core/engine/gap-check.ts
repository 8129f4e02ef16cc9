import { SECTION_INFO, TCFD_SECTIONS, type TcfdSection } from '../contract/write'
import {
  DENIED_NOTE,
  ELEMENT_RULES,
  type Claim,
  type ElementRule,
  type ElementStatus,
  type Finding,
} from './aasb-s2-elements'
import { clauses, continuesPrevious, emissionsUnitIn, isDenial, readableNotes } from './disclosure-language'
import { sentences, tableCell } from './text'

// "Check against AASB S2": for each element AASB S2 asks for (aasb-s2-elements.ts), whether the draft addresses it,
// and the sentence that status rests on, so the user can see why. It reads claims, not meaning in full, so it is a
// prompt for the writer and never an assurance opinion.
//
// Evidence is the company's own prose only. Drafts from the grounded engine carry headings, "[To be provided: ...]"
// placeholders, "_Required by AASB S2 para ..._" lines, framing sentences, an engine note and a Sources list that name
// the standard's topics; counted as evidence, they would make every generated draft look complete. So before
// reading, a section loses:
// - headings, placeholders, and lines that are wholly in italics (the "Required by" lines and the engine's notes);
// - everything from a "Sources" heading on;
// - paragraphs that cite a source ("[2]"): they restate the standard, while facts about the company need no
//   citation. A whole paragraph goes, because a citation closes the paragraph it supports;
// - the grounded engine's framing sentences ("This section sets out how ...", "Climate-related matters commonly
//   relevant in ... include ...", the latter being industry examples, not the company's facts).
// An element is looked for in every section: AASB S2 allows information to sit where the report puts it, and the
// element's home section is only where the user is told to add it.
//
// What is left is read clause by clause (disclosure-language.ts). Some things a reader does without thinking are done
// here: an abbreviation the draft defines for a body or role ("Risk & Sustainability Committee (RSC)") is read as its
// full name wherever it recurs, a clause that leans on the one before ("They are scored on the risk matrix") takes
// its topic from it, never from a denial, and a unit given once in a table header or a list's lead line ("Our
// footprint (tonnes of CO2-e):") follows every figure below it. A question ("Q: Scenario analysis?") is no claim: the
// answer after it takes its topic, and a verbless answer ("A: The Board, through its Risk Committee.") its verb.

export type RequirementStatus = ElementStatus

export type RequirementCheck = {
  /** The AASB S2 paragraph, "6(a)(i)". */
  key: string
  label: string
  reference: string
  status: RequirementStatus
  /** The section of the first evidence sentence, or null when there is none. */
  foundIn: TcfdSection | null
  /** The draft's sentences the status rests on: what addresses it, what is there in part, or what denies it. */
  evidence: string[]
  /** Why the element is partial, or that the draft says it is not in place; null otherwise. */
  note: string | null
  /** What to add, as an instruction; null when the element is addressed. */
  toAdd: string | null
}

export type StatusCounts = { total: number; addressed: number; partial: number; missing: number }

export type PillarCheck = { pillar: TcfdSection; title: string; requirements: RequirementCheck[]; counts: StatusCounts }

export type AasbS2Check = { pillars: PillarCheck[]; summary: StatusCounts }

const HEADING = /^\s{0,3}#{1,6}\s+/
// a line wholly in bold, not a question, is a heading too: "**Climate resilience**" names a topic and claims nothing
const BOLD_HEADING = /^\s*(\*\*|__)[^*_]+?[^?:*_\s]\1\s*$/
const SOURCES_START = /^\s*(?:\*\*Sources:?\*\*|#{1,6}\s+Sources)\s*$/im
// A placeholder is the engine's "[To be provided: ...]" or a writer's own note of what is still to come: "[To be
// confirmed - Remuneration Committee to consider in FY26.]", "[Describe controls and procedures.]", "[Opportunities
// process - to be completed.]", "[TBC]". It claims nothing, and a claim read into it ("Remuneration Committee") would
// lend its words to the sentence around it.
const PLACEHOLDER =
  /\*{0,2}\[\s*(?:(?:To be|TBC|TBD)\b|(?:Describe|Insert|Add|Include|Provide|Confirm|Complete|Update|Explain|State)\b|[^\]]*\b(?:to be (?:confirmed|completed|provided|added|drafted|written|inserted|updated|agreed|determined)|TBC|TBD)\b)[^\]]*\]\*{0,2}/gi
const WHOLLY_ITALIC = /^\s*(?:_[^_].*_|\*[^*].*\*)\s*$/
const CITATION = /\[\d+(?:\s*[,\u2013-]\s*\d+)*\]/
const ENGINE_FRAMING = [/^This section sets out how\b/, /^Climate-related matters commonly relevant in\b/]

const TABLE_ROW = /^\s*\|.*\|\s*$/
const TABLE_VERDICT = /^(?:none|nil|n\/a|no\b|not\b|tbc|tbd|pending|deferred|zero\b|0\s*%)/i
const TABLE_RULE = /^\s*\|?[\s:|-]+\|?\s*$/
const COLUMN_ROLE =
  /^(?:base(?:line)?(?:\s+(?:year|period))?|interim(?:\s+(?:target|milestone))?|milestones?|(?:FY\s?\d{2,4}\s+)?progress|target\s+year)$/i

/**
 * A Markdown table as sentences: each row becomes one line of its cells, and a unit given once in the header
 * ("Emissions (tCO2-e)") follows every figure in the rows, so "| Scope 1 | 12,000 |" reads as 12,000 tCO2-e.
 */
function tableLines(lines: string[]): string[] {
  const out: string[] = []
  let unit: string | null = null
  // a line that leads into the table gives its unit when the header does not: "Operational emissions (tCO2-e):"
  let lead: string | null = null
  // a column headed "Unit" gives each row its own unit: "| Scope 1 | t CO2-e | 412,600 |", "| Capex | $m | 44.8 |"
  let unitColumn = -1
  // columns whose header says what their cells are ("Base", "Interim", "FY25 progress"), by position
  let named: (string | null)[] = []
  let header = true
  for (const line of lines) {
    if (TABLE_RULE.test(line) && line.includes('-')) {
      header = false
      continue
    }
    if (!TABLE_ROW.test(line)) {
      out.push(line)
      if (line.trim() !== '') lead = /:\s*$/.test(line) ? emissionsUnitIn(line) : null
      unit = null
      unitColumn = -1
      named = []
      header = true
      continue
    }
    const all = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
    if (header) {
      unit = emissionsUnitIn(line) ?? lead
      unitColumn = all.findIndex((cell) => /^units?(?:\s+of\s+measure)?$/i.test(cell))
      named = all.map((cell, i) =>
        i === 0
          ? /^(?:targets?|goals?)$/i.test(cell)
            ? 'target'
            : null
          : COLUMN_ROLE.test(cell)
            ? /^base$/i.test(cell)
              ? 'base period'
              : cell
            : null,
      )
      out.push(`${all.filter(Boolean).join(' ')}.`)
      continue
    }
    // a cell under a column that says what it is keeps that name: "| FY22: 14,900 |" under "Base" is the base period,
    // and a row of a table whose first column is headed "Target" is a target
    for (const [i, role] of named.entries()) {
      const cell = all[i]
      if (role && cell && !cell.toLowerCase().includes(role.toLowerCase())) all[i] = `${role} ${cell}`
    }
    const ownUnit = unitColumn >= 0 ? (all[unitColumn] ?? '') : ''
    const cells = (ownUnit === '' ? all : all.filter((_, i) => i !== unitColumn)).filter(Boolean)
    // a row's own label may give the unit instead: "| Scope 1 (t CO2e) | 2,140 |"
    const rowUnit = emissionsUnitIn(cells[0] ?? '') ?? unit
    const row =
      ownUnit !== ''
        ? cells.map((cell) => withUnit(cell, ownUnit))
        : rowUnit
          ? cells.map((cell) => (/^[\d,.]+$/.test(cell) ? `${cell} ${rowUnit}` : cell))
          : cells
    // the row's only other cell is said of its first, a label with no figure: "| Capital deployment | None |" denies
    // it, "| Strategy and transition plan | This will come once the risk assessment is complete. |" defers it
    const [label, verdict, ...more] = row
    const labelled =
      verdict !== undefined && more.length === 0 && (TABLE_VERDICT.test(verdict) || !/\d/.test(label ?? ''))
    out.push(`${labelled ? `${label}: ${verdict}` : row.join(' ')}`.replace(/\.?\s*$/, '.'))
  }
  return out
}

/**
 * A bare figure written with the unit its column gives, in the form the rules read: "$m" 44.8 as "$44.8m", "%" 7 as
 * "7%", "t CO2-e" 412,600 as "412,600 t CO2-e"; paired figures take paired units ("612 / 100" in "$m / % NBV").
 */
function withUnit(cell: string, unit: string): string {
  const values = cell.split(/\s*\/\s*/)
  const units = unit.split(/\s+\/\s+/)
  if (!values.every((value) => /^[\d,.]+$/.test(value))) return cell
  const paired = values.length === units.length ? units : values.map(() => unit)
  return values
    .map((value, i) => {
      const own = paired[i] ?? unit
      if (own.startsWith('$')) return `$${value}${own.slice(1)}`
      if (own.startsWith('%')) return `${value}%${own.slice(1)}`
      return `${value} ${own}`
    })
    .join(' / ')
}

// A row of cells with no outer bars, as notes and spreadsheets give them: "FY25 Scope 2 (location) | 8,410 tCO2e".
const BARE_ROW = /^[^|]*[^|\s][^|]*\|[^|]*[^|\s]/

/**
 * A bare row as a labelled sentence: the first cell is the label of the rest, so "Skills | not assessed" reads as
 * "Skills: not assessed" (a denial) and "Risks | drought (physical) | carbon costs (transition)" as "Risks: drought
 * (physical); carbon costs (transition)".
 */
function bareRowLines(lines: string[]): string[] {
  // as in a Markdown table, a unit given once in a header row ("Scope | tCO2e") follows the bare figures below it
  let unit: string | null = null
  return lines.map((line) => {
    // blank lines may part the rows (a report's table read back row by row), so only other text ends the table
    if (line.trim() === '') return line
    if (TABLE_ROW.test(line) || !BARE_ROW.test(line)) {
      unit = null
      return line
    }
    const [label = '', ...cells] = line.split('|').map((cell) => cell.trim())
    const figures = cells.filter(Boolean).map((cell) => (unit && /^[\d,.]+$/.test(cell) ? `${cell} ${unit}` : cell))
    if (!cells.some((cell) => /^[\d,.]+$/.test(cell))) unit = emissionsUnitIn(line) ?? unit
    return `${label}: ${figures.join('; ')}`
  })
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/

/** The unit after each bare figure that ends a part of a list: "air travel 22,400; commuting 15,800 (tCO2-e)." */
function eachFigureIn(line: string, unit: string): string {
  return line.replace(/(?<![\w.])(\d[\d,]*(?:\.\d+)?)(?=\s*(?:;|\([^()]*\)\.?\s*$))/g, `$1 ${unit}`)
}

/**
 * A list whose lead line gives the unit ("Our footprint this year (tonnes of carbon dioxide equivalent):") as
 * sentences that each carry it, so "- Electricity we take from the grid: 31,200 t." reads as a figure in tCO2-e.
 */
function listLines(lines: string[]): string[] {
  let unit: string | null = null
  let caption: string | null = null
  return lines.map((line) => {
    if (line.trim() === '') {
      unit = caption = null
      return line
    }
    if (unit && LIST_ITEM.test(line)) return eachFigureIn(line.replace(/\.?\s*$/, ` (${unit}).`), unit)
    // A caption that gives the unit and no figure of its own ("Greenhouse gas emissions (FY26, tCO2-e)", "What did
    // we emit? (tonnes CO2-e)") gives it to the figures on the lines below it, to the end of its paragraph.
    if (caption && /\d/.test(line) && !emissionsUnitIn(line))
      return line.replace(/\.(\s+)(?=[A-Z])/g, ` (${caption}).$1`).replace(/\.?\s*$/, ` (${caption}).`)
    // a unit in brackets after a list's last figure is each figure's: "air travel 22,400; commuting 15,800 (tCO2-e)."
    const closing = /\d\s*\(([^()]*)\)\.?\s*$/.exec(line)?.[1]?.trim()
    if (closing && emissionsUnitIn(closing) === closing) return eachFigureIn(line, closing)
    const given = emissionsUnitIn(line)
    unit = /:\s*$/.test(line) ? given : null
    if (given && !/\d\s*$/.test(line.slice(0, line.indexOf(given)))) caption = given
    return line
  })
}

/** The company's own sentences of one section, each with the number of its paragraph. */
function proseOf(text: string): { sentence: string; paragraph: number }[] {
  const sourcesAt = text.search(SOURCES_START)
  const body = sourcesAt >= 0 ? text.slice(0, sourcesAt) : text
  const kept = listLines(bareRowLines(tableLines(body.split('\n'))))
    .filter((line) => !HEADING.test(line) && !BOLD_HEADING.test(line))
    .map((line) => line.replace(PLACEHOLDER, ' '))
    .filter((line) => !WHOLLY_ITALIC.test(line))
  const paragraphs = kept
    .join('\n')
    .split(/\n\s*\n/)
    .filter((paragraph) => !CITATION.test(paragraph))
  return paragraphs.flatMap((text, paragraph) =>
    // bold is dropped before the text is cut into sentences, so a bold question ends its sentence: "**Do you have a
    // transition plan?** No." is a question and its answer
    sentences(text.replace(/\*\*|__/g, ''))
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[a-z]/i.test(sentence) && !ENGINE_FRAMING.some((framing) => framing.test(sentence)))
      .filter((sentence, i, all) => !(i === 0 && all.length > 1 && isRunInHeading(sentence)))
      .map((sentence) => ({ sentence, paragraph })),
  )
}

// A word that may be the verb of a short sentence ("Board owns climate."): one ending in a single s, in three words or
// more; one or two words ("Targets", "Financial effects.") cannot hold a subject, a verb and what it acts on.
const THIRD_PERSON = /\b[a-z]+[^s\W]s\b/i

/**
 * A paragraph's opening words with no verb and no figure (a section number aside), not a question, followed by more text ("Transition plan. The Group is
 * considering whether to develop one."): a heading run into its paragraph. Like a Markdown heading it names a topic
 * and claims nothing, so it never counts as the thing being in place.
 */
function isRunInHeading(sentence: string): boolean {
  // a heading's section number is not a figure: "2.4 Strategy response and transition planning"
  const text = sentence.replace(/^(?:section\s+)?\d+(?:\.\d+)+\.?\s+/i, '')
  const words = text.split(/\s+/).length
  return (
    words <= 5 &&
    !/\d/.test(text) &&
    !OWN_VERB.test(text) &&
    !QUESTION.test(text) &&
    !(words >= 3 && THIRD_PERSON.test(text))
  )
}

// "Board Risk and Compliance Committee (BRCC)": an abbreviation whose letters are the capitals of the name before it.
// A name may list its words with commas: "Finance, Estates and Sustainability Committee (FESC)".
const DEFINED_ABBREVIATION = /((?:[A-Z][\w'’]*,?\s+(?:(?:and|&|of|the)\s+)*){1,8})\(([A-Z]{2,6})\)/g

// A thing named in lower case, each word or part of a hyphenated word giving one letter: "zero-emission bus (ZEB)",
// "internal carbon price (ICP)".
const DEFINED_TERM = /((?:[a-z][\w'’]*(?:-[a-z][\w'’]*)*\s+){1,6})\(([A-Z]{2,6})\)/g

/**
 * The abbreviations a draft defines for its bodies, roles and terms, each with its full name, so that "the CSIO
 * presents to every RSC meeting" is read as naming a committee and an officer, and "ZEB share of revenue 22%" as a
 * share from zero-emission buses. Only an abbreviation spelt by the capitals of the words before it, or by every
 * word of a lower-case term, counts, so a bracketed code that is not a name ("(PUE)" after "targets") is left alone.
 */
function abbreviationsOf(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of text.matchAll(DEFINED_ABBREVIATION)) {
    const short = match[2] ?? ''
    const words = (match[1] ?? '').trim().replace(/,/g, '').split(/\s+/)
    for (let start = 0; start < words.length; start++) {
      const name = words.slice(start)
      const initials = name
        .filter((word) => /^[A-Z]/.test(word))
        .map((word) => word[0])
        .join('')
      if (initials === short) {
        found.set(short, name.join(' '))
        break
      }
    }
  }
  for (const match of text.matchAll(DEFINED_TERM)) {
    const short = match[2] ?? ''
    const words = (match[1] ?? '').trim().split(/\s+/)
    const start = words.findIndex(
      (_word, i) =>
        words
          .slice(i)
          .flatMap((word) => word.split('-'))
          .map((part) => part[0]?.toUpperCase())
          .join('') === short,
    )
    if (start >= 0 && !found.has(short)) found.set(short, words.slice(start).join(' '))
  }
  return found
}

// A body named in full and elsewhere only by its initials, never defined in brackets ("Audit & Risk Committee oversees
// climate ... ARC gets climate on the agenda each quarter"): notes often skip the definition.
const NAMED_BODY =
  /(?:[A-Z][\w'’]*,?\s+(?:(?:and|&|of|the|for)\s+)*){1,7}(?:Committee|Council|Forum|Group|Board|Panel|Team)\b/g

/** The initials a draft uses for a body it names in full without defining them, each with the full name. */
function initialsOf(text: string, defined: Map<string, string>): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of text.matchAll(NAMED_BODY)) {
    const words = match[0].replace(/,/g, '').split(/\s+/)
    for (let start = 0; start < words.length - 1; start++) {
      const name = words.slice(start)
      const initials = name
        .filter((word) => /^[A-Z]/.test(word))
        .map((word) => word[0])
        .join('')
      if (
        initials.length >= 2 &&
        !defined.has(initials) &&
        !found.has(initials) &&
        new RegExp(`\\b${initials}\\b(?!\\))`).test(text)
      ) {
        found.set(initials, name.join(' '))
        break
      }
    }
  }
  return found
}

function expand(sentence: string, abbreviations: Map<string, string>): string {
  let text = sentence
  for (const [short, name] of abbreviations)
    text = text.replace(new RegExp(`\\b${short}\\b(?!\\))`, 'g'), `${name} (${short})`)
  return text
}

// A question ("Q: Which body oversees climate?", "Scenario analysis?") claims nothing; the answer after it takes its
// topic. An answer that is only a fragment, with no verb of its own, borrows the question's ("Who oversees
// climate-related risk? A: The Board, through its Risk and Audit Committee." says the Board oversees it); an answer
// with its own verb ("Targets and pay? A: The Board approved the target ...; there is no link to remuneration") says
// only what it says. Whether an answer denies is read from the answer alone.
const QUESTION = /\?\s*["'”’)*_]*\s*$/
const QUESTION_LEAD = /^\W*(?:Q(?:uestion)?\s*\d*\s*[:.)\-–]\s*)?/i
const ANSWER_LEAD = /^\W*(?:A(?:nswer)?|R(?:esponse)?)\s*\d*\s*[:.)\-–]\**\s*/i

const OWN_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|will|would|can|could|may|might|shall|should|must|we|it|they|he|she)\b|(?<![-\w])[a-z]+ed\b|(?<![-\w])[a-z]+[^s\W]es\b/

// A yes/no question ("Do you have a transition plan?") lends no verb: "Yes" claims the plan without giving it. Nor does
// an answer that is only a hedge ("Partly.", "In progress.", "Yes, informally."), which names nothing of its own.
const WHO_OR_WHERE = /^\W*(?:who|where)\b/i
const YES_NO_QUESTION = /^\W*(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|should)\b/i
const HEDGE =
  /\b(?:yes|yeah|no|partly|partially|in part|somewhat|some|limited|informally|formally|ongoing|in progress|to some extent|broadly|generally|mostly|largely|yet|not|and|but|so far|at this stage)\b/gi

/** Whether an answer is a fragment that takes its verb from the question: "The Board, through its committee." */
export function isFragment(answer: string, question = ''): boolean {
  const text = answer.replace(ANSWER_LEAD, '').replace(/\([^()]*\)/g, ' ')
  return !YES_NO_QUESTION.test(question) && /[a-z]{3,}|\d/i.test(text.replace(HEDGE, ' ')) && !OWN_VERB.test(text)
}

/** Whether a sentence asks a question rather than makes a claim. */
export function isQuestion(sentence: string): boolean {
  return QUESTION.test(sentence)
}

/**
 * Each clause of the given sentences, with whether it denies and, for a clause that leans on the one before it
 * ("They are scored on the risk matrix"), the text it continues: the earlier clauses of its sentence, or the
 * sentence before when it opens its own. An answer runs from its question to the next question, within the section
 * and the paragraph where the answer starts.
 */
function claimsFrom(
  sentences: { sentence: string; section: TcfdSection; paragraph?: number }[],
  abbreviations: Map<string, string>,
  rewrite: (sentence: string) => string = (sentence) => sentence,
): Claim[] {
  let asked: { question: string; section: TcfdSection; paragraph?: number; answered: boolean } | undefined
  const statements: {
    sentence: string
    shown: string
    section: TcfdSection
    paragraph?: number
    question?: string
    first: boolean
  }[] = []
  for (const { sentence: shown, section, paragraph } of sentences) {
    // read with shortenings and abbreviations written out, so that a rule reading the whole sentence ("ZEB revenue
    // FY25 $21m" as a climate effect) sees the same words as one reading its clauses
    const sentence = rewrite(expand(readableNotes(shown), abbreviations))
    if (isQuestion(sentence)) {
      asked = { question: sentence.replace(QUESTION_LEAD, ''), section, paragraph, answered: false }
      continue
    }
    if (asked && (asked.section !== section || (asked.answered && asked.paragraph !== paragraph))) asked = undefined
    // an answer's label standing alone ("A1.", "Answer:") says nothing: the answer is what follows it
    if (asked && !/[a-z]/i.test(sentence.replace(ANSWER_LEAD, ''))) continue
    if (asked && !asked.answered) asked.paragraph = paragraph
    statements.push({
      sentence,
      shown,
      section,
      paragraph,
      ...(asked ? { question: asked.question } : {}),
      first: asked !== undefined && !asked.answered,
    })
    if (asked) asked.answered = true
  }
  const read = statements.map(({ sentence, shown, section, paragraph, question, first }) => ({
    sentence,
    shown,
    section,
    paragraph,
    question,
    parts: clauses(sentence).map((text, i) => {
      const denied = isDenial(question ? text.replace(ANSWER_LEAD, '') : text)
      // the question follows the answer, so that the answer's own opening (a label, a horizon) still leads the clause
      // a who or where question asks for the one thing its answer names ("Who manages climate day to day? The Head of
      // Sustainability, who ..."; "Where are the risks concentrated? About 64% of units are made in Bangladesh"), so
      // the answer is read with it, as a fragment is; other answers with a verb of their own say only what they say
      const lends = question !== undefined && (isFragment(text, question) || WHO_OR_WHERE.test(question))
      return {
        clause:
          first && i === 0 && question && lends
            ? `${text.replace(ANSWER_LEAD, '').replace(/[.;]\s*$/, '')}; ${question}`
            : text,
        denied,
      }
    }),
  }))
  // A denial lends no topic: after "There is no process for opportunities.", "These processes are integrated into
  // our risk framework" is not about opportunities.
  const affirmed = (parts: { clause: string; denied: boolean }[]) =>
    parts
      .filter((part) => !part.denied)
      .map((part) => part.clause)
      .join('; ')
  // the sentences before one in its paragraph: a claim may rest on a cause given a sentence or two further up
  const paragraphBefore = (index: number) =>
    read
      .slice(0, index)
      .filter((other) => other.section === read[index]?.section && other.paragraph === read[index].paragraph)
      .map((other) => other.sentence)
      .join(' ')
  return read.flatMap(({ sentence, shown, section, parts, question }, index) => {
    const previous = read[index - 1]
    const sameParagraph =
      previous !== undefined && previous.section === section && previous.paragraph === read[index]?.paragraph
    return parts.map(({ clause, denied }, i): Claim => {
      const before =
        i > 0
          ? affirmed(parts.slice(0, i))
          : previous?.section === section && previous.question === question
            ? affirmed(previous.parts)
            : ''
      const continued = before !== '' && continuesPrevious(clause) ? before : undefined
      // an answer that borrows the question's verb is on the topic of the rest of its sentence too: "A: The Audit &
      // Risk Committee; climate is a standing agenda item" answers "Who is responsible?" for climate
      const answered = question !== undefined && clause.endsWith(question)
      const rest = answered ? affirmed(parts.slice(1)) : ''
      const context =
        question !== undefined && !answered
          ? [question, continued].filter(Boolean).join(' ')
          : rest !== ''
            ? rest
            : continued
      return {
        sentence,
        clause,
        section,
        denied,
        ...(shown === sentence ? {} : { shown }),
        ...(context === undefined ? {} : { context }),
        ...(sameParagraph ? { lead: paragraphBefore(index) } : {}),
      }
    })
  })
}

/** Every clause of the draft, with its sentence, its section and whether it denies. */
// A committee a manager chairs or leads ("the Chief Operating Officer, who chairs a monthly Fleet and Sustainability
// Committee") is management's, whatever its name.
const CHAIRED_BY_MANAGEMENT =
  /\b(?:[Cc]hief\s+\w+\s+[Oo]fficer|CEO|COO|CFO|CRO|CSO|[Mm]anaging\s+[Dd]irector|[Gg]eneral\s+[Mm]anager|[Hh]ead\s+of\s+\w+)\b[^.;]{0,40}?\b(?:chairs|chaired|leads|convenes)\s+(?:a|an|the|our|its)\s+(?:[a-z-]+\s+){0,2}((?:[A-Z][\w&'’-]*\s+)+(?:(?:and|&)\s+(?:[A-Z][\w&'’-]*\s+)+)?Committee)\b/g

/**
 * Reads a management committee as one: its name, and "the Committee" when every committee the draft names is
 * management's, become "the management committee", so a report to it is not read as a report to the board.
 */
function managementCommitteeReader(text: string): (sentence: string) => string {
  const managed = new Set(
    [...text.matchAll(CHAIRED_BY_MANAGEMENT)].map((match) => (match[1] ?? '').trim()).filter(Boolean),
  )
  if (managed.size === 0) return (sentence) => sentence
  const named = [...text.matchAll(NAMED_BODY)].map((match) => match[0].trim()).filter((name) => /Committee$/.test(name))
  const onlyManagement = named.every((name) => [...managed].some((committee) => name.endsWith(committee)))
  // "That committee" opening the sentence after one that named a management committee is that committee; sentences
  // are read in order, so the reader remembers whether the last one named one
  let lastNamedManagement = false
  return (sentence) => {
    let read = sentence
    for (const committee of managed) read = read.split(committee).join('management committee')
    if (onlyManagement) read = read.replace(/\bthe Committee\b/g, 'the management committee')
    else if (lastNamedManagement)
      read = read.replace(/^(\W*(?:that|this|the)\s+)committee\b/i, '$1management committee')
    lastNamedManagement = /\bmanagement committee\b/.test(read)
    return read
  }
}

function claimsOf(sections: Partial<Record<TcfdSection, string>>): Claim[] {
  const text = TCFD_SECTIONS.map((section) => sections[section] ?? '').join('\n')
  const defined = abbreviationsOf(text)
  const abbreviations = new Map([...defined, ...initialsOf(text, defined)])
  const sentences = TCFD_SECTIONS.flatMap((section) =>
    proseOf(sections[section] ?? '').map(({ sentence, paragraph }) => ({ sentence, section, paragraph })),
  )
  return claimsFrom(sentences, abbreviations, managementCommitteeReader(text))
}

/**
 * How the company's own sentences stand against each of the given paragraphs, judged by the same rules as the check:
 * the draft writer asks for exactly what the check would find lacking, so a first draft and its check agree.
 */
export function judgeSentences(own: string[], paragraphs: string[]): { rule: ElementRule; finding: Finding }[] {
  const claims = claimsFrom(
    own.map((sentence) => ({ sentence, section: 'governance' as const })),
    abbreviationsOf(own.join('\n')),
  )
  return ELEMENT_RULES.filter((rule) => paragraphs.includes(rule.paragraph)).map((rule) => ({
    rule,
    finding: rule.judge(claims),
  }))
}

function countStatuses(checks: RequirementCheck[]): StatusCounts {
  return {
    total: checks.length,
    addressed: checks.filter((check) => check.status === 'addressed').length,
    partial: checks.filter((check) => check.status === 'partial').length,
    missing: checks.filter((check) => check.status === 'missing').length,
  }
}

/**
 * An element the draft denies in its own section ("A management-level committee has not been established") is not
 * made addressed by a passing mention in another section (a risk workshop "run by the sustainability team"): the
 * draft's own word on it stands, and the other mention makes it partial at most.
 */
function judgeAgainstHomeDenial(rule: ElementRule, ordered: Claim[]): Finding {
  const judged = rule.judge(ordered)
  if (judged.status !== 'addressed') return judged
  const atHome = rule.judge(ordered.filter((claim) => claim.section === rule.home))
  if (atHome.status !== 'missing' || atHome.note !== DENIED_NOTE) return judged
  return {
    status: 'partial',
    evidence: [...atHome.evidence, ...judged.evidence],
    note: `The ${SECTION_INFO[rule.home].title} section says this is not in place; only another section touches on it.`,
    lacking: rule.wanted ?? rule.label.toLowerCase(),
  }
}

function checkElement(rule: ElementRule, claims: Claim[]): RequirementCheck {
  // The home section's sentences come first, so the evidence shown is the one where readers look for the element.
  const ordered = [
    ...claims.filter((claim) => claim.section === rule.home),
    ...claims.filter((claim) => claim.section !== rule.home),
  ]
  const judged = judgeAgainstHomeDenial(rule, ordered)
  // evidence is shown as the draft wrote it, not as it was read ("Mgmt", not "management")
  const finding = {
    ...judged,
    evidence: judged.evidence.map(
      (sentence) => ordered.find((claim) => claim.sentence === sentence)?.shown ?? sentence,
    ),
  }
  const first = judged.evidence[0]
  return {
    key: rule.paragraph,
    label: rule.label,
    reference: `AASB S2 para ${rule.paragraph}`,
    status: finding.status,
    foundIn: first === undefined ? null : (ordered.find((claim) => claim.sentence === first)?.section ?? null),
    evidence: finding.evidence,
    note: finding.note,
    toAdd: finding.status === 'addressed' ? null : rule.toAdd,
  }
}

export function checkAgainstAasbS2(sections: Partial<Record<TcfdSection, string>>): AasbS2Check {
  const claims = claimsOf(sections)
  const pillars = TCFD_SECTIONS.map((pillar): PillarCheck => {
    const requirements = ELEMENT_RULES.filter((rule) => rule.home === pillar).map((rule) => checkElement(rule, claims))
    return { pillar, title: SECTION_INFO[pillar].title, requirements, counts: countStatuses(requirements) }
  })
  return { pillars, summary: countStatuses(pillars.flatMap((pillar) => pillar.requirements)) }
}

const CROSS_INDUSTRY = ['29(b)', '29(c)', '29(d)', '29(e)', '29(f)', '29(g)']

/**
 * Status per paragraph, plus "29(b)-(g)" for the six cross-industry metrics together: addressed only when each is,
 * missing when none is there at all, partial otherwise.
 */
export function paragraphStatuses(check: AasbS2Check): { paragraph: string; status: RequirementStatus }[] {
  const all = check.pillars.flatMap((pillar) => pillar.requirements)
  const metrics = all
    .filter((requirement) => CROSS_INDUSTRY.includes(requirement.key))
    .map((requirement) => requirement.status)
  const combined: RequirementStatus = metrics.every((status) => status === 'addressed')
    ? 'addressed'
    : metrics.every((status) => status === 'missing')
      ? 'missing'
      : 'partial'
  return [
    ...all.map((requirement) => ({ paragraph: requirement.key, status: requirement.status })),
    { paragraph: '29(b)-(g)', status: combined },
  ]
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
    `_Where this report addresses each AASB S2 requirement, from an automated check that is not an assurance opinion: ${summaryLine(check.summary)}._`,
    ['| AASB S2 reference | Requirement | Report section | Status |', '| --- | --- | --- | --- |', ...rows].join('\n'),
  ].join('\n\n')
}
