import { pino } from 'pino'
import { rateLimitRules } from '../auth/rate-limit-rules'
import { createBackgroundTasks } from '../background-tasks'
import { systemClock } from '../clock'
import { ConfigError, loadConfig, type Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { DirectoryInUseError } from '../db/data-dir-lock'
import { migrateDatabase } from '../db/migrate'
import { createMailer } from '../mail/mailer'
import { adminUsage, parseAdminArgs, runAdminCommand, type AdminIo } from './admin-commands'

// `npm run admin -- <command>`: account administration from a terminal, against the same database and mail setup
// as the server. Exit codes: 0 done, 1 failed, 2 wrong usage.

const io: AdminIo = { out: (line) => console.log(line), err: (line) => console.error(line) }

async function openForAdmin(config: Config): Promise<DatabaseHandle | undefined> {
  try {
    return await openDatabase(config)
  } catch (error) {
    if (error instanceof DirectoryInUseError) {
      io.err(
        `The server (pid ${error.pid}) is running on DATA_DIR ${config.dataDir}. The embedded database can be ` +
          'opened by one process at a time: stop the server and run this command again, or approve the account ' +
          'with the link in the administrator e-mail. (With DATABASE_URL the command runs next to the server.)',
      )
      return undefined
    }
    io.err(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}

async function main(args: readonly string[]): Promise<number> {
  const command = parseAdminArgs(args)
  if (typeof command === 'string') {
    io.err(`${command}\n\n${adminUsage}`)
    return 2
  }
  if (command.name === 'help') {
    io.out(adminUsage)
    return 0
  }
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message)
      return 1
    }
    throw error
  }
  // Problems (a mail that fails) go to stderr as JSON lines; the command's own output stays readable on stdout.
  const logger = pino({ level: 'warn' }, pino.destination(2))
  const database = await openForAdmin(config)
  if (!database) return 1
  const mailer = createMailer(config, logger)
  try {
    await migrateDatabase(database)
    return await runAdminCommand(
      command,
      {
        db: database.db,
        config,
        logger,
        mailer,
        now: systemClock,
        background: createBackgroundTasks(logger),
        rateLimits: rateLimitRules(),
      },
      io,
    )
  } catch (error) {
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    mailer.close()
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
