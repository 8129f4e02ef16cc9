import { ConfigError, loadConfig, type Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { DirectoryInUseError } from '../db/data-dir-lock'
import { migrateDatabase } from '../db/migrate'

// What the terminal commands (`npm run admin`, `npm run ingest`) share: the server's configuration and its database,
// migrated, with a plain message on stderr instead of a stack trace when either cannot be had.

export type CliDatabase = { config: Config; database: DatabaseHandle }

/**
 * `whileServerRuns` ends the message shown when the server holds the embedded database: what the user can do
 * instead. Undefined when the command cannot start (the message has been printed).
 */
export async function openCliDatabase(whileServerRuns: string): Promise<CliDatabase | undefined> {
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      return undefined
    }
    throw error
  }
  let database: DatabaseHandle
  try {
    database = await openDatabase(config)
  } catch (error) {
    if (error instanceof DirectoryInUseError) {
      console.error(
        `The server${error.pid === undefined ? '' : ` (pid ${error.pid})`} is running on DATA_DIR ${config.dataDir}. The embedded database can be opened by ` +
          `one process at a time: ${whileServerRuns} (With DATABASE_URL the command runs next to the server.)`,
      )
      return undefined
    }
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
  try {
    await migrateDatabase(database)
  } catch (error) {
    await database.close()
    console.error(`Could not prepare the database: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
  return { config, database }
}
