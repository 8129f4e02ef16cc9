// A file that cannot be ingested, with the reason the user is shown ("not a valid PDF", "no year given"). Parsers
// throw it from deep inside; ingest-file.ts turns it into a failed result, so the run reports the file and goes on.
export class BadFileError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'BadFileError'
  }
}
