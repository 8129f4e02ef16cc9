import { ConfigError, loadConfig, type Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { DirectoryInUseError } from '../db/data-dir-lock'
import { migrateDatabase } from '../db/migrate'
import { ingestUsage, parseIngestArgs } from '../ingest/ingest-args'
import { INGESTIBLE_EXTENSIONS, StoreError } from '../ingest/ingest-file'
import { collectFiles, formatSummary, runIngest } from '../ingest/ingest-run'
import { createProgressBar } from '../ingest/progress-bar'
import { createReportStore } from '../ingest/ingest-store'

// `npm run ingest -- <files or folders> [--company …]`: loads real reports into the collection Analyse searches,
// against the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR). The summary goes to
// stdout, progress and skipped files to stderr. Exit codes: 0 all files ingested, 1 a file failed or the run could
// not start, 2 wrong usage.

async function openForIngest(config: Config): Promise<DatabaseHandle | undefined> {
  try {
    return await openDatabase(config)
  } catch (error) {
    if (error instanceof DirectoryInUseError) {
      console.error(
        `The server (pid ${error.pid}) is running on DATA_DIR ${config.dataDir}. The embedded database can be opened ` +
          'by one process at a time: stop the server, run this command, then start the server again. (With ' +
          'DATABASE_URL the command runs next to the server.)',
      )
      return undefined
    }
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}

async function main(args: readonly string[]): Promise<number> {
  const command = parseIngestArgs(args)
  if (typeof command === 'string') {
    console.error(`${command}\n\n${ingestUsage}`)
    return 2
  }
  if (command.name === 'help') {
    console.log(ingestUsage)
    return 0
  }
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  const { files, failures } = await collectFiles(command.inputs)
  if (files.length === 0 && failures.length === 0) {
    console.error(`No report files (${INGESTIBLE_EXTENSIONS.join(' ')}) in ${command.inputs.join(', ')}`)
    return 1
  }
  const database = await openForIngest(config)
  if (!database) return 1
  // Ctrl-C finishes the file in hand and closes the database cleanly; a second Ctrl-C ends the process at once.
  const interrupt = new AbortController()
  process.once('SIGINT', () => interrupt.abort())
  try {
    await migrateDatabase(database)
    const summary = await runIngest({
      files,
      failures,
      flags: command.flags,
      store: createReportStore(database.db),
      progress: createProgressBar(process.stderr),
      signal: interrupt.signal,
    })
    console.log(formatSummary(summary))
    return summary.failures.length > 0 || summary.stopped ? 1 : 0
  } catch (error) {
    // A database failure stops the run; every report written before it is complete.
    console.error(error instanceof StoreError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
