import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { ensureDemoAccount } from './auth/demo-account'
import { pruneExpiredRecords } from './auth/prune'
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks'
import { hour } from './clock'
import { ConfigError, engineFromConfig, loadConfig, type Config } from './config'
import { startDemoCorpus } from './corpus/seed-demo-corpus'
import { createLibraryRunner, LIBRARY_POLL_MS } from './library/job-runner'
import { openDatabase, type DatabaseHandle } from './db/client'
import { recordFirstStart } from './db/app-meta'
import { migrateDatabase } from './db/migrate'
import { listen } from './http/listen'
import { createEngine } from './llm/engine-from-config'
import { createLogger, type Logger } from './logger'
import { createMailer, logMailSetup } from './mail/mailer'

// Process entry point: configuration, database, HTTP server, and an orderly shutdown that leaves PGlite's files
// consistent (an unclean stop would make the next start replay its write-ahead log, or worse).

const forcedExitAfterMs = 10_000

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

function displayUrl(address: AddressInfo, host: string): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)
  const shownHost = local ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${shownHost}:${address.port}`
}

async function openAndMigrate(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database)
    const firstStartedAt = await recordFirstStart(database.db)
    logger.info(
      { driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined, firstStartedAt },
      'Database ready',
    )
    await ensureDemoAccount(database.db, config, logger)
    return database
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}

function distDirIfBuilt(config: Config, logger: Logger): string | undefined {
  if (existsSync(join(config.distDir, 'index.html'))) return config.distDir
  logger.warn({ distDir: config.distDir }, 'No built app found (run `npm run build`); serving /api only')
  return undefined
}

// Expired sessions, links, rate-limit windows and idempotency records would otherwise pile up; every process may
// prune, it is idempotent.
function schedulePruning(database: DatabaseHandle, background: BackgroundTasks): NodeJS.Timeout {
  const prune = () => background.run('prune expired records', () => pruneExpiredRecords(database.db, new Date()))
  prune()
  return setInterval(prune, hour).unref()
}

async function main(): Promise<void> {
  const config = readConfig()
  const logger = createLogger(config)

  let database: DatabaseHandle
  try {
    database = await openAndMigrate(config, logger)
  } catch (error) {
    logger.fatal({ err: error }, 'Could not open and migrate the database')
    process.exit(1)
  }

  logMailSetup(config, logger)
  const mailer = createMailer(config, logger)
  const background = createBackgroundTasks(logger)
  const pruning = schedulePruning(database, background)
  const engine = createEngine(config, logger)
  // Generated beside the server, not before it: health and the other calls answer while it runs.
  const corpus = startDemoCorpus(database, config, logger, background)
  // The report library's jobs run here, one at a time, beside the requests (docs/decisions/180).
  const library = createLibraryRunner({ db: database.db, logger, now: () => new Date(), pollMs: LIBRARY_POLL_MS })
  library.wake()
  const app = createApp({
    config,
    database,
    logger,
    distDir: distDirIfBuilt(config, logger),
    mailer,
    background,
    engine,
    corpus: corpus.status,
    library,
  })
  const server = listen(app, config, (address) => {
    logger.info(
      { engine: engineFromConfig(config), publicUrl: config.publicUrl, nodeEnv: config.nodeEnv },
      `Climate Disclosure Assistant listening on ${displayUrl(address, config.host)}`,
    )
  })

  server.on('error', (error) => {
    logger.fatal({ err: error }, 'HTTP server failed')
    void database.close().finally(() => process.exit(1))
  })

  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Shutting down')
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${forcedExitAfterMs / 1000} s; exiting anyway`)
      process.exit(1)
    }, forcedExitAfterMs).unref()
    try {
      // close() stops accepting connections, drops idle keep-alive ones and waits for requests in flight.
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
      logger.info('HTTP server closed')
    } catch (error) {
      logger.warn({ err: error }, 'HTTP server was not running')
    }
    // Mails and clean-ups that requests started must finish while the database is still open.
    clearInterval(pruning)
    corpus.stop()
    await library.stop()
    await background.idle()
    mailer.close()
    try {
      await database.close()
      logger.info({ driver: database.driver }, 'Database closed')
    } catch (error) {
      logger.error({ err: error }, 'Database did not close cleanly')
      process.exit(1)
    }
    process.exit(0)
  }
  // once: a second Ctrl-C falls through to Node's default and ends the process at once.
  process.once('SIGINT', (signal) => void shutdown(signal))
  process.once('SIGTERM', (signal) => void shutdown(signal))
}

await main()
