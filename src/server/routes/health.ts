import { Hono } from 'hono'
import type { Health } from '../../core/contract/health'
import { engineFromConfig, type Config } from '../config'
import type { CorpusStatus } from '../corpus/corpus-status'
import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../logger'
import { appVersion } from '../version'

type HealthDeps = { config: Pick<Config, 'llm'>; database: DatabaseHandle; logger: Logger; corpus: CorpusStatus }

// A degraded answer is 503 with the full body, so a load balancer takes the instance out of rotation while a
// person (or the client's start-up diagnostics) can still read what is wrong.
export function healthRoutes({ config, database, logger, corpus }: HealthDeps) {
  return new Hono().get('/health', async (c) => {
    let databaseOk = true
    try {
      await database.ping()
    } catch (error) {
      databaseOk = false
      logger.warn({ err: error }, 'Health check: database ping failed')
    }
    // Side by side, so a health check waits for a busy database (the demo corpus being generated) once, not twice.
    const [writable, counted] = databaseOk
      ? await Promise.all([
          // A database that answers but cannot store anything would take every sign-up and save and fail it.
          database.checkWritable().then(
            () => true,
            (error: unknown) => {
              logger.warn({ err: error }, 'Health check: the database cannot be written')
              return false
            },
          ),
          corpus.snapshot().catch((error: unknown) => {
            logger.warn({ err: error }, 'Health check: the report corpus could not be counted')
            return undefined
          }),
        ])
      : [false, undefined]
    const body: Health = {
      status: writable ? 'ok' : 'degraded',
      version: appVersion(),
      engine: engineFromConfig(config),
      database: { status: databaseOk ? 'ok' : 'error', driver: database.driver, writable },
    }
    if (counted) body.corpus = counted
    return c.json(body, writable ? 200 : 503)
  })
}
