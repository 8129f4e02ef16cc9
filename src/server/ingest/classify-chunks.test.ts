import { expect, test } from 'vitest'
import { classifyChunks, dominantIndustry } from './classify-chunks'

const bank = [
  'Our bank measures the financed emissions of its lending portfolio, including mortgages and business loans.',
  'The Board Risk Committee oversees climate risk in our insurance and asset management businesses.',
  'We engaged the largest emitters among the investees in our superannuation fund portfolio on their transition plans.',
]

test('each chunk gets a pillar, risk and action categories and the industries it names, in order', () => {
  const [first, second, third] = classifyChunks([
    'The Board oversees climate-related risks through its Risk Committee, which meets quarterly.',
    'Bushfires and floods could damage our mines and disrupt iron ore shipments.',
    'The canteen menu changes every week.',
  ])
  expect(first).toMatchObject({ ordinal: 0, pillar: 'governance' })
  expect(second).toMatchObject({
    ordinal: 1,
    risks: expect.arrayContaining(['physical_acute']),
    industries: expect.arrayContaining(['B']),
  })
  expect(third).toMatchObject({ ordinal: 2, pillar: 'none', risks: [], actions: [] })
})

test("a report's industry is the division most of its chunks name first, when at least two do", () => {
  const chunks = classifyChunks([...bank, 'One of our clients runs a copper mine and an iron ore operation.'])
  expect(chunks.map((chunk) => chunk.industries[0])).toEqual(['H', 'H', 'H', 'B'])
  expect(dominantIndustry(chunks)).toBe('H')
  expect(dominantIndustry(classifyChunks([bank[0]!, 'Our staff volunteer at weekends.']))).toBeUndefined()
  expect(dominantIndustry(classifyChunks([bank[0]!]))).toBe('H')
  expect(dominantIndustry([])).toBeUndefined()
})
