import { expect, test } from 'vitest'
import { TCFD_SECTIONS } from '../contract/write'
import { classifyParagraph, explainParagraph, figureFeatures } from './classifier'
import { stemTokens } from './text-normalise'

// Example paragraphs written for these tests, in the style of annual-report climate disclosures.
const GOVERNANCE = [
  'The Board has overall responsibility for climate-related matters and reviews our climate strategy at least twice a year. Its Sustainability Committee, chaired by an independent non-executive director, receives a climate briefing from management every quarter.',
  'Our Chief Sustainability Officer reports directly to the Chief Executive and leads a cross-functional climate working group that tracks progress on the transition plan.',
  'Twenty per cent of the long-term incentive for senior executives is linked to delivery of our emissions reduction targets, as approved by the Remuneration Committee.',
]
const STRATEGY = [
  'Over the medium to long term, more frequent heatwaves and floods could disrupt our distribution network and raise insurance costs, while demand for our low-emission products is likely to grow.',
  'We tested the resilience of our business model against a 1.5°C orderly transition scenario and a 3°C current-policies scenario; under both, our portfolio remains viable, although coal-exposed revenue declines.',
  'The shift to electric vehicles creates an opportunity for our charging business and a risk for our fuel retail sites, and we are reallocating capital expenditure accordingly.',
]
const RISK_MANAGEMENT = [
  'Climate-related risks are identified and assessed through our enterprise risk management framework, using the same likelihood and consequence ratings as other principal risks, and recorded in divisional risk registers.',
  'Each new lending transaction in carbon-intensive sectors is screened for transition risk during credit approval, and high-risk clients are escalated to the credit risk committee for enhanced due diligence.',
  'We monitor physical hazards at our sites with a geospatial tool and integrate the results into our insurance and business continuity planning.',
]
const METRICS_TARGETS = [
  'In FY2024 our Scope 1 emissions were 412,000 tCO2e and Scope 2 emissions were 198,000 tCO2e (market-based), a 14% reduction compared with the 2019 base year.',
  'We target net zero Scope 1 and 2 emissions by 2040, with an interim target to reduce emissions intensity per tonne of product by 35% by 2030.',
  'Renewable electricity made up 62% of our consumption of 1,240 GWh this year, against our goal of 100% by 2030.',
]
const NOT_CLIMATE = [
  'Revenue rose 8% to $2.3 billion, driven by strong volumes in our retail segment and higher average selling prices.',
  'The Board met eleven times during the year and the Audit Committee reviewed the half-year financial statements before their release.',
  'Our new customer app lets policyholders lodge a claim in minutes, and satisfaction scores improved across all regions.',
  'Despite an uncertain economic climate, the company hired 350 graduates and expanded its mentoring programme.',
]

test.each(GOVERNANCE)('governance: %s', (text) => {
  expect(classifyParagraph(text).pillar).toBe('governance')
})

test.each(STRATEGY)('strategy: %s', (text) => {
  expect(classifyParagraph(text).pillar).toBe('strategy')
})

test.each(RISK_MANAGEMENT)('risk management: %s', (text) => {
  expect(classifyParagraph(text).pillar).toBe('risk_management')
})

test.each(METRICS_TARGETS)('metrics and targets: %s', (text) => {
  expect(classifyParagraph(text).pillar).toBe('metrics_targets')
})

test.each(NOT_CLIMATE)('not climate-related: %s', (text) => {
  expect(classifyParagraph(text)).toMatchObject({ pillar: 'none', risks: [], actions: [] })
})

test('empty and whitespace-only text is not climate-related', () => {
  expect(classifyParagraph('').pillar).toBe('none')
  expect(classifyParagraph('   \n ').pillar).toBe('none')
})

test('the chosen class has the highest score and the scores sum to one', () => {
  for (const text of [...GOVERNANCE, ...STRATEGY, ...RISK_MANAGEMENT, ...METRICS_TARGETS, ...NOT_CLIMATE]) {
    const { pillar, scores } = classifyParagraph(text)
    const values = Object.values(scores)
    expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 3)
    expect(scores[pillar]).toBe(Math.max(...values))
  }
  expect(Object.keys(classifyParagraph(STRATEGY[0]!).scores).sort()).toEqual([...TCFD_SECTIONS, 'none'].sort())
})

test('risk and action categories come with the pillar', () => {
  const strategy = classifyParagraph(STRATEGY[0]!)
  expect(strategy.risks).toContain('physical_acute')
  expect(strategy.risks).toContain('transition_market')
  expect(classifyParagraph(METRICS_TARGETS[1]!).actions).toContain('emissions_targets')
  expect(classifyParagraph(STRATEGY[1]!).actions).toContain('scenario_analysis')
})

test('classification is deterministic', () => {
  const text = RISK_MANAGEMENT[1]!
  expect(classifyParagraph(text)).toEqual(classifyParagraph(text))
})

test('figure features count units, percentages, money and target years', () => {
  expect(
    figureFeatures(
      stemTokens('Emissions fell 12% to 4,100 tCO2e; we invested $3.2 million and aim for net zero by 2040.'),
    ),
  ).toEqual({
    figures: 3,
    percentages: 1,
    withUnits: 1,
    amounts: 1,
    futureYears: 1,
    targetYears: 1,
    pastYears: 0,
  })
})

test('the evidence names the terms that decided a paragraph', () => {
  const evidence = explainParagraph(GOVERNANCE[0]!)
  expect(evidence.pillarTerms.governance).toEqual(expect.arrayContaining(['board', 'committee']))
  expect(evidence.relevanceTerms).toContain('climat*')
})

test('a paragraph classifies in well under a millisecond', () => {
  const paragraphs = [...GOVERNANCE, ...STRATEGY, ...RISK_MANAGEMENT, ...METRICS_TARGETS, ...NOT_CLIMATE]
  const started = performance.now()
  for (let round = 0; round < 20; round += 1) for (const text of paragraphs) classifyParagraph(text)
  // A generous bound: the point is the order of magnitude on a shared, noisy machine.
  expect((performance.now() - started) / (20 * paragraphs.length)).toBeLessThan(1)
})
