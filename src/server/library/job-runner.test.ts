import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { pino } from 'pino'
import { libraryJobs } from '../db/schema'
import { insertUser } from '../test-accounts'
import { testDrivers, useTestDatabase } from '../test-database'
import { createLibraryRunner } from './job-runner'
import { claimNextJob, createJobs, findJob } from './library-jobs'

// The runner's rules (docs/decisions/180): every job passes parsing, tagging and indexing in that order; one job at
// a time across processes; a job a stopped process left half-done is queued again and finished.

const logger = pino({ level: 'silent' })
const markdown = (company: string) =>
  `---\ncompany: ${company}\nyear: 2024\n---\n# ${company} Climate Report 2024\n\n${company} reports flood risk to its coastal sites and Scope 1 emissions down 10 per cent since 2019.\n`

for (const { name, driver, skip } of testDrivers) {
  describe.skipIf(skip)(`the library runner (${name})`, () => {
    const database = useTestDatabase(driver)

    async function queue(company: string, at = new Date()) {
      const { user } = await insertUser(database().db, { passwordHash: 'x' })
      const [row] = await createJobs(
        database().db,
        [
          {
            fileName: `${company}.md`,
            format: 'markdown',
            size: 100,
            metadata: {},
            content: Buffer.from(markdown(company)),
          },
        ],
        user.id,
        at,
      )
      return row!
    }

    test('a job passes parsing, tagging and indexing in order and ends done with its report', async () => {
      const job = await queue('Stageco')
      const seen: string[] = []
      const db = database().db
      // Record every stage the runner writes, in order.
      const recording = new Proxy(db, {
        get(target, property, receiver) {
          if (property !== 'update') return Reflect.get(target, property, receiver) as unknown
          return (table: unknown) => {
            const builder = target.update(table as typeof libraryJobs)
            return new Proxy(builder, {
              get(inner, key, innerReceiver) {
                if (key !== 'set') return Reflect.get(inner, key, innerReceiver) as unknown
                return (values: { stage?: string }) => {
                  if (table === libraryJobs && values.stage) seen.push(values.stage)
                  return inner.set(values as never)
                }
              },
            })
          }
        },
      })
      const runner = createLibraryRunner({ db: recording, logger, now: () => new Date() })
      runner.wake()
      await runner.idle()
      const done = await findJob(db, job.id)
      expect(done).toMatchObject({ stage: 'done', reason: null, content: null })
      expect(done?.reportIds).toHaveLength(1)
      // ('queued' is the runner putting abandoned jobs back first, which here touches none.)
      expect(seen.filter((stage, i) => stage !== 'queued' && stage !== seen[i - 1])).toEqual([
        'parsing',
        'tagging',
        'indexing',
        'done',
      ])
    })

    test('no job is claimed while another runs under a live lease; an abandoned one is queued again and finished', async () => {
      const now = new Date()
      const running = await queue('Runningco', new Date(now.getTime() - 1000))
      const waiting = await queue('Waitingco', now)
      await database()
        .db.update(libraryJobs)
        .set({ stage: 'tagging', leaseUntil: new Date(now.getTime() + 60_000) })
        .where(eq(libraryJobs.id, running.id))
      expect(await claimNextJob(database().db, now)).toBeUndefined()

      // The process that held it stopped: its lease runs out.
      await database()
        .db.update(libraryJobs)
        .set({ leaseUntil: new Date(now.getTime() - 1) })
        .where(eq(libraryJobs.id, running.id))
      const runner = createLibraryRunner({ db: database().db, logger, now: () => new Date() })
      runner.wake()
      await runner.idle()
      expect((await findJob(database().db, running.id))?.stage).toBe('done')
      expect((await findJob(database().db, waiting.id))?.stage).toBe('done')
    })
  })
}
