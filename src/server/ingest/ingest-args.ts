import { parseArgs } from 'node:util'
import type { ReportMetadata } from './ingested-report'
import { INGESTIBLE_EXTENSIONS } from './ingest-file'
import { checkMetadata } from './metadata'

// The command line of `npm run ingest`. Metadata flags apply to every file of the run and win over what the files
// say about themselves.

export const ingestUsage = `Usage: npm run ingest -- <files or folders…> [options]

Loads real company reports into the report collection that Analyse searches. Folders are searched recursively for
${INGESTIBLE_EXTENSIONS.join(' ')} files. Re-ingesting a file replaces the reports it gave before.

Options (they apply to every file and win over the files' own metadata):
  --company <name>    the reporting company
  --title <title>     the report's title (default: its first heading or line)
  --year <yyyy>       the reporting year (default: a year in the file name or title)
  --country <name>    country of the company
  --exchange <code>   stock exchange, e.g. ASX
  --sic <code>        SIC division letter (A to J) or SIC code, e.g. 1311 (default: detected from the text)
  -h, --help          show this help

A report needs a company, a title and a year; a file without them is skipped and reported.
The embedded database allows one process at a time: stop the server first (not needed with DATABASE_URL).`

export type IngestCommand = { name: 'help' } | { name: 'ingest'; inputs: string[]; flags: ReportMetadata }

/** The command, or a message saying what is wrong with the arguments. */
export function parseIngestArgs(args: readonly string[]): IngestCommand | string {
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        company: { type: 'string' },
        title: { type: 'string' },
        year: { type: 'string' },
        country: { type: 'string' },
        exchange: { type: 'string' },
        sic: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  const { help, ...values } = parsed.values
  if (help) return { name: 'help' }
  if (parsed.positionals.length === 0) return 'Name at least one file or folder to ingest'
  const flags = checkMetadata(values)
  if ('error' in flags) {
    // The schema speaks of fields; on the command line they are flags.
    return flags.error
      .replace(/^(title|company|year|country|exchange|sic)\b/, '--$1')
      .replace(/; (title|company|year|country|exchange|sic)\b/g, '; --$1')
  }
  return { name: 'ingest', inputs: parsed.positionals, flags }
}
