import { settleAfterBulkLoad } from '../corpus/report-store'
import { ingestUsage, parseIngestArgs } from '../ingest/ingest-args'
import { INGESTIBLE_EXTENSIONS, StoreError } from '../ingest/ingest-file'
import { collectFiles, formatSummary, runIngest } from '../ingest/ingest-run'
import { createProgressBar } from '../ingest/progress-bar'
import { createReportStore } from '../ingest/ingest-store'
import { openCliDatabase } from './cli-database'

// `npm run ingest -- <files or folders> [--company …]`: loads real reports into the collection Analyse searches,
// against the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR). The summary goes to
// stdout, progress and skipped files to stderr. Exit codes: 0 all files ingested, 1 a file failed or the run could
// not start, 2 wrong usage.

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
  const { files, failures } = await collectFiles(command.inputs)
  if (files.length === 0 && failures.length === 0) {
    console.error(`No report files (${INGESTIBLE_EXTENSIONS.join(' ')}) in ${command.inputs.join(', ')}`)
    return 1
  }
  const opened = await openCliDatabase('stop the server, run this command, then start the server again.')
  if (!opened) return 1
  const { database } = opened
  // Ctrl-C finishes the file in hand and closes the database cleanly; a second Ctrl-C ends the process at once.
  const interrupt = new AbortController()
  process.once('SIGINT', () => interrupt.abort())
  try {
    const summary = await runIngest({
      files,
      failures,
      flags: command.flags,
      store: createReportStore(database.db),
      progress: createProgressBar(process.stderr),
      signal: interrupt.signal,
    })
    if (summary.reports > 0) await settleAfterBulkLoad(database.db)
    console.log(formatSummary(summary))
    return summary.failures.length > 0 || summary.stopped ? 1 : 0
  } catch (error) {
    // A database failure stops the run; every report written before it is complete.
    console.error(
      error instanceof StoreError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
