// Draft facts: whether Write Assist's four drafted sections carry the preparer's facts under the AASB S2 requirement
// each one evidences, and are honest about the rest. Fact sheets live in tests/eval/fact-sheets/<set>.jsonl, one per
// line: {"id", "industry", "companyName", "companyInfo", "facts": [{"paragraph", "must": [...]}], "notGiven": [...]}.
// Each "must" string is copied from companyInfo (names, figures, schemes), so a faithful draft has to contain it.
// Figures, per set:
// - placed: facts whose strings all appear in a subsection that cites the fact's paragraph;
// - elsewhere: facts whose strings are all in the draft but not together under that paragraph (misfiled);
// - dropped: facts the draft does not carry at all;
// - honest placeholders: of the paragraphs the sheet says nothing about, the share whose subsection asks for them
//   with a "[To be provided: ...]" placeholder instead of claiming something.
// A blind set waits outside DRAFT_FACT_SETS until its first run, as the AASB S2 check's sets do.

import { resolve } from 'node:path'
import { TCFD_SECTIONS, type TcfdSection } from '../../src/core/contract/write'
import type { Engine } from '../../src/core/engine/types'
import { readJsonLines } from './gap-check'

export const DRAFT_FACT_SETS = ['tuning', 'held-out'] as const

export type FactSheet = {
  id: string
  industry: string
  companyName: string
  companyInfo: string
  facts: Array<{ paragraph: string; must: string[] }>
  notGiven: string[]
}

// The citation a drafted subsection carries ("_Required by AASB S2 para 6(a)(v) and 29(g)._") names the paragraphs
// it answers; each key of a fact sheet is answered by a subsection citing one of these.
const CITED_AS: Record<string, string[]> = {
  '6(a)(i)': ['6(a)', '6(a)(i)'],
  '6(a)(ii)': ['6(a)(ii)'],
  '6(a)(iii)': ['6(a)(iii)'],
  '6(a)(v)': ['6(a)(v)'],
  '6(b)': ['6(b)'],
  '10': ['10-12', '10'],
  '10(d)': ['10(d)'],
  '13': ['13'],
  '14': ['14'],
  '15-21': ['15-21', '15-16(a)-(b)'],
  '22': ['22'],
  '25(a)': ['25(a)'],
  '25(b)': ['25(b)'],
  '25(c)': ['25(c)'],
  '29(a)': ['29(a)'],
  '29(a)(vi)': ['29(a)(vi)'],
  '29(b)': ['29(b)-(g)', '29(b)'],
  '29(c)': ['29(b)-(g)', '29(c)'],
  '29(d)': ['29(b)-(g)', '29(d)'],
  '29(e)': ['29(b)-(g)', '29(e)'],
  '29(f)': ['29(b)-(g)', '29(f)'],
  '29(g)': ['29(b)-(g)', '29(g)'],
  '33-35': ['33-36', '33-35'],
  '36(e)': ['36(e)'],
}

export const FACT_KEYS = Object.keys(CITED_AS)

type Subsection = { section: TcfdSection; heading: string; cites: string[]; text: string }

const fold = (text: string) => text.toLowerCase().replace(/[‐-―]/g, '-').replace(/[‘’]/g, "'").replace(/\s+/g, ' ')

/** The "### " subsections of a drafted section with the paragraphs their "Required by" line cites. */
function subsections(section: TcfdSection, markdown: string): Subsection[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((part) => {
      const required = /_Required by AASB S2 paras? ([^_]*?)(?:\. \[\d+\])?_/.exec(part)?.[1] ?? ''
      const cites = required
        .split(/;|,| and /)
        .map((ref) =>
          ref
            .trim()
            .replace(/^paras? /, '')
            .replace(/\.$/, ''),
        )
        .filter(Boolean)
      return { section, heading: part.slice(0, part.indexOf('\n')).trim(), cites, text: fold(part) }
    })
}

export type DraftFactsEvaluation = {
  sheets: number
  facts: number
  placed: number
  elsewhere: number
  notGiven: number
  honest: number
  misses: string[]
}

export async function evaluateDraftFacts(engine: Engine, sheets: FactSheet[]): Promise<DraftFactsEvaluation> {
  const result: DraftFactsEvaluation = {
    sheets: sheets.length,
    facts: 0,
    placed: 0,
    elsewhere: 0,
    notGiven: 0,
    honest: 0,
    misses: [],
  }
  for (const sheet of sheets) {
    const parts: Subsection[] = []
    let whole = ''
    for (const section of TCFD_SECTIONS) {
      const draft = await engine.draftSection({
        section,
        companyName: sheet.companyName,
        companyInfo: sheet.companyInfo,
        industry: sheet.industry,
      })
      parts.push(...subsections(section, draft.markdown))
      whole += fold(draft.markdown)
    }
    const answering = (key: string) => {
      const cited = CITED_AS[key]
      if (!cited) throw new Error(`${sheet.id}: unknown paragraph ${key}`)
      return parts.filter((part) => part.cites.some((cite) => cited.includes(cite)))
    }
    for (const fact of sheet.facts) {
      result.facts++
      const must = fact.must.map(fold)
      if (answering(fact.paragraph).some((part) => must.every((text) => part.text.includes(text)))) result.placed++
      else if (must.every((text) => whole.includes(text))) {
        result.elsewhere++
        const under = parts
          .filter((part) => must.some((text) => part.text.includes(text)))
          .map((part) => `${part.section}/${part.heading}`)
        result.misses.push(
          `${sheet.id} ${fact.paragraph}: "${fact.must.join('" + "')}" written under ${under.join(', ') || 'no requirement'}`,
        )
      } else result.misses.push(`${sheet.id} ${fact.paragraph}: "${fact.must.join('" + "')}" dropped`)
    }
    for (const key of sheet.notGiven) {
      result.notGiven++
      if (answering(key).some((part) => part.text.includes('[to be provided'))) result.honest++
      else result.misses.push(`${sheet.id} ${key}: not given, but no placeholder asks for it`)
    }
  }
  return result
}

export function draftFactSetPath(set: string): string {
  return resolve(import.meta.dirname, 'fact-sheets', `${set}.jsonl`)
}

export function readFactSheets(set: string): FactSheet[] {
  return readJsonLines<FactSheet>(draftFactSetPath(set))
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'na' : `${((100 * part) / whole).toFixed(1)}%`
}

// Targets: at least 85% of facts placed under their requirement, none dropped, every unanswered requirement asked for.
export function formatDraftFactsReport(set: string, evaluation: DraftFactsEvaluation, misses: boolean): string[] {
  const { facts, placed, elsewhere, notGiven, honest } = evaluation
  return [
    `${set}: ${evaluation.sheets} fact sheets, ${facts} facts`,
    `  placed under their requirement: ${placed}/${facts} = ${percent(placed, facts)} (target >= 85%)`,
    `  written under another requirement: ${elsewhere}; dropped: ${facts - placed - elsewhere} (target 0)`,
    `  requirements not given that the draft asks for: ${honest}/${notGiven} = ${percent(honest, notGiven)} (target 100%)`,
    // a held-out set's misses are never listed, so that no rule is written from them
    ...(misses && !set.startsWith('held-out') ? evaluation.misses.map((miss) => `    ${miss}`) : []),
  ]
}
