import { Hono } from 'hono'
import { endpoints, type EndpointResponse } from '../../core/contract/endpoints'
import { engineFromConfig, type Config } from '../config'
import type { CorpusStatus } from '../corpus/corpus-status'
import type { DatabaseHandle } from '../db/client'
import type { AppEnv } from '../http/app-env'
import { mountEndpoint } from '../http/endpoint-route'
import type { Logger } from '../logger'
import { appVersion } from '../version'

type HealthDeps = { config: Pick<Config, 'llm'>; database: DatabaseHandle; logger: Logger; corpus: CorpusStatus }

// A degraded answer is 503 with the full body, so a load balancer takes the instance out of rotation while a
// person (or the client's start-up diagnostics) can still read what is wrong.
export function healthRoutes({ config, database, logger, corpus }: HealthDeps) {
  const app = new Hono<AppEnv>()
  mountEndpoint(app, endpoints.health, [], async (c, answer) => {
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
    const body: EndpointResponse<typeof endpoints.health> = {
      status: writable ? 'ok' : 'degraded',
      version: appVersion(),
      engine: engineFromConfig(config),
      database: { status: databaseOk ? 'ok' : 'error', driver: database.driver, writable },
    }
    if (counted) body.corpus = counted
    // Not answer(): a degraded instance answers 503 with the same body.
    return writable ? answer(body) : c.json(body, 503)
  })
  return app
}
