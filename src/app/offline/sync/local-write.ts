import { getAuthState } from '../../lib/stored-user'
import { log } from '../../lib/logger'
import { isDatabaseClosed } from '../db'
import { requestPersistentStorage } from '../persist-storage'

// What a screen gets back from a local save. Known failures are values: nobody signed in, the record is not
// there (or belongs to someone else), the input breaks a rule of the contract, or the device could not store it.
export type LocalWriteFailure =
  | { error: 'not-signed-in' }
  | { error: 'not-found' }
  | { error: 'invalid'; detail: string }
  | { error: 'storage-failed' }

export type LocalWriteResult<T = unknown> = ({ ok: true } & T) | ({ ok: false } & LocalWriteFailure)

export function signedInEmail(): string | null {
  return getAuthState().user?.email ?? null
}

export const notSignedIn = { ok: false, error: 'not-signed-in' } as const
export const notFound = { ok: false, error: 'not-found' } as const

export function invalid(detail: string) {
  return { ok: false, error: 'invalid', detail } as const
}

/**
 * Runs one local write. The first thing a user saves also asks the browser to keep the site's storage. When another
 * tab has closed the database for an upgrade, `whenClosed` keeps the write aside so it is applied after the reload.
 */
export async function runLocalWrite<T>(
  label: string,
  write: () => Promise<LocalWriteResult<T>>,
  whenClosed?: () => LocalWriteResult<T>,
): Promise<LocalWriteResult<T>> {
  try {
    const result = await write()
    if (result.ok) void requestPersistentStorage()
    return result
  } catch (error) {
    if (isDatabaseClosed(error) && whenClosed) {
      log.warn(`${label}: the database is closed for an upgrade; the change is kept until the page reloads`)
      return whenClosed()
    }
    log.error(`${label}: could not be stored on this device`, error)
    return { ok: false, error: 'storage-failed' }
  }
}
