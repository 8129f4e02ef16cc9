import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '../db/client'
import { rowsOf } from '../db/rows'
import { appMeta, reports } from '../db/schema'
import { capturingLogger } from '../test-app'
import { testDrivers, useTestDatabase } from '../test-database'
import { createCorpusStatus } from './corpus-status'
import { corpusCounts } from './report-store'
import { DEMO_CORPUS_MARKER, seedDemoCorpus } from './seed-demo-corpus'

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(name, () => {
    const database = useTestDatabase(driver)

    test('the first start generates the corpus with progress lines; later starts leave it alone', async () => {
      const { logger, lines } = capturingLogger()
      const status = createCorpusStatus(database().db)
      const seen: boolean[] = []
      const original = status.invalidate
      status.invalidate = () => {
        seen.push(status.seeding)
        original()
      }
      const outcome = await seedDemoCorpus(database(), { reports: 60, batchSize: 6, logger, status })
      expect(outcome).toMatchObject({ status: 'seeded', reports: 60 })
      const counts = await corpusCounts(database().db)
      expect(counts.reports).toBe(60)
      expect(counts.chunks).toBe(outcome.status === 'seeded' ? outcome.chunks : -1)
      // Health said "seeding" while the batches went in, and not afterwards.
      expect(seen.slice(0, -1).every(Boolean)).toBe(true)
      expect(status.seeding).toBe(false)
      const progress = lines.filter((line) => typeof line.percent === 'number').map((line) => line.percent)
      expect(progress).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
      expect(lines.some((line) => /Demo corpus ready: 60 reports/.test(line.msg))).toBe(true)
      const synthetic = rowsOf<{ n: number }>(
        await database().db.execute(
          sql`select count(*)::int as n from reports where synthetic and source_key like 'demo:%'`,
        ),
      )
      expect(synthetic[0]!.n).toBe(60)

      expect(await seedDemoCorpus(database(), { reports: 60, logger })).toEqual({ status: 'present' })
      expect((await corpusCounts(database().db)).reports).toBe(60)
    })

    test('another size replaces the demo corpus but never touches ingested reports', async () => {
      const { logger } = capturingLogger()
      const [company] = rowsOf<{ id: string }>(
        await database().db.execute(sql`insert into companies (name) values ('Ingested Real Ltd') returning id`),
      )
      await database()
        .db.insert(reports)
        .values({ sourceKey: 'file:real.pdf', companyId: company!.id, title: 'Real report', source: 'real.pdf' })
      const outcome = await seedDemoCorpus(database(), { reports: 25, logger })
      expect(outcome).toMatchObject({ status: 'seeded', reports: 25 })
      expect((await corpusCounts(database().db)).reports).toBe(26)
      const [marker] = await database().db.select().from(appMeta).where(eq(appMeta.key, DEMO_CORPUS_MARKER))
      expect(JSON.parse(marker!.value)).toMatchObject({ reports: 25, seed: 2026, generator: 2 })
    })

    test('an aborted run stops between batches and is started again from scratch next time', async () => {
      const { logger } = capturingLogger()
      const controller = new AbortController()
      const status = createCorpusStatus(database().db)
      status.invalidate = () => controller.abort()
      const outcome = await seedDemoCorpus(database(), {
        reports: 40,
        seed: 99,
        batchSize: 10,
        logger,
        status,
        signal: controller.signal,
      })
      expect(outcome).toEqual({ status: 'aborted', reports: 10 })
      expect(await database().db.select().from(appMeta).where(eq(appMeta.key, DEMO_CORPUS_MARKER))).toHaveLength(0)
      expect(await seedDemoCorpus(database(), { reports: 40, seed: 99, logger })).toMatchObject({
        status: 'seeded',
        reports: 40,
      })
      const demo = rowsOf<{ n: number }>(
        await database().db.execute(sql`select count(*)::int as n from reports where source_key like 'demo:%'`),
      )
      expect(demo[0]!.n).toBe(40)
    })
  })
}

describe.skipIf(testDrivers.find((d) => d.driver === 'postgres')?.skip ?? true)(
  'PostgreSQL, several processes starting together',
  () => {
    const database = useTestDatabase('postgres')

    test('one process generates the corpus, the others carry on without waiting, and nothing is stored twice', async () => {
      const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: database().databaseUrl })))
      try {
        const { logger } = capturingLogger()
        const outcomes = await Promise.all(
          [database(), ...others].map((handle) => seedDemoCorpus(handle, { reports: 30, batchSize: 5, logger })),
        )
        const statuses = outcomes.map((outcome) => outcome.status).sort()
        expect(statuses.filter((status) => status === 'seeded')).toHaveLength(1)
        expect(statuses.every((status) => status === 'seeded' || status === 'busy' || status === 'present')).toBe(true)
        expect((await corpusCounts(database().db)).reports).toBe(30)
        expect(await seedDemoCorpus(others[0]!, { reports: 30, logger })).toEqual({ status: 'present' })
      } finally {
        await Promise.all(others.map((handle) => handle.close()))
      }
    })
  },
)
