import { insertReports, type ChunkInput, type ReportInput } from './corpus/report-store'
import type { Database } from './db/client'

// A small hand-made report corpus whose tags are set explicitly, so the search and summary tests can state exactly
// which chunk must come first. Companies are fictional, like the demo corpus's.

const chunk = (
  text: string,
  risks: string[],
  actions: string[],
  pillar: ChunkInput['pillar'] = 'strategy',
): ChunkInput => ({ text, risks, actions, pillar })

export const TEST_REPORTS: readonly ReportInput[] = [
  {
    sourceKey: 'test:aldvora-2024',
    title: 'Climate Report FY2024',
    company: 'Aldvora Mining Ltd',
    year: 2024,
    exchange: 'ASX',
    country: 'Australia',
    sicDivision: 'B',
    source: 'test corpus',
    chunks: [
      chunk(
        'Cyclones flood our open pits, so we signed a wind power purchase agreement for the processing plant.',
        ['physical_acute'],
        ['renewable_energy'],
      ),
      chunk('Flooding closed the haul road for nine days in FY2024.', ['physical_acute'], []),
      chunk('The Board met four times during the year.', [], [], 'governance'),
    ],
  },
  {
    sourceKey: 'test:brenthex-2025',
    title: 'Climate-related Disclosures 2025',
    company: 'Brenthex Power Inc',
    year: 2025,
    exchange: 'NYSE',
    country: 'United States',
    sicDivision: 'E',
    source: 'test corpus',
    chunks: [
      chunk('Storms damaged poles and wires across the network.', ['physical_acute'], []),
      chunk('We added 300 MW of solar generation in 2025.', [], ['renewable_energy']),
    ],
  },
  {
    sourceKey: 'test:crolvium-2023',
    title: 'Sustainability Report 2023',
    company: 'Crolvium Bank Ltd',
    year: 2023,
    exchange: 'NZX',
    country: 'New Zealand',
    sicDivision: 'H',
    source: 'test corpus',
    chunks: [
      chunk(
        'Carbon pricing regulation could raise credit risk in our mortgage book after a flood.',
        ['transition_policy_legal'],
        ['climate_finance'],
      ),
      chunk('We issued a green bond.', [], ['climate_finance']),
    ],
  },
  {
    sourceKey: 'test:drevanth-2022',
    title: 'TCFD Report 2022',
    company: 'Drevanth Steel Corp',
    year: 2022,
    exchange: 'Nasdaq',
    country: 'United States',
    sicDivision: 'D',
    source: 'test corpus',
    chunks: [
      chunk(
        'Heatwaves stop our mills; we buy renewable electricity and target net zero by 2050.',
        ['physical_acute'],
        ['renewable_energy', 'emissions_targets'],
        'metrics_targets',
      ),
    ],
  },
]

/** Stores TEST_REPORTS; answers the report ids by source key. */
export async function insertTestCorpus(db: Database): Promise<Map<string, string>> {
  const stored = await insertReports(db, TEST_REPORTS)
  return new Map(stored.map((report) => [report.sourceKey, report.reportId]))
}
