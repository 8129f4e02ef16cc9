import { pino } from 'pino'
import { rateLimitRules } from '../auth/rate-limit-rules'
import { createBackgroundTasks } from '../background-tasks'
import { systemClock } from '../clock'
import { createMailer } from '../mail/mailer'
import { adminUsage, parseAdminArgs, runAdminCommand, type AdminIo } from './admin-commands'
import { openCliDatabase } from './cli-database'

// `npm run admin -- <command>`: account administration from a terminal, against the same database and mail setup
// as the server. Exit codes: 0 done, 1 failed, 2 wrong usage.

const io: AdminIo = { out: (line) => console.log(line), err: (line) => console.error(line) }

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
  // Problems (a mail that fails) go to stderr as JSON lines; the command's own output stays readable on stdout.
  const logger = pino({ level: 'warn' }, pino.destination(2))
  const opened = await openCliDatabase(
    'stop the server and run this command again, or approve the account with the link in the administrator e-mail.',
  )
  if (!opened) return 1
  const { config, database } = opened
  const mailer = createMailer(config, logger)
  try {
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
