import { mkdir, open } from 'node:fs/promises'
import { join } from 'node:path'
import type { MailPurpose } from './messages'

// Without SMTP_URL each mail becomes a file in DATA_DIR/outbox that any mail client opens (.eml). Names sort by
// time and say who the mail is for and why: 20261121T141500123Z-confirm-ada@example.com.eml.

export function outboxDirectory(dataDir: string): string {
  return join(dataDir, 'outbox')
}

function timestamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('.', '')
}

function safeForFileName(value: string): string {
  return value.replace(/[^\w@.+-]/g, '_').slice(0, 100)
}

export function outboxFileName(at: Date, purpose: MailPurpose, recipient: string, attempt = 0): string {
  const suffix = attempt === 0 ? '' : `-${attempt + 1}`
  return `${timestamp(at)}-${purpose}-${safeForFileName(recipient)}${suffix}.eml`
}

/** Writes the message without ever overwriting one already there (two mails in one millisecond get -2, -3...). */
export async function writeToOutbox(
  directory: string,
  purpose: MailPurpose,
  recipient: string,
  message: Buffer,
  at: Date,
): Promise<string> {
  await mkdir(directory, { recursive: true })
  for (let attempt = 0; ; attempt++) {
    const path = join(directory, outboxFileName(at, purpose, recipient, attempt))
    try {
      const handle = await open(path, 'wx')
      try {
        await handle.writeFile(message)
      } finally {
        await handle.close()
      }
      return path
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 50) throw error
    }
  }
}
