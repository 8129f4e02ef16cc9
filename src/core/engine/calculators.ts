// Rule-based calculators for Australian mandatory climate reporting (Corporations Act 2001, as amended by Act 87 of
// 2024). They read an entity's figures from a question, apply the rules below and return our own sentences, each
// resting on knowledge passages; the answer composer appends the citation numbers and quotes the passages.
//
// Rules ([V] checked against primary text, [S] from secondary sources and stated hedged):
// - Reporting groups, s292A and s1707B [V]. Each group reports first for the entity's first financial year beginning
//   on or after its start date. Size test: at least two of consolidated revenue for the year, consolidated gross
//   assets at year end and employees (full-time equivalents) at year end.
//     Group 1 from 1 January 2025: >= $500m, >= $1bn, >= 500; or an NGER registered corporation at or above the
//       publication threshold of s13(1)(a) NGER Act (50 kt CO2-e or 200 TJ [S]). Asset owners are excluded.
//     Group 2 from 1 July 2026: >= $200m, >= $500m, >= 250; or any other NGER registered corporation; or an asset
//       owner (RSE, registered scheme, retail CCIV) with assets of $5bn or more.
//     Group 3 from 1 July 2027: >= $50m, >= $25m, >= 100; no NGER or asset-owner test. Entities caught only by the
//       Group 3 size test with no material climate risks may lodge a statement saying so (s296B) [S].
//   Only entities lodging annual financial reports under Chapter 2M report at all [V]. With figures missing, a size
//   test is met if two thresholds are met, failed if the met and unknown ones cannot reach two, and open otherwise.
// - Assurance, s301A [V]: financial years beginning on or after 1 July 2030 need reasonable assurance over the whole
//   report; earlier years follow AUASB standards (ASSA 5010), which firms summarise [S] as year 1 limited assurance
//   over Scope 1 and 2, governance and risks/opportunities; limited assurance over everything from year 2; reasonable
//   assurance phased in, over all disclosures for Group 1 from financial years beginning 1 July 2028.
// - Modified liability, s1707D [S]: statements about Scope 3 emissions, scenario analysis and transition plans in the
//   sustainability report (or its audit report) for financial years beginning 1 January 2025 to 31 December 2027 are
//   protected from private civil claims; ASIC and criminal proceedings remain possible.
// AASB S2 para C4(b) [V]: no Scope 3 emissions in the first reporting year.

import { groupThousands } from '../number-format'

export type CalculatorKind = 'group' | 'assurance' | 'liability'
export type CalculatorBlock = { text: string; cite: string[] }
export type CalculatorResult = {
  kind: CalculatorKind
  /** Markdown paragraphs or lists; blocks[0] opens with the conclusion. */
  blocks: CalculatorBlock[]
  /** Figures needed for a firmer answer but not given, in words. */
  missing: string[]
  /** Passages the composer should quote after the blocks. */
  passages: string[]
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and financial years

type Ymd = { y: number; m: number; d: number }
type FinancialYear = { start: Ymd; end: Ymd }
type Group = 1 | 2 | 3

/** The months' English names, January first; the model prompts write dates with them too. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const GROUPS: readonly Group[] = [1, 2, 3]
const GROUP_START: Record<Group, Ymd> = {
  1: { y: 2025, m: 1, d: 1 },
  2: { y: 2026, m: 7, d: 1 },
  3: { y: 2027, m: 7, d: 1 },
}
const FULL_AUDIT_FROM: Ymd = { y: 2030, m: 7, d: 1 }
const GROUP_1_FULL_REASONABLE_FROM: Ymd = { y: 2028, m: 7, d: 1 }
const PROTECTED_FROM: Ymd = { y: 2025, m: 1, d: 1 }
const PROTECTED_TO: Ymd = { y: 2027, m: 12, d: 31 }

const dayKey = (date: Ymd) => date.y * 10000 + date.m * 100 + date.d
const formatDate = (date: Ymd) => `${date.d} ${MONTH_NAMES[date.m - 1]} ${date.y}`
const formatYear = (fy: FinancialYear) => `${formatDate(fy.start)} to ${formatDate(fy.end)}`
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()
const yearEndName = (month: number) => `${lastDay(2001, month)} ${MONTH_NAMES[month - 1]}`

function yearStarting(y: number, startMonth: number): FinancialYear {
  const endMonth = startMonth === 1 ? 12 : startMonth - 1
  const endYear = startMonth === 1 ? y : y + 1
  return { start: { y, m: startMonth, d: 1 }, end: { y: endYear, m: endMonth, d: lastDay(endYear, endMonth) } }
}

function yearEndingIn(endYear: number, yearEndMonth: number): FinancialYear {
  return yearStarting(yearEndMonth === 12 ? endYear : endYear - 1, (yearEndMonth % 12) + 1)
}

/** The first financial year beginning on or after `date` for an entity whose year ends in `yearEndMonth`. */
function firstYearFrom(date: Ymd, yearEndMonth: number): FinancialYear {
  const startMonth = (yearEndMonth % 12) + 1
  const sameYear = yearStarting(date.y, startMonth)
  return dayKey(sameYear.start) >= dayKey(date) ? sameYear : yearStarting(date.y + 1, startMonth)
}

const laterYear = (fy: FinancialYear, years: number) => yearStarting(fy.start.y + years, fy.start.m)
const firstReport = (group: Group, yearEndMonth: number) => firstYearFrom(GROUP_START[group], yearEndMonth)

// ---------------------------------------------------------------------------------------------------------------
// Reading the question

/** A figure as the user gave it: exact ("$320m": low = high), or a bound ("over $500m", "fewer than 100 staff"). */
type Figure = { low: number; high: number; words: string }
type Limb = 'revenue' | 'assets' | 'employees'
type StatementKind = 'scope 3' | 'scenario analysis' | 'transition plan' | 'scope 1' | 'scope 2'
type YearRef =
  | { kind: 'start'; fy: FinancialYear; words: string }
  | { kind: 'label'; endYear: number; words: string }
  | { kind: 'index'; n: number; words: string }

type Facts = {
  revenue?: Figure
  assets?: Figure
  employees?: Figure
  /** The value of an asset owner's assets ("$8bn in assets", "FUM of $6 billion"). */
  fundAssets?: Figure
  nger?: 'above' | 'below' | 'registered' | 'no'
  assetOwner?: boolean
  lodgesUnder2M?: boolean
  statedGroup?: Group
  yearEndMonth?: number
  year?: YearRef
  statements?: StatementKind[]
  venue?: { inReport: boolean; words: string }
  /** The question names the sustainability report as well as the other document of `venue`. */
  alsoInReport?: boolean
}

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const monthNumber = (word: string) =>
  MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.slice(0, 3))) + 1
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']
const ORDINAL_ABBREVIATIONS = ['1st', '2nd', '3rd', '4th', '5th', '6th']
const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six']

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\b(?:au?d?\$|aud\s*\$?)\s*(?=\d)/g, '$')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
}

const UNIT_MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
}
const UPPER_WORDS = 'under|less than|fewer than|below|just under|almost|nearly|not quite'
const LOWER_WORDS =
  'over|more than|above|in excess of|exceeding|exceeds?|at least|greater than|upwards of|north of|just over'
const CAP_WORDS = 'up to|at most|no more than'
const boundBefore = (words: string) => new RegExp(`\\b(?:${words})\\s*$`)
const UPPER_BOUND = boundBefore(UPPER_WORDS)
const LOWER_BOUND = boundBefore(LOWER_WORDS)
const CAP = boundBefore(CAP_WORDS)

/** Turns a value into a Figure, reading a bound word just before it ("over", "fewer than"). */
function figure(value: number, before: string, show: (value: number) => string): Figure {
  const qualifier = (pattern: RegExp) => pattern.exec(before)?.[0].trim()
  const upper = qualifier(UPPER_BOUND)
  if (upper) return { low: 0, high: value - 1e-6, words: `${upper} ${show(value)}` }
  const lower = qualifier(LOWER_BOUND)
  if (lower) return { low: value, high: Infinity, words: `${lower} ${show(value)}` }
  const cap = qualifier(CAP)
  if (cap) return { low: 0, high: value, words: `${cap} ${show(value)}` }
  return { low: value, high: value, words: show(value) }
}

function formatMoney(value: number): string {
  const short = (n: number) => String(Math.round(n * 100) / 100)
  if (value >= 1e9) return `$${short(value / 1e9)} billion`
  if (value >= 1e6) return `$${short(value / 1e6)} million`
  return `$${groupThousands(value)}`
}

// A dollar amount: "$320m", "$1.2 billion", "320 million dollars", "$320000000". It is an amount only with a $ sign,
// a unit or the word "dollars"; it is a figure only when a keyword binds it (money keywords below).
const AMOUNT =
  /(\$\s*)?(\d+(?:\.\d+)?)(?:\s*(billion|bn|b|million|mn|mil|m|thousand|k)(?![a-z]))?(\s*(?:dollars|aud)\b)?/g
type MoneyKey = 'revenue' | 'assets' | 'fund'
const MONEY_KEYWORDS: Array<[MoneyKey, string]> = [
  ['fund', "fum|aum|funds under management|assets under management|net assets|members' assets"],
  ['revenue', 'revenues?|turnover|sales'],
  ['assets', 'gross assets|total assets|consolidated assets|assets|balance sheet'],
]
const NOT_A_FIGURE = '(?!\\s*(?:threshold|limb|test|limit|cut-?off|trigger|bar)s?\\b)'
const FILLER =
  '(?:(?:in|of|worth of|annual|annually|consolidated|total|gross|group|yearly|our|a year|per year|per annum)\\s+)*'
const CONNECTOR_WORDS = new Set(
  (
    'of is was were are be at around about approximately approx roughly near sits stands comes came to totals totalled ' +
    'totaling totalling reached reaching last this year fy currently now just some consolidated annual group our ' +
    'for the grew rose fell has have had would if exactly precisely'
  ).split(' '),
)

function moneyKeyAfter(after: string): MoneyKey | undefined {
  for (const [key, words] of MONEY_KEYWORDS) {
    if (new RegExp(`^\\s*${FILLER}(?:${words})\\b${NOT_A_FIGURE}`).test(after)) return key
  }
  if (/^\s*(?:super(?:annuation)? fund|fund|scheme|cciv|rse)\b/.test(after)) return 'fund'
  return undefined
}

function moneyKeyBefore(before: string): MoneyKey | undefined {
  const clause = before.split(/[.;!?,]/).at(-1) ?? ''
  if (/\b(?:fund|scheme|cciv|rse)\s+(?:with|of|holding|managing|that (?:holds|manages))\s*$/.test(clause)) return 'fund'
  let best: { key: MoneyKey; end: number } | undefined
  for (const [key, words] of MONEY_KEYWORDS) {
    for (const match of clause.matchAll(new RegExp(`\\b(?:${words})\\b${NOT_A_FIGURE}`, 'g'))) {
      const end = match.index + match[0].length
      if (!best || end > best.end) best = { key, end }
    }
  }
  if (!best) return undefined
  // Between the keyword and the amount only connecting words ("of", "is", "was about", "last year") or bound words.
  const between = clause
    .slice(best.end)
    .replace(/[:=]/g, ' ')
    .replace(boundBefore(`${UPPER_WORDS}|${LOWER_WORDS}|${CAP_WORDS}`), ' ')
    .split(/\s+/)
    .filter(Boolean)
  return between.length <= 5 && between.every((word) => CONNECTOR_WORDS.has(word) || /^fy\d+$/.test(word))
    ? best.key
    : undefined
}

function readMoney(text: string, facts: Facts): void {
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, dollar, digits, unit, dollars] = match
    if (!digits || !(dollar || unit || dollars)) continue
    const value = Number(digits) * (unit ? (UNIT_MULTIPLIER[unit] ?? 1) : 1)
    const before = text.slice(0, match.index)
    const key = moneyKeyBefore(before) ?? moneyKeyAfter(text.slice(match.index + whole.length))
    if (!key) continue
    const amount = figure(value, before, formatMoney)
    if (key === 'revenue') facts.revenue = amount
    else if (key === 'assets') facts.assets = amount
    else facts.fundAssets = amount
  }
}

const PEOPLE = '(?:employees|staff|people|ftes?|full[- ]time[- ]equivalents?(?: employees| staff)?|workers|personnel)'
const NUMBER = '(\\d+(?:\\.\\d+)?)(k)?'

function readEmployees(text: string, facts: Facts): void {
  const after = new RegExp(
    `(?<![$\\d.])${NUMBER}\\s+(?:(?:full[- ]time|part[- ]time|permanent|total|fte|equivalent)\\s+)*${PEOPLE}\\b${NOT_A_FIGURE}`,
    'g',
  )
  const before = new RegExp(
    `\\b(?:headcount|workforce|employee count|staff numbers|number of employees|employees|staff|ftes?|employ)` +
      `(?:\\s+(?:of|is|was|are|were|at|around|about|approximately|roughly|totals|stands at|sits at|:|=))*\\s*` +
      `((?:${UPPER_WORDS}|${LOWER_WORDS})\\s+)?${NUMBER}\\b(?!\\s*(?:%|m\\b|bn\\b|million|billion|\\$))`,
    'g',
  )
  for (const pattern of [after, before]) {
    for (const match of text.matchAll(pattern)) {
      const digits = match[pattern === after ? 1 : 2]
      const thousands = match[pattern === after ? 2 : 3]
      if (!digits) continue
      const value = Number(digits) * (thousands ? 1000 : 1)
      const preceding = pattern === after ? text.slice(0, match.index) : `${match[1] ?? ''}`
      facts.employees = figure(value, preceding, groupThousands)
      return
    }
  }
}

const ENTITY_REFERENCE = /\b(?:we|we're|our|us|i|i'm|my|client|company|entity|business|fund|firm|corporation)\b/

function readNger(text: string, facts: Facts): void {
  if (
    !/\bnger\b|national greenhouse and energy reporting|clean energy regulator/.test(text) ||
    !ENTITY_REFERENCE.test(text)
  )
    return
  if (
    /(?:\bnot|n't|\bnever|\bno longer)\s+(?:(?!but\b)[\w-]+\s+){0,4}?(?:nger|national greenhouse|clean energy regulator)\b|\bno nger\b/.test(
      text,
    )
  ) {
    facts.nger = 'no'
  } else if (
    /\b(?:below|under|beneath|not above|not over|do not meet|don't meet|does not meet|doesn't meet|short of)\s+(?:the\s+)?(?:nger\s+)?publication threshold/.test(
      text,
    )
  ) {
    facts.nger = 'below'
  } else if (
    /\b(?:above|over|exceed\w*|meets?|at or above|reach\w*)\s+(?:the\s+)?(?:nger\s+)?publication threshold/.test(text)
  ) {
    facts.nger = 'above'
  } else {
    facts.nger = 'registered'
  }
}

function readAssetOwner(text: string, facts: Facts): void {
  if (
    ENTITY_REFERENCE.test(text) &&
    /\b(?:super(?:annuation)? funds?|superannuation entit(?:y|ies)|registrable superannuation|rse|registered (?:managed investment )?schemes?|(?:retail )?cciv)\b/.test(
      text,
    )
  ) {
    facts.assetOwner = true
  }
}

function readChapter2M(text: string, facts: Facts): void {
  const lodge = '(?:lodge|file|prepare)\\s+(?:annual\\s+)?(?:financial reports?|financial statements|accounts)'
  if (
    new RegExp(
      `(?:\\bnot|n't|\\bnever|\\bno longer)\\s+(?:required to\\s+|need to\\s+|have to\\s+|obliged to\\s+)?${lodge}`,
    ).test(text) ||
    /\bexempt from (?:lodging|chapter 2m|financial reporting)|\bnot (?:a )?chapter 2m\b|\bchapter 2m (?:does not|doesn't) apply/.test(
      text,
    )
  ) {
    facts.lodgesUnder2M = false
  } else if (new RegExp(`\\b${lodge}\\b[^.?!]{0,30}chapter 2m|\\bchapter 2m (?:lodger|reporter|entity)`).test(text)) {
    facts.lodgesUnder2M = true
  }
}

function readStatedGroup(text: string, facts: Facts): void {
  const stated =
    /\b(?:we're|we are|we'll be|we will be|i'm|i am|(?:our|the|this) (?:company|entity|business|group|fund|client|firm) is|as)\s+(?:now\s+|already\s+)?(?:in\s+)?(?:an?\s+)?group\s*([123])\b/.exec(
      text,
    ) ?? /\b(?:we|our \w+)\s+(?:fall|falls|sit|sits|are caught|is caught)\s+(?:\w+\s+){0,2}group\s*([123])\b/.exec(text)
  if (stated?.[1]) facts.statedGroup = Number(stated[1]) as Group
  // "We're in the first cohort" (or wave, tranche, phase) says Group 1, as "the second cohort" says Group 2.
  const cohort =
    /\b(?:we're|we are|i'm|i am|(?:our|the|this) (?:company|entity|business|fund|client|firm) is)\s+(?:now\s+|already\s+)?(?:in|part of)\s+the\s+(first|second|third)\s+(?:cohort|wave|tranche|phase)\b/.exec(
      text,
    )
  if (!stated && cohort?.[1])
    facts.statedGroup = ({ first: 1, second: 2, third: 3 } as const)[cohort[1] as 'first' | 'second' | 'third']
}

function readYearEnd(text: string, facts: Facts): void {
  const before = new RegExp(
    `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?\\s+(?:(?:financial |fiscal )?year[- ]?ends?|balancers?|balance dates?|fy[- ]?ends?|reporters?|reporting dates?)\\b`,
  ).exec(text)
  const after = new RegExp(
    `\\b(?:year[- ]?ends?|year[- ]?ending|balance date|balances?|financial year|fiscal year|fy|reporting date)\\s*:?\\s+(?:is\\s+|of\\s+|on\\s+|in\\s+|at\\s+|ends?\\s+(?:on\\s+|in\\s+)?|ending\\s+(?:on\\s+|in\\s+)?|closes?\\s+(?:on\\s+)?)?(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH}\\b(?!\\s*\\d{4})`,
  ).exec(text)
  const month = before?.[1] ?? after?.[1]
  if (month) facts.yearEndMonth = monthNumber(month)
  else if (/\bcalendar[- ]year\b/.test(text)) facts.yearEndMonth = 12
}

function readYear(text: string, facts: Facts): void {
  const start = new RegExp(
    `\\b(?:year|fy|period)\\s+(?:starting|beginning|commencing|from|that (?:starts|begins))\\s+(?:on\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s+(20\\d\\d)`,
  ).exec(text)
  const end = new RegExp(
    `\\b(?:year|fy|period)\\s+(?:ending|ended|to|that ends)\\s+(?:on\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+)?${MONTH}\\s+(20\\d\\d)`,
  ).exec(text)
  const label =
    /\bfy\s?'?(20\d\d|\d\d)\b|\b(?:financial year|fiscal year)\s+(20\d\d)\b|\b(20\d\d)\s*[-/]\s*(20\d\d|\d\d)\b/.exec(
      text,
    )
  const bare =
    /\b(?:in|for|during|of)\s+(?:the\s+|our\s+)?(20[2-4]\d)\b(?!\s*[-/])|\b(20[2-4]\d)\s+(?:sustainability|annual|climate)\s+reports?\b/.exec(
      text,
    )
  const index =
    new RegExp(
      `\\b(${[...ORDINALS, ...ORDINAL_ABBREVIATIONS].join('|')})\\s+(?:full\\s+)?(?:reporting\\s+|financial\\s+|sustainability\\s+)?(?:year|report|period)\\b`,
    ).exec(text) ??
    new RegExp(`\\b(?:reporting\\s+)?year\\s+(${COUNT_WORDS.join('|')}|[1-6])\\b(?!\\s*(?:${MONTH}|\\d))`).exec(text)
  if (start?.[1] && start[2] && start[3]) {
    const fy = yearStarting(Number(start[3]), monthNumber(start[2]))
    facts.year = { kind: 'start', fy, words: `the financial year ${formatYear(fy)}` }
    facts.yearEndMonth = fy.end.m
  } else if (end?.[2] && end[3]) {
    const fy = yearEndingIn(Number(end[3]), monthNumber(end[2]))
    facts.year = { kind: 'start', fy, words: `the financial year ${formatYear(fy)}` }
    facts.yearEndMonth = fy.end.m
  } else if (label && labelYear(label)) {
    const endYear = labelYear(label)
    facts.year = { kind: 'label', endYear, words: `FY${endYear}` }
  } else if (bare) {
    const endYear = Number(bare[1] ?? bare[2])
    facts.year = { kind: 'label', endYear, words: `${endYear} (read as the financial year ending in ${endYear})` }
  } else if (index?.[1]) {
    const word = index[1]
    const n =
      Math.max(ORDINALS.indexOf(word), ORDINAL_ABBREVIATIONS.indexOf(word), COUNT_WORDS.indexOf(word)) + 1 ||
      Number(word)
    facts.year = { kind: 'index', n, words: `your ${ORDINALS[n - 1] ?? n} reporting year` }
  }
}

/** The year a label ends in: "FY28" 2028, "2027-28" 2028; 0 for a range that is not one year ("2025-31"). */
function labelYear(label: RegExpExecArray): number {
  const full = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits))
  const [, fy, named, from, to] = label
  if (fy ?? named) return full(fy ?? named ?? '')
  return from && to && full(to) === Number(from) + 1 ? full(to) : 0
}

function readStatements(text: string, facts: Facts): void {
  const kinds = new Set<StatementKind>()
  for (const match of text.matchAll(/\bscope\s*([123])((?:\s*(?:,|and|&|\/|or|plus)\s*(?:scope\s*)?[123]\b)*)/g)) {
    for (const digit of `${match[1]}${match[2] ?? ''}`.match(/[123]/g) ?? [])
      kinds.add(`scope ${digit}` as StatementKind)
  }
  if (/\b(?:value[- ]chain emissions|financed emissions)\b/.test(text)) kinds.add('scope 3')
  if (/\bscenarios?(?: analysis| analyses| modelling)?\b/.test(text)) kinds.add('scenario analysis')
  if (/\btransition plans?\b/.test(text)) kinds.add('transition plan')
  if (kinds.size > 0) facts.statements = [...kinds]
}

const OUTSIDE_REPORT =
  /\b(?:investor (?:presentation|day|briefing|deck|roadshow)s?|media releases?|press releases?|marketing|advertis\w+|website|social media|voluntary (?:\w+ )?reports?|(?:separate|standalone|stand-alone) (?:\w+ )?reports?|esg reports?|prospectus|asx announcements?|speech|interview)\b/
const IN_REPORT =
  /\b(?:sustainability report|climate statements?|audit(?:or's)? report|auditor's report|mandatory report)\b/

function readVenue(text: string, facts: Facts): void {
  const outside = OUTSIDE_REPORT.exec(text)
  if (outside) {
    facts.venue = { inReport: false, words: outside[0] }
    if (IN_REPORT.test(text)) facts.alsoInReport = true
  } else if (IN_REPORT.test(text)) facts.venue = { inReport: true, words: 'your sustainability report' }
}

function readFacts(question: string): Facts {
  const text = normalise(question)
  const facts: Facts = {}
  for (const read of [
    readMoney,
    readEmployees,
    readNger,
    readAssetOwner,
    readChapter2M,
    readStatedGroup,
    readYearEnd,
    readYear,
    readStatements,
    readVenue,
  ]) {
    read(text, facts)
  }
  return facts
}

type Intent = CalculatorKind
function readIntent(question: string): Intent | undefined {
  const text = normalise(question)
  if (
    /\b(?:liab\w*|sue|sued|suing|protected|protection|class actions?|safe harbou?r|litigat\w*|legal (?:action|risk|exposure)|claims? against|exposed)\b/.test(
      text,
    )
  )
    return 'liability'
  if (/\b(?:assur\w*|audit\w*)\b/.test(text)) return 'assurance'
  if (
    // Naming a group ("We're a Group 3 consultancy") is background; asking which one, or when reporting starts, is
    // the calculation.
    /\b(?:(?:which|what) (?:reporting )?group|group (?:are|is|do|would|will) (?:we|i|they|it)|(?:are|am|is) (?:we|i|they|it) (?:in )?group|caught|in scope|covered|captured|which tier|qualify|meet the thresholds|apply to us|applies to us|start reporting|begin reporting|first (?:sustainability |climate )?report|where (?:do|would|will) (?:we|i|they|it) (?:land|sit|fall|fit)|mandatory|cohort|wave|tranche|phase[ds]? in)\b/.test(
      text,
    ) ||
    /\b(?:need|have|required|obliged|must)\s+(?:\w+\s+){0,3}(?:report|lodge|prepare|disclose)\b/.test(text) ||
    /\bwhen (?:do|will|must|should|would) (?:we|i|they|it)\b/.test(text)
  ) {
    return 'group'
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------------------------
// Groups

const THRESHOLDS: Record<Group, Record<Limb, number>> = {
  1: { revenue: 500e6, assets: 1e9, employees: 500 },
  2: { revenue: 200e6, assets: 500e6, employees: 250 },
  3: { revenue: 50e6, assets: 25e6, employees: 100 },
}
const ASSET_OWNER_THRESHOLD = 5e9
const LIMBS: readonly Limb[] = ['revenue', 'assets', 'employees']
const LIMB_NAME: Record<Limb, string> = { revenue: 'revenue', assets: 'gross assets', employees: 'employees' }
const LIMB_MISSING: Record<Limb, string> = {
  revenue: 'consolidated revenue for the financial year',
  assets: 'consolidated gross assets at the end of the financial year',
  employees: 'number of employees (full-time equivalents) at the end of the financial year',
}
const NGER_THRESHOLD_MISSING = 'whether you meet the NGER publication threshold'
const FUND_ASSETS_MISSING = "the value of the fund's assets"
const YEAR_END_MISSING = 'your financial year-end date'
const GROUP_PASSAGE: Record<Group, string> = { 1: 'au-group-1', 2: 'au-group-2', 3: 'au-group-3' }

const showLimb = (limb: Limb, value: number) => (limb === 'employees' ? groupThousands(value) : formatMoney(value))
const condition = (limb: Limb, group: Group) =>
  limb === 'employees'
    ? `you have ${groupThousands(THRESHOLDS[group].employees)} or more employees at the end of the financial year`
    : limb === 'revenue'
      ? `your consolidated revenue for the financial year is ${formatMoney(THRESHOLDS[group].revenue)} or more`
      : `your consolidated gross assets at the end of the financial year are ${formatMoney(THRESHOLDS[group].assets)} or more`

type Status = 'in' | 'out' | 'open' | 'unsettled'
type Finding = {
  group: Group
  status: Status
  /** How the rules applied, for the list of groups. */
  detail: string
  /** When open: what would put the entity in this group, and the facts that would settle it. */
  conditions: string[]
  needed: string[]
}

function sizeTest(facts: Facts, group: Group) {
  const parts: string[] = []
  const open: Limb[] = []
  let met = 0
  for (const limb of LIMBS) {
    const threshold = THRESHOLDS[group][limb]
    const given = facts[limb]
    const thresholdWords = `Group ${group} threshold ${showLimb(limb, threshold)}`
    if (!given) {
      open.push(limb)
      parts.push(`${LIMB_NAME[limb]} not given (${thresholdWords})`)
    } else if (given.low >= threshold) {
      met += 1
      parts.push(`${LIMB_NAME[limb]} ${given.words} (${thresholdWords}: met)`)
    } else if (given.high < threshold) {
      parts.push(`${LIMB_NAME[limb]} ${given.words} (${thresholdWords}: not met)`)
    } else {
      open.push(limb)
      parts.push(`${LIMB_NAME[limb]} ${given.words} (${thresholdWords}: not settled)`)
    }
  }
  const status: Status = met >= 2 ? 'in' : met + open.length < 2 ? 'out' : 'open'
  const needed = 2 - met
  const conditions =
    status !== 'open'
      ? []
      : [open.map((limb) => condition(limb, group)).join(needed === open.length ? ' and ' : ' or ')]
  const verdict =
    status === 'in'
      ? `${met === 3 ? 'All three' : 'Two'} thresholds met, so the size test (at least two of the three) is met.`
      : status === 'out'
        ? `${met === 1 ? 'Only one threshold' : 'No threshold'} met, so the size test (at least two of the three) is not met.`
        : `The size test is met only if ${conditions[0]}.`
  return { status, text: `${parts.join('; ')}. ${verdict}`, conditions, needed: open.map((limb) => LIMB_MISSING[limb]) }
}

const startWords = (group: Group) =>
  `from the first financial year beginning on or after ${formatDate(GROUP_START[group])}`

function assessGroup(facts: Facts, group: Group): Finding {
  const heading = `**Group ${group}** (${startWords(group)}):`
  if (facts.assetOwner) {
    if (group === 1)
      return {
        group,
        status: 'out',
        detail: `${heading} asset owners are excluded from Group 1, however large.`,
        conditions: [],
        needed: [],
      }
    const value = facts.fundAssets ?? facts.assets
    const threshold = `asset-owner threshold ${formatMoney(ASSET_OWNER_THRESHOLD)}`
    if (value && value.low >= ASSET_OWNER_THRESHOLD && group === 2) {
      return {
        group,
        status: 'in',
        detail: `${heading} assets ${value.words} (${threshold}: met), so the asset-owner test is met.`,
        conditions: [],
        needed: [],
      }
    }
    if (!value || value.high >= ASSET_OWNER_THRESHOLD) {
      if (group === 3)
        return {
          group,
          status: 'unsettled',
          detail: `${heading} there is no asset-owner test.`,
          conditions: [],
          needed: [],
        }
      return {
        group,
        status: 'open',
        detail: `${heading} assets ${value ? `${value.words} (${threshold}: not settled)` : `not given (${threshold})`}.`,
        conditions: [`your assets are valued at ${formatMoney(ASSET_OWNER_THRESHOLD)} or more`],
        needed: [FUND_ASSETS_MISSING],
      }
    }
    const detail =
      group === 2
        ? `${heading} assets ${value.words} (${threshold}: not met), so the asset-owner test does not bring you in.`
        : `${heading} there is no asset-owner test.`
    return { group, status: 'unsettled', detail, conditions: [], needed: [] }
  }

  const size = sizeTest(facts, group)
  let status = size.status
  const conditions = [...size.conditions]
  const needed = [...size.needed]
  let nger = ''
  if (group === 1 && facts.nger) {
    if (facts.nger === 'above') {
      status = 'in'
      nger = ' NGER registered corporation at or above the publication threshold: the NGER test is met.'
    } else if (facts.nger === 'registered') {
      if (status === 'out') status = 'open'
      conditions.push('you are at or above the NGER publication threshold')
      needed.push(NGER_THRESHOLD_MISSING)
      nger = ' NGER registered corporation; the NGER test is met only at or above the publication threshold.'
    } else {
      nger =
        facts.nger === 'below'
          ? ' Below the NGER publication threshold, so the NGER test is not met.'
          : ' Not an NGER reporter.'
    }
  } else if (group === 2 && facts.nger) {
    if (facts.nger === 'no') nger = ' Not an NGER reporter.'
    else {
      status = 'in'
      nger = ' NGER registered corporation: the NGER test is met.'
    }
  }
  return {
    group,
    status,
    detail: `${heading} ${size.text}${nger}`,
    conditions: status === 'open' ? conditions : [],
    needed: status === 'open' ? needed : [],
  }
}

type GroupOutcome = {
  findings: Finding[]
  /** The group the entity is certainly in at the latest. */
  atLatest?: Group
  /** Earlier groups it may be in instead (open findings before atLatest). */
  earlierOpen: Finding[]
  /** Set when the entity is certainly in exactly one group. */
  group?: Group
}

function decideGroup(facts: Facts): GroupOutcome {
  const findings = GROUPS.map((group) => assessGroup(facts, group))
  const first = findings.find((finding) => finding.status === 'in')
  const earlierOpen = findings.filter((finding) => finding.status !== 'out' && (!first || finding.group < first.group))
  const group = first && earlierOpen.length === 0 ? first.group : undefined
  return { findings, atLatest: first?.group, earlierOpen, group }
}

const hasEntityFigures = (facts: Facts) =>
  Boolean(facts.revenue || facts.assets || facts.employees || facts.fundAssets || facts.nger || facts.assetOwner)

/** The groups the entity may be in: the decided one, or the possible ones, or all three when nothing is known. */
function candidateGroups(facts: Facts): { groups: Group[]; outcome?: GroupOutcome } {
  if (!hasEntityFigures(facts)) return { groups: facts.statedGroup ? [facts.statedGroup] : [...GROUPS] }
  const outcome = decideGroup(facts)
  if (outcome.group) return { groups: [outcome.group], outcome }
  const groups = outcome.earlierOpen.filter((finding) => finding.status === 'open').map((finding) => finding.group)
  if (outcome.atLatest) groups.push(outcome.atLatest)
  if (groups.length === 0 && facts.statedGroup) groups.push(facts.statedGroup)
  return { groups, outcome }
}

const yearEnds = (facts: Facts) => (facts.yearEndMonth ? [facts.yearEndMonth] : [6, 12])
const unique = <T>(items: T[]) => [...new Set(items)]

function firstReportWords(group: Group, facts: Facts): string {
  if (facts.yearEndMonth) return `the financial year ${formatYear(firstReport(group, facts.yearEndMonth))}`
  return `your first financial year beginning on or after ${formatDate(GROUP_START[group])}: ${formatYear(firstReport(group, 6))} for a 30 June year end, or ${formatYear(firstReport(group, 12))} for a 31 December year end`
}

function groupResult(facts: Facts): CalculatorResult {
  const timing = 'au-first-reports-timing'
  const yearEndSettles = facts.yearEndMonth ? '' : ' Your financial year-end date settles which.'
  const missing: string[] = facts.yearEndMonth ? [] : [YEAR_END_MISSING]

  if (facts.lodgesUnder2M === false) {
    return {
      kind: 'group',
      blocks: [
        {
          text: 'You do not have to prepare a sustainability report: the duty applies only to entities that lodge annual financial reports under Chapter 2M of the Corporations Act, and you say you do not. The size, NGER and asset-owner tests matter only for entities that do.',
          cite: ['au-reporting-groups-overview'],
        },
      ],
      missing: [],
      passages: ['au-reporting-groups-overview'],
    }
  }

  if (!hasEntityFigures(facts)) {
    const group = facts.statedGroup
    if (group) {
      // A stated group ("we are Group 2") or one named alongside a year end ("a calendar-year Group 2 entity").
      return {
        kind: 'group',
        blocks: [
          {
            text: `As a Group ${group} entity, your first sustainability report covers ${firstReportWords(group, facts)}.${yearEndSettles}`,
            cite: [GROUP_PASSAGE[group], timing],
          },
          scope3ReliefBlock(group, facts),
        ],
        missing,
        passages: [GROUP_PASSAGE[group]],
      }
    }
    // Only a year end: the first report of each group, and the figures that pick the group.
    const lines = GROUPS.map((g) => `- Group ${g}: ${formatYear(firstReport(g, facts.yearEndMonth ?? 6))}.`)
    return {
      kind: 'group',
      blocks: [
        {
          text: `When you first report depends on your reporting group, which I cannot work out without your figures: I need ${joinWords(LIMBS.map((limb) => withPossessive(LIMB_MISSING[limb])))}, and whether you are an NGER registered corporation. For a ${yearEndName(facts.yearEndMonth ?? 6)} year end the first reports cover:\n\n${lines.join('\n')}`,
          cite: ['au-reporting-groups-overview', timing],
        },
      ],
      missing: LIMBS.map((limb) => LIMB_MISSING[limb]),
      passages: ['au-reporting-groups-overview'],
    }
  }

  const outcome = decideGroup(facts)
  const blocks: CalculatorBlock[] = []
  const passages: string[] = []
  const open = outcome.earlierOpen.filter((finding) => finding.status === 'open')
  const assetOwnerBelow = !outcome.atLatest && open.length === 0 && outcome.earlierOpen.length > 0

  if (outcome.group) {
    const group = outcome.group
    const stated =
      facts.statedGroup && facts.statedGroup !== group
        ? ` You mentioned Group ${facts.statedGroup}; the figures given put you in Group ${group}.`
        : ''
    blocks.push({
      text: `You are in Group ${group}, so your first sustainability report covers ${firstReportWords(group, facts)}.${yearEndSettles}${stated}`,
      cite: [GROUP_PASSAGE[group], timing],
    })
    passages.push(GROUP_PASSAGE[group])
  } else if (assetOwnerBelow) {
    const value = facts.fundAssets ?? facts.assets
    blocks.push({
      text: `The asset-owner test does not bring you into Group 2: your assets of ${value?.words ?? 'the value given'} are below the ${formatMoney(ASSET_OWNER_THRESHOLD)} threshold. Asset owners are excluded from Group 1, and the sources here do not settle how the general size tests apply to an asset owner below ${formatMoney(ASSET_OWNER_THRESHOLD)}; check the Act and ASIC RG 280, Section B.`,
      cite: ['au-asset-owners'],
    })
    missing.length = 0
    passages.push('au-asset-owners')
  } else if (!outcome.atLatest && open.length === 0) {
    blocks.push({
      text: "You are not in any reporting group on the figures given, so you do not have to prepare a sustainability report: the size test needs at least two of the three thresholds, and you meet fewer than two of Group 3's, while the regime covers only Chapter 2M financial report lodgers that meet a group's test.",
      cite: ['au-reporting-groups-overview', 'au-group-3'],
    })
    missing.length = 0
    passages.push('au-reporting-groups-overview')
  } else {
    const needed = unique(open.flatMap((finding) => finding.needed))
    missing.unshift(...needed)
    const ifClauses = open.map((finding) => `in Group ${finding.group} if ${finding.conditions.join(', or if ')}`)
    const conclusion = outcome.atLatest
      ? `Your group cannot be settled from the figures given: you are at least in Group ${outcome.atLatest}, and ${ifClauses.join('; or ')}.`
      : `Your group cannot be settled from the figures given, and it is not yet clear that you must report at all: you are ${ifClauses.join('; or ')}.`
    const possible = [...open.map((finding) => finding.group), ...(outcome.atLatest ? [outcome.atLatest] : [])]
    const timings = possible.map(
      (group) => `In Group ${group}, your first report would cover ${firstReportWords(group, facts)}.`,
    )
    blocks.push({
      text: `${conclusion} To settle it I need ${joinWords(needed.map(withPossessive))}. ${timings.join(' ')}`,
      cite: [...possible.map((group) => GROUP_PASSAGE[group]), timing],
    })
    passages.push(...possible.map((group) => GROUP_PASSAGE[group]))
  }

  const cite = ['au-reporting-groups-overview']
  if (facts.employees) cite.push('au-employee-count-fte')
  if (facts.nger) cite.push('au-nger-reporters')
  if (facts.assetOwner) cite.push('au-asset-owners')
  blocks.push({
    text: `How the tests apply to your figures, from Group 1 down:\n\n${outcome.findings.map((finding) => `- ${finding.detail}`).join('\n')}`,
    cite,
  })

  const notes: Array<[string, string]> = []
  if (facts.employees) {
    notes.push([
      'Employees are counted at the end of the financial year across the entity and the entities it controls, with part-time staff as full-time-equivalent fractions.',
      'au-employee-count-fte',
    ])
  }
  if (!facts.nger && !facts.assetOwner && outcome.group !== 1) {
    notes.push([
      'If you are a registered corporation under the NGER Act, that alone puts you in Group 2, or in Group 1 at or above the NGER publication threshold.',
      'au-nger-reporters',
    ])
  }
  if (facts.nger === 'registered' || facts.nger === 'above') {
    notes.push([
      'The publication threshold is the one referred to in s13(1)(a) of the NGER Act, commonly summarised as 50 kt CO2-e of emissions or 200 TJ of energy.',
      'au-nger-reporters',
    ])
  }
  if (facts.lodgesUnder2M === undefined) {
    notes.push([
      'All of this assumes you lodge annual financial reports under Chapter 2M of the Corporations Act; the duty applies only to entities that do.',
      'au-reporting-groups-overview',
    ])
  }
  if (notes.length > 0)
    blocks.push({ text: notes.map(([text]) => text).join(' '), cite: unique(notes.map(([, id]) => id)) })

  if (outcome.group === 3) {
    blocks.push({
      text: 'As secondary sources describe s296B, an entity in Group 3 only through the size test that has no material climate-related risks or opportunities may be able to lodge a statement saying so, with an explanation, instead of full climate disclosures. A Treasury consultation paper dated August 2026 is pending; check its outcome before relying on the Group 3 settings.',
      cite: ['au-group-3', 'au-no-material-climate-risks-statement'],
    })
  }
  if (outcome.group) blocks.push(scope3ReliefBlock(outcome.group, facts))
  if (facts.nger) passages.push('au-nger-reporters')
  return { kind: 'group', blocks, missing: unique(missing), passages: unique(passages) }
}

/** The first-year Scope 3 relief, with the year Scope 3 is first due when the year end is known. */
function scope3ReliefBlock(group: Group, facts: Facts): CalculatorBlock {
  const second = facts.yearEndMonth
    ? ` Scope 3 is first due in your second reporting year, ${formatYear(laterYear(firstReport(group, facts.yearEndMonth), 1))}.`
    : ' Scope 3 is first due in your second reporting year.'
  return {
    text: `In that first reporting year, AASB S2 para C4(b) means you need not disclose Scope 3 emissions; Scope 1 and Scope 2 get no such relief.${second}`,
    cite: ['aasb-s2-first-year-scope-3-relief'],
  }
}

const withPossessive = (need: string) =>
  need.startsWith('whether') || need.startsWith('the ') || need.startsWith('your') ? need : `your ${need}`
function joinWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

// ---------------------------------------------------------------------------------------------------------------
// Assurance

type AssuranceLevel = 'none' | 'year 1' | 'limited' | 'group 1 reasonable' | 'full audit'
/** What each level needs, and whether that rests on the firms' summaries of ASSA 5010 [S] or on s301A itself [V]. */
const ASSURANCE: Record<AssuranceLevel, { needs: string; firms: boolean }> = {
  none: { needs: 'no assurance, because no sustainability report is required for that year yet', firms: false },
  'year 1': {
    needs:
      'limited assurance over Scope 1 and Scope 2 emissions, governance disclosures and the climate-related risks and opportunities disclosures, with the remaining disclosures not assured',
    firms: true,
  },
  limited: {
    needs:
      'limited assurance over all disclosures, including Scope 3 emissions, scenario analysis and transition plans, with reasonable assurance being phased in',
    firms: true,
  },
  'group 1 reasonable': {
    needs:
      'reasonable assurance over all disclosures (reached for Group 1 from financial years beginning on or after 1 July 2028)',
    firms: true,
  },
  'full audit': {
    needs:
      'reasonable assurance over the whole sustainability report, because s301A requires a full audit for financial years beginning on or after 1 July 2030',
    firms: false,
  },
}
const assuranceWords = (level: AssuranceLevel) =>
  `${ASSURANCE[level].needs}${ASSURANCE[level].firms ? ', as firms summarise ASSA 5010' : ''}`

type AssuranceCase = { group: Group; yearEndMonth: number; fy: FinancialYear; n: number; level: AssuranceLevel }

function assuranceCase(group: Group, yearEndMonth: number, year: YearRef): AssuranceCase {
  const first = firstReport(group, yearEndMonth)
  const fy =
    year.kind === 'start'
      ? year.fy
      : year.kind === 'label'
        ? yearEndingIn(year.endYear, yearEndMonth)
        : laterYear(first, year.n - 1)
  const monthsAfterFirst = fy.start.y * 12 + fy.start.m - (first.start.y * 12 + first.start.m)
  const n = monthsAfterFirst < 0 ? 0 : Math.floor(monthsAfterFirst / 12) + 1
  const level: AssuranceLevel =
    n <= 0
      ? 'none'
      : dayKey(fy.start) >= dayKey(FULL_AUDIT_FROM)
        ? 'full audit'
        : group === 1 && dayKey(fy.start) >= dayKey(GROUP_1_FULL_REASONABLE_FROM)
          ? 'group 1 reasonable'
          : n === 1
            ? 'year 1'
            : 'limited'
  return { group, yearEndMonth, fy, n, level }
}

const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`
const caseYear = (c: AssuranceCase) => `${formatYear(c.fy)}${c.n > 0 ? `, your ${ordinal(c.n)} reporting year` : ''}`

function assuranceResult(facts: Facts): CalculatorResult {
  const cite = ['au-assurance-phasing', 'au-assurance-requirements']
  const { groups, outcome } = candidateGroups(facts)
  // Not in any group (or an asset owner the sources do not place): the group answer says so and why.
  if (groups.length === 0) return groupResult(facts)
  const missing: string[] = []
  const blocks: CalculatorBlock[] = []
  const groupNeeds = () =>
    outcome ? outcome.earlierOpen.flatMap((finding) => finding.needed) : ['which reporting group you are in']
  const asGroup = groups.length === 1 ? `, as a Group ${groups[0]} entity` : ''

  if (!facts.year) {
    // No year asked about: the schedule for the entity's group.
    const group = groups.length === 1 ? groups[0] : undefined
    if (!group) {
      missing.push(...groupNeeds())
      blocks.push({
        text: `Which assurance applies in which year depends on your reporting group, which the figures given do not settle; I need ${joinWords(unique(missing).map(withPossessive))}. Whatever the group, every financial year beginning on or after 1 July 2030 needs ${assuranceWords('full audit')}.`,
        cite: ['au-assurance-requirements', 'au-reporting-groups-overview'],
      })
    } else {
      const schedules = yearEnds(facts).map((month) => {
        const lines: string[] = []
        for (let n = 1; lines.at(-1)?.includes('s301A') !== true; n += 1) {
          const c = assuranceCase(group, month, { kind: 'index', n, words: '' })
          lines.push(`- Year ${n}, ${formatYear(c.fy)}: ${assuranceWords(c.level)}.`)
        }
        // Without a year end, each common one is an item whose schedule nests under it.
        return facts.yearEndMonth
          ? lines.join('\n')
          : `- ${yearEndName(month)} year end:\n${lines.map((line) => `  ${line}`).join('\n')}`
      })
      if (!facts.yearEndMonth) missing.push(YEAR_END_MISSING)
      blocks.push({
        text: `As a Group ${group} entity, you need limited assurance over part of your first sustainability report, wider assurance in the following years, and reasonable assurance over the whole report for every financial year beginning on or after 1 July 2030. Year by year:\n\n${schedules.join('\n')}`,
        cite,
      })
    }
  } else {
    const year = facts.year
    const cases = groups.flatMap((group) => yearEnds(facts).map((month) => assuranceCase(group, month, year)))
    const levels = unique(cases.map((c) => c.level))
    const years = unique(cases.map((c) => formatYear(c.fy)))
    const only = cases[0]
    if (levels.length === 1 && only) {
      const when =
        years.length > 1
          ? year.words
          : year.kind === 'index'
            ? `${year.words} (${years[0]})`
            : `the financial year ${caseYear(only)}`
      const firstYear =
        cases.length === 1 && only.level === 'none'
          ? `; your first report covers ${formatYear(firstReport(only.group, only.yearEndMonth))}`
          : ''
      blocks.push({
        text: `For ${when}${asGroup}, the sustainability report needs ${assuranceWords(only.level)}${firstYear}.`,
        cite,
      })
    } else {
      const groupsDiffer = unique(cases.map((c) => c.group)).length > 1
      const endsDiffer = unique(cases.map((c) => c.yearEndMonth)).length > 1
      if (groupsDiffer) missing.push(...groupNeeds())
      if (endsDiffer) missing.push(YEAR_END_MISSING)
      const depends = joinWords([
        ...(groupsDiffer ? ['your reporting group'] : []),
        ...(endsDiffer ? ['your financial year-end date'] : []),
      ])
      const lines = cases.map((c) => {
        const label = [
          groupsDiffer ? `Group ${c.group}` : '',
          endsDiffer ? `${yearEndName(c.yearEndMonth)} year end` : '',
        ]
          .filter(Boolean)
          .join(', ')
        return `- ${label} (${caseYear(c)}): ${assuranceWords(c.level)}.`
      })
      blocks.push({
        text: `The assurance needed for ${year.words}${asGroup}${asGroup ? ',' : ''} depends on ${depends}, which ${missing.length > 0 ? 'I need to settle it' : 'settles it'}:\n\n${lines.join('\n')}`,
        cite,
      })
    }
  }
  blocks.push({
    text: "Section 301A requires the sustainability report to be audited. For financial years beginning before 1 July 2030 the extent follows the AUASB standards, with ASSA 5010 setting the year-by-year phase-in; from 1 July 2030 the whole report needs reasonable assurance. The year-by-year levels here are the firms' reading, not the standard's text, and how the years map onto Group 2 and Group 3 reports in particular should be confirmed: check ASSA 5010 before scoping an engagement.",
    cite,
  })
  return { kind: 'assurance', blocks, missing: unique(missing), passages: cite }
}

// ---------------------------------------------------------------------------------------------------------------
// Modified liability

const PROTECTED_KINDS: readonly StatementKind[] = ['scope 3', 'scenario analysis', 'transition plan']
const STATEMENT_WORDS: Record<StatementKind, string> = {
  'scope 3': 'Scope 3 emissions',
  'scenario analysis': 'scenario analysis',
  'transition plan': 'transition plan',
  'scope 1': 'Scope 1 emissions',
  'scope 2': 'Scope 2 emissions',
}
const protectedYear = (fy: FinancialYear) =>
  dayKey(fy.start) >= dayKey(PROTECTED_FROM) && dayKey(fy.start) <= dayKey(PROTECTED_TO)
const REMAINING_EXPOSURE = 'ASIC can still bring proceedings and criminal proceedings remain possible'

function coveredYearsWords(month: number): string {
  const years = [2025, 2026, 2027].map((y) => firstYearFrom({ y, m: 1, d: 1 }, month)).filter(protectedYear)
  return `for a ${yearEndName(month)} year end, the years ${joinWords(years.map(formatYear))}`
}

function liabilityResult(facts: Facts): CalculatorResult {
  // "The report and a media release repeating it": the answer for the report first, then for the other document.
  if (facts.alsoInReport && facts.venue && !facts.venue.inReport) {
    const inReport = liabilityResult({
      ...facts,
      venue: { inReport: true, words: 'your sustainability report' },
      alsoInReport: false,
    })
    const elsewhere = liabilityResult({ ...facts, alsoInReport: false })
    return {
      ...inReport,
      blocks: [inReport.blocks[0]!, elsewhere.blocks[0]!, ...inReport.blocks.slice(1)],
      missing: unique([...inReport.missing, ...elsewhere.missing]),
    }
  }
  const cite = ['au-modified-liability']
  const kinds = facts.statements ?? []
  const protectedKinds = kinds.filter((kind) => PROTECTED_KINDS.includes(kind))
  const otherKinds = kinds.filter((kind) => !PROTECTED_KINDS.includes(kind))
  const about = (list: StatementKind[]) => `${joinWords(list.map((kind) => STATEMENT_WORDS[kind]))} statements`
  const missing: string[] = []
  const sentences: string[] = []

  const years = facts.year ? resolveYears(facts, facts.year) : []
  if (facts.year && years.length === 0) missing.push('which reporting group you are in')
  const yearVerdicts = unique(years.map((entry) => protectedYear(entry.fy)))

  if (protectedKinds.length > 0) {
    const subject = `Your ${about(protectedKinds)}`
    if (facts.venue && !facts.venue.inReport) {
      sentences.push(
        `${subject} in ${withArticle(facts.venue.words)} are not protected: as secondary sources summarise s1707D, the protection reaches only statements in the sustainability report or the auditor's report on it, even when another document repeats them, so private claims as well as ASIC and criminal proceedings remain possible.`,
      )
    } else if (years.length > 0 && yearVerdicts.length === 1) {
      const fyWords = unique(years.map((entry) => formatYear(entry.fy))).join(' or ')
      if (yearVerdicts[0]) {
        sentences.push(
          `${subject}${facts.venue ? ' in your sustainability report' : ''} for the financial year ${fyWords} are protected from private civil claims${facts.venue ? '' : " if they are made in your sustainability report or the auditor's report on it"}: as secondary sources summarise s1707D, investors and other private parties cannot sue over them, though ${REMAINING_EXPOSURE}.`,
        )
        if (!facts.venue) missing.push('where the statement is made (sustainability report or another document)')
      } else {
        sentences.push(
          `${subject} for the financial year ${fyWords} are not protected: as secondary sources summarise s1707D, the protection covers only financial years beginning between 1 January 2025 and 31 December 2027, so private claims are possible as well as ASIC and criminal proceedings.`,
        )
      }
    } else if (years.length > 0) {
      missing.push(YEAR_END_MISSING)
      const lines = years.map(
        (entry) =>
          `- ${yearEndName(entry.yearEndMonth)} year end: the financial year ${formatYear(entry.fy)} ${protectedYear(entry.fy) ? 'begins inside the window, so they are protected' : 'begins after the window, so they are not protected'}.`,
      )
      sentences.push(
        `Whether your ${about(protectedKinds)} for ${facts.year?.words ?? 'that year'} are protected depends on your financial year-end date: as secondary sources summarise s1707D, the protection covers financial years beginning between 1 January 2025 and 31 December 2027.\n\n${lines.join('\n')}`,
      )
    } else {
      if (!facts.year) missing.push('the financial year the statements are made for')
      sentences.push(
        `${subject}${facts.venue ? ' in your sustainability report' : ''} are protected from private civil claims only if they are for a financial year beginning between 1 January 2025 and 31 December 2027: ${yearEnds(facts).map(coveredYearsWords).join('; ')}. As secondary sources summarise s1707D, within that window investors and other private parties cannot sue over them, though ${REMAINING_EXPOSURE}.`,
      )
    }
  }
  if (otherKinds.length > 0) {
    sentences.push(
      `Your ${about(otherKinds)} are not protected, wherever and whenever made: as secondary sources summarise s1707D, the protection covers only Scope 3 emissions, scenario analysis and transition plans, so private claims as well as ASIC and criminal proceedings remain possible.`,
    )
  }
  const [conclusion = '', ...rest] = sentences
  const blocks: CalculatorBlock[] = [{ text: conclusion, cite }]
  if (rest.length > 0) blocks.push({ text: rest.join(' '), cite })
  blocks.push({
    text: `The protection is temporary and narrow: it bars private civil claims (for example misleading-conduct class actions) over protected statements in the sustainability report or its audit report, while ${REMAINING_EXPOSURE}. Statements in investor presentations, media releases, marketing or a separate voluntary report get no protection even if they repeat the report. Check the text of s1707D and ASIC RG 280, Section B, before advising on a particular claim.`,
    cite,
  })
  return { kind: 'liability', blocks, missing: unique(missing), passages: cite }
}

const withArticle = (words: string) =>
  /^(?:an?|the|your|our)\b/.test(words) ? words : `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`

/** The financial years a year reference may mean: one for a dated year, one per possible year end for "FY2028". */
function resolveYears(facts: Facts, year: YearRef): Array<{ yearEndMonth: number; fy: FinancialYear }> {
  if (year.kind === 'start') return [{ yearEndMonth: year.fy.end.m, fy: year.fy }]
  if (year.kind === 'label')
    return yearEnds(facts).map((month) => ({ yearEndMonth: month, fy: yearEndingIn(year.endYear, month) }))
  const { groups } = candidateGroups(facts)
  const group = groups.length === 1 ? groups[0] : undefined
  if (!group) return []
  return yearEnds(facts).map((month) => ({ yearEndMonth: month, fy: laterYear(firstReport(group, month), year.n - 1) }))
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

const ASKS_WHEN = /\b(?:when|which (?:financial )?year|from what year|what year)\b/i

const ENTITY_FACTS: Array<keyof Facts> = [
  'revenue',
  'assets',
  'employees',
  'fundAssets',
  'nger',
  'assetOwner',
  'lodgesUnder2M',
  'statedGroup',
  'yearEndMonth',
]
const FOLLOW_UP_FACTS: Record<CalculatorKind, Array<keyof Facts>> = {
  group: ENTITY_FACTS,
  assurance: [...ENTITY_FACTS, 'year'],
  liability: ['statements', 'venue', 'year', 'yearEndMonth'],
}

/** Later questions override earlier ones fact by fact. */
const mergeFacts = (questions: readonly string[]): Facts =>
  questions.reduce<Facts>((merged, question) => Object.assign(merged, readFacts(question)), {})

/**
 * Works out a reporting group, an assurance level or a modified-liability position from the entity's own figures.
 * `context` holds the earlier user questions of the conversation (oldest first); figures in `question` override
 * theirs. Returns null when the question is not such a calculation.
 */
export function calculate(question: string, context: readonly string[] = []): CalculatorResult | null {
  // A follow-up without a calculation word of its own ("what if our revenue were $600m?") keeps the last intent,
  // provided it brings facts that matter to that calculation.
  const earlier = [...context].reverse().map(readIntent).find(Boolean)
  const own = Object.keys(readFacts(question)).filter(
    (key) => earlier && FOLLOW_UP_FACTS[earlier].includes(key as keyof Facts),
  )
  // A question that gives the entity's figures and names a group ("does missing the revenue test keep us out of
  // Group 1?") asks about its group, whatever its wording.
  const figuresAndGroup =
    hasEntityFigures(readFacts(question)) && /\bgroup\s*[123]\b/i.test(question) ? 'group' : undefined
  const intent = readIntent(question) ?? figuresAndGroup ?? (own.length > 0 ? earlier : undefined)
  if (!intent) return null
  const facts = mergeFacts([...context, question])
  // "When does it become reasonable assurance for everything?" asks for the year: one named earlier does not apply.
  if (ASKS_WHEN.test(question) && !readFacts(question).year) delete facts.year
  if (!hasEntityFigures(facts) && !facts.statedGroup && (facts.yearEndMonth || facts.year)) {
    // "When does a calendar-year Group 2 entity first report?": one group named alongside a year end or a year, in
    // the question or else in the latest earlier question that names one ("When does Group 1 start?" ... "and for
    // a December year end?").
    const groupsIn = (text: string) =>
      unique([...normalise(text).matchAll(/\bgroup\s*([123])\b/g)].map((match) => match[1]))
    const named = [question, ...[...context].reverse()].map(groupsIn).find((groups) => groups.length > 0) ?? []
    if (named.length === 1) facts.statedGroup = Number(named[0]) as Group
  }
  const aboutEntity = hasEntityFigures(facts) || facts.statedGroup !== undefined || facts.lodgesUnder2M === false

  if (intent === 'liability') return facts.statements && (facts.year || facts.venue) ? liabilityResult(facts) : null
  if (intent === 'assurance') return facts.year || aboutEntity ? assuranceResult(facts) : null
  return aboutEntity || facts.yearEndMonth ? answeringAskedGroup(question, groupResult(facts)) : null
}

// "Are we in Group 1?", "are we in the first cohort?": a yes/no about one group, answered by the group worked out.
const ASKED_GROUP =
  /\b(?:are|am|is|would|will)\s+(?:we|i|it|they)\b[^?.]*?\b(?:in|part of|caught by|captured by)\s+(?:group\s*([123])|the first (?:cohort|wave|tranche|group|phase))\b/i

function answeringAskedGroup(question: string, result: CalculatorResult): CalculatorResult {
  const asked = ASKED_GROUP.exec(question)
  const found = /^You are in Group ([123])\b/.exec(result.blocks[0]?.text ?? '')
  if (!asked || !found || !result.blocks[0]) return result
  const verdict = Number(asked[1] ?? 1) === Number(found[1]) ? 'Yes' : 'No'
  return {
    ...result,
    blocks: [{ ...result.blocks[0], text: `${verdict}: ${result.blocks[0].text}` }, ...result.blocks.slice(1)],
  }
}
