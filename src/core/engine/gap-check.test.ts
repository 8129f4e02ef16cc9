import { expect, test } from 'vitest'
import { TCFD_SECTIONS, type TcfdSection } from '../contract/write'
import {
  aasbIndexMarkdown,
  checkAgainstAasbS2,
  paragraphStatuses,
  summaryLine,
  type AasbS2Check,
  type RequirementCheck,
} from './gap-check'
import { createGroundedEngine } from './grounded-engine'
import { knowledgeBase } from '../knowledge/knowledge-base'

const engine = createGroundedEngine(knowledgeBase)

const harbour =
  'Harbour Energy Pty Ltd runs three gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. Our CFO chairs a climate working group. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025. We target a 40% reduction in Scope 1 and 2 emissions by 2030 from a 2020 base year.'

/** All four sections as the grounded engine drafts them from one piece of company information. */
async function groundedDrafts(companyInfo: string, question?: string): Promise<Record<TcfdSection, string>> {
  const drafts = await Promise.all(
    TCFD_SECTIONS.map((section) =>
      engine.draftSection({
        section,
        companyName: 'Harbour Energy',
        companyInfo,
        industry: 'Energy',
        ...(question ? { question } : {}),
      }),
    ),
  )
  return Object.fromEntries(TCFD_SECTIONS.map((section, i) => [section, drafts[i]?.markdown ?? ''])) as Record<
    TcfdSection,
    string
  >
}

function requirement(check: AasbS2Check, key: string): RequirementCheck {
  const found = check.pillars.flatMap((pillar) => pillar.requirements).find((item) => item.key === key)
  if (!found) throw new Error(`no requirement ${key}`)
  return found
}

test('lists every element under its pillar, each of 29(b)-(g) on its own', () => {
  const check = checkAgainstAasbS2({})
  expect(check.pillars.map((pillar) => [pillar.pillar, pillar.title])).toEqual([
    ['governance', 'Governance'],
    ['strategy', 'Strategy'],
    ['risk_management', 'Risk Management'],
    ['metrics_targets', 'Metrics and Targets'],
  ])
  expect(check.pillars.map((pillar) => pillar.requirements.map((item) => item.key))).toEqual([
    ['6(a)(i)', '6(a)(ii)', '6(a)(iii)', '6(a)(v)', '6(b)'],
    ['10', '13', '14', '15-21', '22'],
    ['25(a)', '25(b)', '25(c)'],
    ['29(a)', '29(a)(vi)', '29(b)', '29(c)', '29(d)', '29(e)', '29(f)', '29(g)', '33-35', '36(e)'],
  ])
  expect(check.summary).toEqual({ total: 23, addressed: 0, partial: 0, missing: 23 })
})

test('paragraph statuses add 29(b)-(g) together: addressed only when all six are', () => {
  const some = paragraphStatuses(
    checkAgainstAasbS2({
      metrics_targets: 'We apply an internal carbon price of $60 per tonne of CO2-e to new investments.',
    }),
  )
  expect(some.find((item) => item.paragraph === '29(f)')?.status).toBe('addressed')
  expect(some.find((item) => item.paragraph === '29(b)-(g)')?.status).toBe('partial')
  expect(paragraphStatuses(checkAgainstAasbS2({})).find((item) => item.paragraph === '29(b)-(g)')?.status).toBe(
    'missing',
  )
})

test("a generated draft's placeholders, headings, Required-by lines, notes and sources are not evidence", async () => {
  const check = checkAgainstAasbS2(await groundedDrafts('We bake bread in Hobart.', 'What are the Scope 3 categories?'))
  expect(check.summary).toEqual({ total: 23, addressed: 0, partial: 0, missing: 23 })
})

test('a generated draft with only a Scope 1 figure is partial on 29(a) and missing Scope 3, each with the sentence it rests on', async () => {
  const check = checkAgainstAasbS2(await groundedDrafts(harbour))
  expect(requirement(check, '29(a)')).toMatchObject({
    status: 'partial',
    foundIn: 'metrics_targets',
    note: 'Gives no Scope 2 figure in tCO2-e.',
  })
  expect(requirement(check, '29(a)').evidence.join(' ')).toContain('1.2 million tCO2-e')
  expect(requirement(check, '29(a)(vi)')).toMatchObject({ status: 'missing', evidence: [], foundIn: null })
  expect(requirement(check, '29(a)(vi)').toAdd).toMatch(/^Give Scope 3 emissions in tCO2-e/)
  expect(requirement(check, '33-35')).toMatchObject({ status: 'addressed', toAdd: null })
})

test('a denial is shown as the evidence for missing', () => {
  const check = checkAgainstAasbS2({ strategy: 'We have not performed climate-related scenario analysis.' })
  expect(requirement(check, '22')).toMatchObject({
    status: 'missing',
    evidence: ['We have not performed climate-related scenario analysis.'],
    note: 'The draft says this is not done or not in place yet.',
    foundIn: 'strategy',
  })
})

test('sentences that cite a source restate the standard and are not evidence about the company', () => {
  const check = checkAgainstAasbS2({
    strategy:
      'AASB S2 requires a transition plan and scenario analysis showing resilience under 1.5°C and 3°C scenarios [2].',
  })
  expect(requirement(check, '14').status).toBe('missing')
  expect(requirement(check, '22').status).toBe('missing')
})

test('the summary line reads as a sentence fragment', () => {
  expect(summaryLine({ total: 23, addressed: 9, partial: 4, missing: 10 })).toBe(
    '9 of 23 requirements addressed, 4 partly, 10 missing',
  )
})

test('the AASB S2 index maps each paragraph to the section whose sentence it rests on', async () => {
  const markdown = aasbIndexMarkdown(await groundedDrafts(harbour))
  const lines = markdown.split('\n')
  expect(lines[0]).toBe('## AASB S2 index')
  expect(markdown).toContain('not an assurance opinion')
  const rows = lines.filter((line) => line.startsWith('| AASB S2 para'))
  expect(rows).toHaveLength(23)
  expect(rows).toContain('| AASB S2 para 29(a)(vi) | Scope 3 emissions | Not found | Missing |')
  expect(rows).toContain('| AASB S2 para 33-35 | Targets and progress | Metrics and Targets | Addressed |')
})
