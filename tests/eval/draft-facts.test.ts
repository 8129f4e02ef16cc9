import { expect, test } from 'vitest'
import { createGroundedEngine } from '../../src/core/engine/grounded-engine'
import { knowledgeBase } from '../../src/core/knowledge/knowledge-base'
import { evaluateDraftFacts, FACT_KEYS, readFactSheets } from './draft-facts'

const engine = createGroundedEngine(knowledgeBase)

// The set the drafting rules were tuned on: a change that misfiles or drops its facts fails here.
test('drafts of the tuning fact sheets carry their facts under the right requirement and ask for the rest', async () => {
  const evaluation = await evaluateDraftFacts(engine, readFactSheets('tuning'))
  const misses = evaluation.misses.join('\n')
  expect(evaluation.facts).toBeGreaterThanOrEqual(100)
  expect(evaluation.placed / evaluation.facts, misses).toBeGreaterThanOrEqual(0.85)
  expect(evaluation.facts - evaluation.placed - evaluation.elsewhere, misses).toBe(0)
  expect(evaluation.honest, misses).toBe(evaluation.notGiven)
})

test('every fact sheet names known paragraphs, and each fact is in the company information as written', () => {
  for (const set of ['tuning', 'held-out']) {
    for (const sheet of readFactSheets(set)) {
      for (const fact of sheet.facts) {
        expect(FACT_KEYS, sheet.id).toContain(fact.paragraph)
        for (const text of fact.must)
          expect(sheet.companyInfo.toLowerCase(), `${sheet.id} ${text}`).toContain(text.toLowerCase())
      }
      for (const key of sheet.notGiven) expect(FACT_KEYS, sheet.id).toContain(key)
    }
  }
})
