import { expect, test } from 'vitest'
import { TCFD_SECTIONS, type TcfdSection } from '../contract/write'
import { aasbIndexMarkdown, checkAgainstAasbS2, instructionFor, summaryLine, type AasbS2Check, type RequirementCheck } from './gap-check'
import { createGroundedEngine } from './grounded-engine'
import { knowledgeBase } from '../knowledge/knowledge-base'

const engine = createGroundedEngine(knowledgeBase)

const harbour =
  'Harbour Energy Pty Ltd runs three gas-fired power stations in Queensland. The board risk committee reviews climate risks quarterly. Our CFO chairs a climate working group. We emitted 1.2 million tCO2-e of Scope 1 emissions in FY2025. We target a 40% reduction in Scope 1 and 2 emissions by 2030 from a 2020 base year.'

/** All four sections as the grounded engine drafts them from one piece of company information. */
async function groundedDrafts(companyInfo: string, question?: string): Promise<Record<TcfdSection, string>> {
  const drafts = await Promise.all(
    TCFD_SECTIONS.map((section) =>
      engine.draftSection({ section, companyName: 'Harbour Energy', companyInfo, industry: 'Energy', ...(question ? { question } : {}) }),
    ),
  )
  return Object.fromEntries(TCFD_SECTIONS.map((section, i) => [section, drafts[i]?.markdown ?? ''])) as Record<TcfdSection, string>
}

function requirement(check: AasbS2Check, key: string): RequirementCheck {
  const found = check.pillars.flatMap((pillar) => pillar.requirements).find((item) => item.key === key)
  if (!found) throw new Error(`no requirement ${key}`)
  return found
}

test('lists every requirement under its pillar, in the order and with the titles of the four sections', () => {
  const check = checkAgainstAasbS2({})
  expect(check.pillars.map((pillar) => [pillar.pillar, pillar.title])).toEqual([
    ['governance', 'Governance'],
    ['strategy', 'Strategy'],
    ['risk_management', 'Risk Management'],
    ['metrics_targets', 'Metrics and Targets'],
  ])
  expect(check.pillars.map((pillar) => pillar.requirements.length)).toEqual([5, 5, 4, 5])
  expect(check.summary).toEqual({ total: 19, addressed: 0, partial: 0, missing: 19 })
  expect(requirement(check, 'board-body')).toMatchObject({ label: 'Board oversight', reference: 'AASB S2 para 6(a)', foundIn: null })
})

test("a generated draft's placeholders, headings, Required-by lines, notes and sources are not evidence", async () => {
  const check = checkAgainstAasbS2(await groundedDrafts('We bake bread in Hobart.', 'What are the Scope 3 categories?'))
  expect(check.summary).toEqual({ total: 19, addressed: 0, partial: 0, missing: 19 })
})

test('a draft with no Scope 3 mention flags Scope 3 as missing, with what to add', async () => {
  const check = checkAgainstAasbS2(await groundedDrafts(harbour))
  expect(requirement(check, 'scope-3')).toEqual({
    key: 'scope-3',
    label: 'Scope 3 emissions',
    reference: 'AASB S2 para 29(a)(vi); paras B32-B57',
    status: 'missing',
    foundIn: null,
    note: null,
    toAdd: 'Add Scope 3 emissions and the categories included (first-year relief may apply).',
  })
  expect(requirement(check, 'scope-1-2')).toMatchObject({ status: 'addressed', foundIn: 'metrics_targets', toAdd: null })
  expect(requirement(check, 'targets').status).toBe('addressed')
  expect(requirement(check, 'management-role').status).toBe('addressed')
})

test('a draft that describes its Scope 3 emissions has Scope 3 addressed', async () => {
  const drafts = await groundedDrafts(harbour)
  const metrics = drafts.metrics_targets.replace(
    /\*\*\[To be provided: Scope 3 emissions[^\]]*\]\*\*/,
    'Our Scope 3 emissions, mostly from the use of sold gas (category 11), were 4.1 million tCO2-e.',
  )
  expect(metrics).not.toBe(drafts.metrics_targets)
  const check = checkAgainstAasbS2({ ...drafts, metrics_targets: metrics })
  expect(requirement(check, 'scope-3')).toMatchObject({ status: 'addressed', foundIn: 'metrics_targets', note: null, toAdd: null })
})

test("an element whose placeholder is still there is only partly addressed, even if a neighbour's text names it", async () => {
  const check = checkAgainstAasbS2(await groundedDrafts(harbour))
  // "The board risk committee reviews climate risks quarterly." is placed under how often the board is informed; Board
  // oversight names the committee but keeps a placeholder for its mandate.
  expect(requirement(check, 'board-information').status).toBe('addressed')
  expect(requirement(check, 'board-body')).toMatchObject({
    status: 'partial',
    foundIn: 'governance',
    note: 'Some text touches on this, but its placeholder is still in the draft: replace it or remove it.',
  })
  expect(requirement(check, 'board-skills').status).toBe('missing')
})

test('an element mentioned only in another section is partly addressed and says where', () => {
  const check = checkAgainstAasbS2({
    strategy: 'We plan to cut our Scope 3 emissions by working with our suppliers.',
  })
  expect(requirement(check, 'scope-3')).toMatchObject({
    status: 'partial',
    foundIn: 'strategy',
    note: 'Mentioned only in the Strategy section; cover it in Metrics and Targets too.',
  })
  expect(requirement(check, 'transition-plan')).toMatchObject({ status: 'addressed', foundIn: 'strategy' })
})

test("the company's own prose counts wherever it sits in its section, headings or not", () => {
  const check = checkAgainstAasbS2({
    metrics_targets: [
      '## Metrics and Targets',
      'Scope 1 emissions were 52,000 tCO2-e.',
      '- Scope 3 emissions covered categories 1, 4 and 11.',
      'We hold no carbon credits and do not plan to buy offsets.',
    ].join('\n\n'),
  })
  expect(requirement(check, 'scope-1-2').status).toBe('addressed')
  expect(requirement(check, 'scope-3').status).toBe('addressed')
  expect(requirement(check, 'carbon-credits').status).toBe('addressed')
  expect(requirement(check, 'cross-industry').status).toBe('missing')
})

test('sentences that cite a source restate the standard and are not evidence about the company', () => {
  const check = checkAgainstAasbS2({
    metrics_targets: 'AASB S2 requires Scope 3 emissions across the 15 categories [1].\n\n**Sources**\n\n1. Scope 3 value chain emissions — AASB S2 para 29(a)(vi)',
  })
  expect(requirement(check, 'scope-3').status).toBe('missing')
  expect(requirement(check, 'scope-1-2').status).toBe('missing')
})

test("a placeholder a model wrote under the element's own heading keeps it open", () => {
  const check = checkAgainstAasbS2({
    governance: '### Skills and competencies\n\nOur directors bring energy-sector experience. **[To be provided: the training plan]**',
  })
  expect(requirement(check, 'board-skills').status).toBe('partial')
  expect(requirement(check, 'board-body').status).toBe('addressed')
})

test('counts are given per pillar and for the whole report', async () => {
  const check = checkAgainstAasbS2(await groundedDrafts(harbour))
  for (const pillar of check.pillars) {
    const statuses = pillar.requirements.map((item) => item.status)
    expect(pillar.counts).toEqual({
      total: statuses.length,
      addressed: statuses.filter((status) => status === 'addressed').length,
      partial: statuses.filter((status) => status === 'partial').length,
      missing: statuses.filter((status) => status === 'missing').length,
    })
  }
  const { summary } = check
  expect(summary.total).toBe(19)
  expect(summary.addressed + summary.partial + summary.missing).toBe(19)
  expect(summary.addressed).toBeGreaterThan(0)
  expect(summary.missing).toBeGreaterThan(0)
})

test('placeholders become instructions', () => {
  expect(instructionFor('how these processes are integrated into the enterprise risk management framework')).toBe(
    'Explain how these processes are integrated into the enterprise risk management framework.',
  )
  expect(instructionFor('the process used to identify, assess and monitor climate-related opportunities')).toBe(
    'Describe the process used to identify, assess and monitor climate-related opportunities.',
  )
  expect(instructionFor('gross Scope 1 emissions')).toBe('Add gross Scope 1 emissions.')
})

test('the summary line reads as a sentence fragment', () => {
  expect(summaryLine({ total: 19, addressed: 9, partial: 4, missing: 6 })).toBe('9 of 19 requirements addressed, 4 partly, 6 missing')
})

test('the AASB S2 index maps each paragraph reference to the section that addresses it', async () => {
  const markdown = aasbIndexMarkdown(await groundedDrafts(harbour))
  const lines = markdown.split('\n')
  expect(lines[0]).toBe('## AASB S2 index')
  expect(markdown).toContain('not an assurance opinion')
  expect(markdown).toContain('| AASB S2 reference | Requirement | Report section | Status |')
  const rows = lines.filter((line) => line.startsWith('| AASB S2 para'))
  expect(rows).toHaveLength(19)
  expect(rows).toContain('| AASB S2 para 6(a) | Board oversight | Governance | Partly addressed |')
  expect(rows).toContain('| AASB S2 para 6(a)(iii) | How and how often the board is informed | Governance | Addressed |')
  expect(rows).toContain('| AASB S2 para 29(a)(vi); paras B32-B57 | Scope 3 emissions | Not found | Missing |')
  expect(rows).toContain('| AASB S2 para 29(a) | Scope 1 and Scope 2 emissions | Metrics and Targets | Addressed |')
})

test('the index names the other section when a requirement is only met there', () => {
  const markdown = aasbIndexMarkdown({ governance: 'Executive bonuses depend on meeting our emissions target.' })
  expect(markdown).toContain('| AASB S2 paras 33-36 | Targets and progress | Governance | Partly addressed |')
  expect(markdown).toContain('| AASB S2 para 6(a)(v) and 29(g) | Oversight of targets and link to remuneration | Governance | Addressed |')
})
