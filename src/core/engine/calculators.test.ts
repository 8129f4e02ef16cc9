import { describe, expect, test } from 'vitest'
import { knowledgeBase } from '../knowledge/knowledge-base'
import { calculate, type CalculatorResult } from './calculators'

function run(question: string, context: readonly string[] = []): CalculatorResult {
  const result = calculate(question, context)
  if (!result) throw new Error(`no calculation for: ${question}`)
  return result
}
const opening = (result: CalculatorResult) => result.blocks[0]?.text ?? ''
const allText = (result: CalculatorResult) => result.blocks.map((block) => block.text).join('\n')
const knownIds = new Set(knowledgeBase.map((passage) => passage.id))

describe('reporting groups', () => {
  test('the Group 2 example: conclusion first, then each threshold from Group 1 down', () => {
    const result = run(
      'We have $320m revenue, $450m gross assets and 280 employees, and a 30 June year end. Which group are we in?',
    )
    expect(result.kind).toBe('group')
    expect(opening(result)).toMatch(
      /^You are in Group 2, so your first sustainability report covers the financial year 1 July 2026 to 30 June 2027\./,
    )
    const text = allText(result)
    expect(text).toContain('revenue $320 million (Group 2 threshold $200 million: met)')
    expect(text).toContain('gross assets $450 million (Group 2 threshold $500 million: not met)')
    expect(text).toContain('employees 280 (Group 2 threshold 250: met)')
    expect(text.indexOf('**Group 1**')).toBeLessThan(text.indexOf('**Group 2**'))
    expect(result.missing).toEqual([])
    expect(result.passages).toEqual(['au-group-2'])
  })

  test.each([
    ['$320m revenue'],
    ['revenue of $320 million'],
    ['A$320m in revenue'],
    ['revenue is 320 million dollars'],
    ['$320,000,000 in revenue'],
    ['annual revenue was about $320m'],
  ])('reads revenue written as "%s"', (phrase) => {
    expect(allText(run(`We have ${phrase} and 280 staff. Are we caught?`))).toContain(
      'revenue $320 million (Group 2 threshold $200 million: met)',
    )
  })

  test('"where do we land" asks for the group, and an NGER reporter above the threshold with a September year end is Group 1', () => {
    const result = run(
      'Revenue $150m, gross assets $120m, 90 employees, and we report under NGER above the publication threshold, with a 30 September year end. Where do we land?',
    )
    expect(opening(result)).toBe(
      'You are in Group 1, so your first sustainability report covers the financial year 1 October 2025 to 30 September 2026.',
    )
  })

  test('"we are in the first cohort" names Group 1, as the second cohort names Group 2', () => {
    expect(opening(run("We're in the first cohort with a 30 June year end. When is our first report?"))).toContain(
      '1 July 2025 to 30 June 2026',
    )
    expect(opening(run("We're in the second cohort with a 30 June year end. When is our first report?"))).toContain(
      '1 July 2026 to 30 June 2027',
    )
  })

  test('reads turnover in billions', () => {
    expect(allText(run('Turnover of $1.2bn and 600 employees: which group?'))).toContain(
      'revenue $1.2 billion (Group 1 threshold $500 million: met)',
    )
  })

  test.each([['$450m gross assets'], ['total assets of $450 million'], ['assets of $450m']])(
    'reads gross assets written as "%s"',
    (phrase) => {
      expect(allText(run(`Revenue of $100m and ${phrase}. Are we caught?`))).toContain(
        'gross assets $450 million (Group 2 threshold $500 million: not met)',
      )
    },
  )

  test.each([
    ['280 employees'],
    ['280 staff'],
    ['280 FTE'],
    ['a headcount of 280'],
    ['a workforce of 280 people'],
    ['280 full-time equivalent employees'],
  ])('reads employees written as "%s"', (phrase) => {
    expect(allText(run(`We have ${phrase} and $320m revenue. Which group are we in?`))).toContain(
      'employees 280 (Group 2 threshold 250: met)',
    )
  })

  test('a number without a unit or keyword is not a figure', () => {
    const result = run('We have 3 subsidiaries, 12 sites and revenue of $320m. Are we caught?')
    expect(allText(result)).toContain('employees not given')
    expect(result.missing).toContain('number of employees (full-time equivalents) at the end of the financial year')
  })

  test('Group 1 boundary: exactly $500m and exactly 500 employees count', () => {
    expect(opening(run('Revenue of exactly $500m and 500 employees, 31 December year end. Which group?'))).toMatch(
      /^You are in Group 1, so your first sustainability report covers the financial year 1 January 2025 to 31 December 2025\./,
    )
  })

  test('Group 1 boundary: $1bn gross assets with $500m revenue', () => {
    expect(opening(run('Revenue $500 million and gross assets $1 billion, 30 June balancer. Are we caught?'))).toMatch(
      /^You are in Group 1.*1 July 2025 to 30 June 2026/,
    )
  })

  test('just below Group 1 falls to Group 2', () => {
    const result = run('Revenue of $499m, gross assets of $999m and 499 employees. Which group?')
    expect(opening(result)).toMatch(/^You are in Group 2/)
    expect(allText(result)).toContain('No threshold met, so the size test (at least two of the three) is not met.')
  })

  test('Group 2 boundary: $200m revenue and $500m assets', () => {
    expect(opening(run('$200m revenue, $500m total assets and 10 staff; calendar year. Are we caught?'))).toMatch(
      /^You are in Group 2, so your first sustainability report covers the financial year 1 January 2027 to 31 December 2027\./,
    )
  })

  test('Group 3 boundary, with the s296B statement and Scope 3 relief', () => {
    const result = run('Revenue of $50m, gross assets of $25m and 99 employees; June year end. Are we caught?')
    expect(opening(result)).toMatch(
      /^You are in Group 3, so your first sustainability report covers the financial year 1 July 2027 to 30 June 2028\./,
    )
    const text = allText(result)
    expect(text).toMatch(/As secondary sources describe s296B/)
    expect(text).toMatch(/C4\(b\)/)
    expect(result.blocks.flatMap((block) => block.cite)).toContain('au-no-material-climate-risks-statement')
  })

  test('below every group: not required, with the Chapter 2M condition', () => {
    const result = run('We have $20m revenue, $10m gross assets and 50 staff. Do we need to report?')
    expect(opening(result)).toMatch(
      /^You are not in any reporting group on the figures given, so you do not have to prepare a sustainability report/,
    )
    expect(opening(result)).toContain('Chapter 2M')
    expect(result.missing).toEqual([])
  })

  test('missing figure decides between groups: at least Group 3, Group 2 if assets are large enough', () => {
    const result = run('Revenue of $320m and 120 employees, 30 June year end. Which group are we in?')
    expect(opening(result)).toMatch(
      /^Your group cannot be settled from the figures given: you are at least in Group 3, and in Group 2 if your consolidated gross assets at the end of the financial year are \$500 million or more\./,
    )
    expect(result.missing).toEqual(['consolidated gross assets at the end of the financial year'])
    expect(result.passages).toEqual(['au-group-2', 'au-group-3'])
  })

  test('one figure only: not yet clear whether the entity reports at all', () => {
    const result = run('Our revenue is $30m. Are we caught?')
    expect(opening(result)).toMatch(/not yet clear that you must report at all/)
    expect(result.missing).toEqual(
      expect.arrayContaining([
        'consolidated gross assets at the end of the financial year',
        'number of employees (full-time equivalents) at the end of the financial year',
      ]),
    )
  })

  test('a figure out of reach of two thresholds rules the group out even with others missing', () => {
    expect(allText(run('Revenue of $60m and 120 staff. Are we caught?'))).toMatch(
      /\*\*Group 1\*\*.*No threshold met, so the size test \(at least two of the three\) is not met\./,
    )
  })

  test('bounds: "over $500m" meets the threshold, "under $200m" does not', () => {
    const result = run('Revenue over $500m, gross assets over $1bn. Which group?')
    expect(opening(result)).toMatch(/^You are in Group 1/)
    expect(allText(result)).toContain('revenue over $500 million (Group 1 threshold $500 million: met)')
    expect(allText(run('Revenue under $200m and fewer than 250 employees, assets of $30m. Are we caught?'))).toContain(
      'revenue under $200 million (Group 2 threshold $200 million: not met)',
    )
  })

  test('a thresholds question with no entity figures is not a calculation', () => {
    expect(calculate('What are the Group 2 thresholds?')).toBeNull()
    expect(calculate('Is the Group 2 revenue threshold $200m?')).toBeNull()
    expect(calculate('Does the 250 employees threshold count part-time staff?')).toBeNull()
  })
})

describe('a yes/no about one group', () => {
  test('is answered by the group worked out, first cohort meaning Group 1', () => {
    const opening = (question: string) => calculate(question)?.blocks[0]?.text
    expect(
      opening(
        '31 December year end, revenue $600m, gross assets $800m, 450 staff. Are we in the first cohort that started in 2025?',
      ),
    ).toMatch(/^No: You are in Group 2/)
    expect(opening('30 June year end, revenue $900m, assets $2bn, 1200 employees. Are we in Group 1?')).toMatch(
      /^Yes: You are in Group 1/,
    )
    expect(opening('30 June year end, revenue $900m, assets $2bn, 1200 employees. Which group are we in?')).toMatch(
      /^You are in Group 1/,
    )
  })
})

describe('NGER reporters and asset owners', () => {
  test('a plain NGER reporter is Group 2 at least, Group 1 if above the publication threshold', () => {
    const result = run('We are an NGER reporter with a 30 June year end. When do we start?')
    expect(opening(result)).toMatch(/you are at least in Group 2/)
    expect(opening(result)).toMatch(/Group 1 if .*at or above the NGER publication threshold/)
    expect(result.missing).toContain('whether you meet the NGER publication threshold')
    expect(allText(result)).toMatch(/commonly summarised as 50 kt CO2-e/)
    expect(result.passages).toContain('au-nger-reporters')
  })

  test('an NGER reporter above the publication threshold is Group 1', () => {
    expect(
      opening(
        run(
          'We are registered under the NGER Act and above the NGER publication threshold, calendar year. Which group?',
        ),
      ),
    ).toMatch(
      /^You are in Group 1, so your first sustainability report covers the financial year 1 January 2025 to 31 December 2025\./,
    )
  })

  test('an NGER reporter below the publication threshold and small is Group 2', () => {
    expect(
      opening(
        run(
          'We report under NGER but are below the publication threshold, with $40m revenue and 30 staff. Are we caught?',
        ),
      ),
    ).toMatch(/^You are in Group 2/)
  })

  test('"not an NGER reporter" is read as a negative', () => {
    const result = run('We are not an NGER reporter; revenue $300m, 300 staff. Which group?')
    expect(opening(result)).toMatch(/^You are in Group 2/)
    expect(allText(result)).toContain('Not an NGER reporter.')
    expect(run("We're not registered under NGER, revenue $20m and 20 staff. Are we caught?").blocks[0]?.text).toMatch(
      /not in any reporting group/,
    )
  })

  test('a super fund with $8bn in assets is Group 2', () => {
    const result = run('We are a super fund with $8bn in assets and a 30 June year end. Do we need to report?')
    expect(opening(result)).toMatch(
      /^You are in Group 2, so your first sustainability report covers the financial year 1 July 2026 to 30 June 2027\./,
    )
    expect(allText(result)).toContain('asset owners are excluded from Group 1')
  })

  test('a registered scheme with FUM of $6 billion is Group 2, never Group 1', () => {
    expect(opening(run('Our registered scheme has FUM of $6 billion and revenue of $900m. Which group?'))).toMatch(
      /^You are in Group 2/,
    )
  })

  test('an asset owner below $5bn: the asset-owner test does not bring it in, and nothing is invented', () => {
    const result = run('We are a superannuation fund with $3bn in assets. Are we caught?')
    expect(opening(result)).toMatch(/^The asset-owner test does not bring you into Group 2/)
    expect(opening(result)).toMatch(/the sources here do not settle/)
    expect(result.passages).toEqual(['au-asset-owners'])
  })

  test('an entity that does not lodge Chapter 2M financial reports is not covered', () => {
    const result = run(
      "We don't lodge financial reports under Chapter 2M, but revenue is $800m and 900 staff. Are we caught?",
    )
    expect(opening(result)).toMatch(/^You do not have to prepare a sustainability report: .*Chapter 2M/)
  })
})

describe('year ends', () => {
  test.each([
    ['30 June balancer', '1 July 2026 to 30 June 2027'],
    ['June year end', '1 July 2026 to 30 June 2027'],
    ['financial year ends 30 June', '1 July 2026 to 30 June 2027'],
    ['31 December year end', '1 January 2027 to 31 December 2027'],
    ['calendar year', '1 January 2027 to 31 December 2027'],
    ['December balance date', '1 January 2027 to 31 December 2027'],
    ['30 September year end', '1 October 2026 to 30 September 2027'],
    ['balance date of 31 March', '1 April 2027 to 31 March 2028'],
  ])('"%s" gives the Group 2 first year %s', (phrase, period) => {
    expect(opening(run(`We have $320m revenue and 280 staff, ${phrase}. Which group?`))).toContain(
      `the financial year ${period}.`,
    )
  })

  test('a 30 September Group 1 entity first reports for the year ending 30 September 2026', () => {
    expect(
      opening(run('600 employees and turnover of $1.2bn, 30 September year end. When is our first report?')),
    ).toContain('1 October 2025 to 30 September 2026')
  })

  test('without a year end both 30 June and 31 December answers are given and the year end is asked for', () => {
    const result = run('Revenue of $320m and 280 staff. Are we caught?')
    expect(opening(result)).toContain(
      '1 July 2026 to 30 June 2027 for a 30 June year end, or 1 January 2027 to 31 December 2027 for a 31 December year end',
    )
    expect(opening(result)).toContain('Your financial year-end date settles which.')
    expect(result.missing).toEqual(['your financial year-end date'])
  })

  test('a stated group with a year end', () => {
    expect(opening(run("We're a Group 3 entity with a 31 December year end. When is our first report?"))).toBe(
      'As a Group 3 entity, your first sustainability report covers the financial year 1 January 2028 to 31 December 2028.',
    )
  })

  test("a year end alone names the figures needed and each group's first year", () => {
    const result = run('We are a 30 June balancer. When do we start reporting?')
    expect(opening(result)).toMatch(/^When you first report depends on your reporting group/)
    expect(opening(result)).toContain('Group 3: 1 July 2027 to 30 June 2028.')
    expect(result.missing).toHaveLength(3)
  })
})

describe('follow-up questions', () => {
  const first =
    'We have $320m revenue, $450m gross assets and 280 employees, and a 30 June year end. Which group are we in?'

  test('figures in the follow-up override the earlier ones', () => {
    const result = run('What if our revenue were $600m and total assets $1.1 billion?', [first])
    expect(opening(result)).toMatch(
      /^You are in Group 1, so your first sustainability report covers the financial year 1 July 2025 to 30 June 2026\./,
    )
    expect(allText(result)).toContain('employees 280 (Group 1 threshold 500: not met)')
  })

  test('a follow-up can switch to assurance and keep the figures', () => {
    const result = run('And what assurance do we need in our second year?', [first])
    expect(result.kind).toBe('assurance')
    expect(opening(result)).toMatch(
      /^For your second reporting year \(1 July 2027 to 30 June 2028\), as a Group 2 entity, .*limited assurance over all disclosures/,
    )
  })

  test('a follow-up that is not a calculation returns null', () => {
    expect(calculate('What is Scope 3?', [first])).toBeNull()
  })

  test('a year end asked after a question that named a group applies to that group', () => {
    const result = run('and for a December year end?', ['When does Group 1 start mandatory climate reporting?'])
    expect(opening(result)).toMatch(/1 January 2025 to 31 December 2025/)
  })
})

describe('assurance', () => {
  test('without a year end, each common year end is an item with its schedule nested under it', () => {
    const text = allText(run('What assurance do we need each year as a Group 1 entity?'))
    expect(text).toMatch(
      /Year by year:\n\n- 30 June year end:\n {2}- Year 1, 1 July 2025 to 30 June 2026: limited assurance/,
    )
    expect(text).toMatch(/\n- 31 December year end:\n {2}- Year 1, 1 January 2025 to 31 December 2025/)
  })

  test('Group 2, FY2028 with a 30 June year end is the second year: limited assurance over everything', () => {
    const result = run('We are Group 2 with a 30 June year end. What assurance do we need for FY2028?')
    expect(result.kind).toBe('assurance')
    expect(opening(result)).toMatch(
      /^For the financial year 1 July 2027 to 30 June 2028, your second reporting year, as a Group 2 entity/,
    )
    expect(opening(result)).toMatch(/as firms summarise ASSA 5010/)
    expect(result.passages).toEqual(['au-assurance-phasing', 'au-assurance-requirements'])
  })

  test('year 1: limited assurance over Scope 1 and 2, governance and risks', () => {
    expect(opening(run('As a Group 1 entity, what assurance is needed in our first year?'))).toMatch(
      /limited assurance over Scope 1 and Scope 2 emissions, governance disclosures/,
    )
  })

  test('Group 1 from 1 July 2028: reasonable assurance over all disclosures, hedged', () => {
    const result = run(
      'We are in Group 1 with a June year end. What audit level applies to the year starting 1 July 2028?',
    )
    expect(opening(result)).toMatch(/reasonable assurance over all disclosures/)
    expect(opening(result)).toMatch(/as firms summarise ASSA 5010/)
  })

  test('years beginning on or after 1 July 2030 need reasonable assurance under s301A, whatever the group', () => {
    const result = run('What assurance applies for FY2031?')
    expect(opening(result)).toMatch(
      /reasonable assurance over the whole sustainability report, because s301A requires a full audit/,
    )
    expect(opening(result)).not.toMatch(/firms summarise/)
  })

  test('a year before the entity starts reporting needs no assurance', () => {
    expect(opening(run('We are Group 3 with a June year end. Do we need assurance for FY2027?'))).toMatch(
      /no assurance, because no sustainability report is required for that year yet; your first report covers 1 July 2027 to 30 June 2028/,
    )
  })

  test('the answer depends on the year end when it is not given', () => {
    const result = run('We are Group 1. What assurance do we need in FY2029?')
    expect(opening(result)).toMatch(/reasonable assurance over all disclosures/)
    const dependent = run('We are Group 3. What assurance do we need in FY2031?')
    expect(opening(dependent)).toMatch(/reasonable assurance over the whole sustainability report/)
    const split = run('We are Group 1. What assurance applies for FY2026?')
    expect(opening(split)).toMatch(
      /^The assurance needed for FY2026, as a Group 1 entity, depends on your financial year-end date/,
    )
    expect(split.missing).toEqual(['your financial year-end date'])
  })

  test('a fourth year without a group needs the group', () => {
    const result = run('What assurance do we need in our fourth year?')
    expect(opening(result)).toMatch(/depends on your reporting group/)
    expect(result.missing).toContain('which reporting group you are in')
  })

  test('a group without a year gives the schedule up to the s301A full audit', () => {
    const result = run('We are Group 2 with a 30 June year end. What assurance do we need?')
    expect(opening(result)).toContain(
      '- Year 1, 1 July 2026 to 30 June 2027: limited assurance over Scope 1 and Scope 2',
    )
    expect(opening(result)).toContain(
      '- Year 5, 1 July 2030 to 30 June 2031: reasonable assurance over the whole sustainability report',
    )
  })

  test('assurance from figures', () => {
    expect(
      opening(run('Revenue of $600m and 700 employees, 30 June year end: what assurance do we need in FY2027?')),
    ).toMatch(/^For the financial year 1 July 2026 to 30 June 2027, your second reporting year, as a Group 1 entity/)
  })

  test('what limited assurance is, with no entity or year, is not a calculation', () => {
    expect(calculate('What is limited assurance?')).toBeNull()
  })
})

describe('modified liability', () => {
  test('Scope 3 in the sustainability report inside the window is protected from private claims, hedged', () => {
    const result = run(
      'Can investors sue us over Scope 3 emissions in our sustainability report for the year starting 1 July 2026?',
    )
    expect(result.kind).toBe('liability')
    expect(opening(result)).toMatch(
      /^Your Scope 3 emissions statements in your sustainability report for the financial year 1 July 2026 to 30 June 2027 are protected from private civil claims/,
    )
    expect(opening(result)).toMatch(/as secondary sources summarise s1707D/)
    expect(opening(result)).toMatch(/ASIC can still bring proceedings and criminal proceedings remain possible/)
    expect(result.passages).toEqual(['au-modified-liability'])
  })

  test('outside the window is not protected', () => {
    expect(
      opening(
        run('Is our transition plan in the sustainability report for the year starting 1 January 2028 protected?'),
      ),
    ).toMatch(/are not protected: .*1 January 2025 and 31 December 2027/)
  })

  test('Scope 1 is never protected', () => {
    expect(
      opening(run('Are our Scope 1 emissions in the FY2026 sustainability report protected from class actions?')),
    ).toMatch(/^Your Scope 1 emissions statements are not protected/)
  })

  test('an investor presentation is not protected', () => {
    expect(opening(run('Is scenario analysis in our investor presentation for FY2026 protected?'))).toMatch(
      /^Your scenario analysis statements in an investor presentation are not protected/,
    )
  })

  test('FY2028 depends on the year end: 30 June is inside the window, 31 December is not', () => {
    const result = run('Can we be sued over our scenario analysis in the FY2028 sustainability report?')
    expect(opening(result)).toMatch(/depends on your financial year-end date/)
    expect(opening(result)).toMatch(
      /30 June year end: the financial year 1 July 2027 to 30 June 2028 begins inside the window/,
    )
    expect(opening(result)).toMatch(
      /31 December year end: the financial year 1 January 2028 to 31 December 2028 begins after the window/,
    )
  })

  test('without a year, says which years are covered', () => {
    const result = run(
      'Are our Scope 3 statements in our sustainability report protected from liability? We have a 30 June year end.',
    )
    expect(opening(result)).toContain(
      '1 July 2025 to 30 June 2026, 1 July 2026 to 30 June 2027 and 1 July 2027 to 30 June 2028',
    )
    expect(result.missing).toContain('the financial year the statements are made for')
  })

  test('a liability question without a statement kind or context is not a calculation', () => {
    expect(calculate('Can we be sued over our climate disclosures?')).toBeNull()
    expect(calculate('What is modified liability?')).toBeNull()
  })
})

describe('not calculations', () => {
  test.each([
    ['What is Scope 3?'],
    ['When was AASB S2 issued?'],
    ['What are the Group 2 thresholds?'],
    ['Which NGER reporters are in Group 1?'],
    ['Explain scenario analysis.'],
  ])('%s', (question) => {
    expect(calculate(question)).toBeNull()
  })
})

describe('citations', () => {
  const questions = [
    'We have $320m revenue, $450m gross assets and 280 employees, and a 30 June year end. Which group are we in?',
    'Revenue of $50m, gross assets of $25m and 99 employees; June year end. Are we caught?',
    'We are an NGER reporter with revenue of $100m. When do we start?',
    'We are a super fund with $3bn in assets. Are we caught?',
    'We are Group 2. What assurance do we need?',
    'Can we be sued over our scenario analysis in the FY2028 sustainability report?',
  ]
  test.each(questions.map((question) => [question]))(
    'every cited passage exists and every block cites one: %s',
    (question) => {
      const result = run(question)
      for (const block of result.blocks) {
        expect(block.cite.length).toBeGreaterThan(0)
        for (const id of block.cite) expect(knownIds.has(id)).toBe(true)
      }
      for (const id of result.passages) expect(knownIds.has(id)).toBe(true)
    },
  )
})

describe('wording users write', () => {
  test('"we balance on 31 March" is a year end', () => {
    const result = run(
      'We balance on 31 March. Revenue $65m, gross assets $40m, 140 employees, not an NGER reporter. Which group are we?',
    )
    expect(opening(result)).toBe(
      'You are in Group 3, so your first sustainability report covers the financial year 1 April 2028 to 31 March 2029.',
    )
  })

  test('a statement in the report and the same one in a media release get an answer each, the report first', () => {
    const result = run(
      "We're Group 2 with a 30 June year end. Our first sustainability report (1 July 2026 to 30 June 2027) will include our scenario analysis, and we'll summarise it in an ASX media release. Is either protected under s1707D?",
    )
    expect(result.kind).toBe('liability')
    expect(result.blocks[0]?.text).toMatch(
      /^Your scenario analysis statements in your sustainability report for the financial year 1 July 2026 to 30 June 2027 are protected/,
    )
    expect(result.blocks[1]?.text).toMatch(/^Your scenario analysis statements in a media release are not protected/)
  })
})

test('naming a group as background is not a calculation; asking which group is', () => {
  expect(
    calculate(
      "We're a Group 3 engineering consultancy with no modelling team. Do we need sophisticated quantitative climate modelling to satisfy paragraph 22?",
    ),
  ).toBeNull()
  expect(
    calculate(
      'We have a 30 June year end, revenue of $600m and 300 employees, and we are not under NGER. Are we Group 1 or Group 2?',
    )?.kind,
  ).toBe('group')
})
