import { expect, test } from 'vitest'
import {
  analyseQuestion,
  comparedThings,
  conversationContext,
  isFollowUp,
  leanedOn,
  questionClauses,
  withoutPurpose,
  yesOrNo,
} from './question'
import type { ChatTurn } from './types'

test.each([
  ['Compare AASB S2 and IFRS S2 in a table', 'comparison'],
  ['What is the difference between location-based and market-based Scope 2?', 'comparison'],
  ['List the 11 TCFD recommended disclosures', 'list'],
  ['What are the 15 Scope 3 categories?', 'list'],
  ['What should our board oversight disclosures cover?', 'list'],
  ['What exactly must we disclose about our climate resilience under paragraph 22?', 'list'],
  ['What information does AASB S2 require about each target?', 'list'],
  ['What goes into the risk management section?', 'list'],
  ['When does Group 2 start reporting?', 'timeline'],
  ['How do we quantify physical risk for our sites?', 'method'],
  ['Is scenario analysis mandatory under AASB S2?', 'yes-no'],
  ['Do we need comparatives in the first year?', 'yes-no'],
  ['What is a transition plan?', 'definition'],
  ['Tell me about the modified liability regime', 'general'],
] as const)('"%s" is a %s question', (question, kind) => {
  expect(analyseQuestion(question).kind).toBe(kind)
})

test('a comparison names the things it compares', () => {
  expect(comparedThings('Compare AASB S2 and IFRS S2 in a table')).toEqual(['AASB S2', 'IFRS S2'])
  expect(comparedThings('What is the difference between acute and chronic physical risk?')).toEqual([
    'acute',
    'chronic physical risk',
  ])
  expect(comparedThings('NZ CS 1 vs AASB S2')).toEqual(['NZ CS 1', 'AASB S2'])
})

const after = (question: string): ChatTurn[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: 'An answer.' },
]

test.each([
  'and from the second year?',
  'What about banks?',
  'Does that apply to us too?',
  'Is it mandatory?',
  'What if our revenue were $600m instead?',
  'which paragraph covers that?',
])('"%s" leans on the question before it', (question) => {
  expect(isFollowUp(question, after('What are the Group 2 thresholds?'))).toBe(true)
})

test.each([
  'What are the requirements for disclosing climate-related targets under AASB S2?',
  'How should we describe the board’s oversight of climate risk in our climate statements?',
  'Is it mandatory to report Scope 3 emissions in the first year under AASB S2?',
])('"%s" is a new topic, answered on its own terms', (question) => {
  expect(isFollowUp(question, after('What does NZ CS 1 require?'))).toBe(false)
})

test('a first question is never a follow-up', () => {
  expect(isFollowUp('and from the second year?', [])).toBe(false)
})

test('the context of a chain of follow-ups reaches back to the question that set the topic', () => {
  const history: ChatTurn[] = [
    ...after('Tell me about NZ CS 1'),
    ...after('Which group is a company with $600m revenue and 600 staff in?'),
    ...after('and its first report?'),
  ]
  expect(conversationContext('what about assurance then?', history)).toEqual([
    'Which group is a company with $600m revenue and 600 staff in?',
    'and its first report?',
  ])
  expect(conversationContext('What does AASB S2 require for targets?', history)).toEqual([])
})

test('a question with an unrelated part splits into clauses', () => {
  expect(questionClauses('What is Scope 3 and can you recommend a good restaurant in Perth?')).toEqual([
    'What is Scope 3',
    'can you recommend a good restaurant in Perth?',
  ])
  expect(questionClauses('Who won the grand final? Also, what is NGER?')).toEqual([
    'Who won the grand final?',
    'Also, what is NGER?',
  ])
  expect(questionClauses('What do governance and strategy cover?')).toEqual(['What do governance and strategy cover?'])
})

test.each([
  ['Is scenario analysis mandatory under AASB S2?', 'Scenario analysis is mandatory under AASB S2.', 'Yes'],
  [
    'Do we need comparatives in our first year?',
    'An entity need not disclose comparative information in its first annual reporting period (C3).',
    'No',
  ],
  [
    'Is Scope 3 exempt in the first year?',
    'An entity need not disclose Scope 3 emissions in its first annual reporting period.',
    'Yes',
  ],
  ['Do we need comparatives in the first year?', 'No comparatives are required in the first year (C3).', 'No'],
  [
    'Does AASB S2 set the temperature of our scenarios?',
    'AASB S2 does not prescribe any temperature outcome; the Act does.',
    'No',
  ],
  ['Is AASB S1 mandatory?', 'Reporting covers climate only: AASB S2 is mandatory, and AASB S1 is voluntary.', null],
  ['Is the SEC rule in force?', 'The SEC rule, adopted in March 2024, never took effect.', null],
  ['Is Scope 2 location-based or market-based?', 'Scope 2 is reported location-based.', null],
  ['What is Scope 3?', 'Scope 3 is the value chain.', null],
  ['Is the Task Force still going?', 'The TCFD was created by the Financial Stability Board in December 2015.', null],
  [
    'Is the Task Force still going?',
    'Secondary sources describe the Task Force as disbanded after its 2023 report.',
    'No',
  ],
] as const)('"%s" answered by "%s" is %s', (question, sentence, verdict) => {
  expect(yesOrNo(question, sentence)).toBe(verdict)
})

test('the reason a question is asked is not part of what it asks', () => {
  expect(withoutPurpose('Can you compare TCFD with AASB S2 in a table so I can brief the audit committee?')).toBe(
    'Can you compare TCFD with AASB S2 in a table?',
  )
  expect(withoutPurpose('What are the Group 2 thresholds?')).toBe('What are the Group 2 thresholds?')
})

test('a follow-up that names nothing of its own also leans on the titles of the sources of the answer before it', () => {
  const history: ChatTurn[] = [
    { role: 'user', content: 'What scenarios does the law require?' },
    {
      role: 'assistant',
      content:
        'At least two [1].\n\n**Sources**\n\n1. Minimum scenarios under the Corporations Act — Corporations Act 2001 s296D(2A) (https://example.org)',
    },
  ]
  expect(leanedOn(history)).toEqual(['What scenarios does the law require?'])
  expect(leanedOn(history, { withSources: true })).toEqual([
    'What scenarios does the law require?',
    'Minimum scenarios under the Corporations Act',
  ])
  expect(conversationContext('Which IPCC scenarios fit each of those?', history, { withSources: true })).toContain(
    'Minimum scenarios under the Corporations Act',
  )
})

test.each([
  [
    'Can we leave Scope 3 out of our first report?',
    'An entity does not have to disclose Scope 3 in its first annual reporting period.',
    'Yes',
  ],
  [
    'Can we report without Scope 3 in year one?',
    'An entity does not have to disclose Scope 3 in its first annual reporting period.',
    'Yes',
  ],
  [
    'Can we exclude derivatives from Category 15?',
    'An entity may leave out emissions associated with derivatives.',
    null,
  ],
  ['Can we skip scenario analysis?', 'Scenario analysis is mandatory under AASB S2.', 'No'],
] as const)('a question about leaving something out turns the answer round: "%s"', (question, sentence, verdict) => {
  expect(yesOrNo(question, sentence)).toBe(verdict)
})

test('an opening phrase before the main clause does not hide its verdict', () => {
  const sentence =
    'In its first annual reporting period under AASB S2, an entity does not have to disclose its Scope 3 emissions (C4(b)).'
  expect(yesOrNo('Do we have to report Scope 3 in our first year?', sentence)).toBe('No')
  expect(yesOrNo('Can we leave Scope 3 out of our first report?', sentence)).toBe('Yes')
})

test.each([
  [
    'Can we report Scope 2 on a market-based basis only?',
    'AASB S2 requires Scope 2 emissions to be reported on a location-based basis.',
    'No',
  ],
  [
    'Is our existing TCFD report basically enough to comply with AASB S2?',
    'AASB S2 goes further than TCFD, with scenario analysis and Scope 3 required.',
    'No',
  ],
  [
    'Can we just describe the effects in words?',
    'An entity need not give quantitative information when the effects are not separately identifiable.',
    'Yes',
  ],
  ['Is it enough to name the CFO?', 'The entity describes the controls and procedures management uses.', null],
] as const)(
  'a question proposing less than the rule asks is answered by the duty: "%s"',
  (question, sentence, verdict) => {
    expect(yesOrNo(question, sentence)).toBe(verdict)
  },
)

test('a question about all, any or only of something gets no yes or no', () => {
  expect(
    yesOrNo(
      'Do all NGER reporters fall under the Safeguard Mechanism?',
      'A Safeguard facility emits more than 100,000 t CO2-e a year.',
    ),
  ).toBeNull()
  expect(yesOrNo('Is Scope 1 the only scope we must report?', 'Scope 1 must be reported.')).toBeNull()
})
