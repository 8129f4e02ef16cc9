import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'

// The embedded mode writes every mail as an .eml file to DATA_DIR/outbox; the e2e tests read them the way a user
// reads their inbox, and follow the links.
export async function waitForMail(
  dataDir: string,
  match: { to: string; subject: RegExp; text?: string },
  timeoutMs = 15_000,
) {
  const outbox = join(dataDir, 'outbox')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[])
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await simpleParser(await readFile(join(outbox, file)))
      const recipients = [mail.to]
        .flat()
        .flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? [])
      const textMatches = match.text === undefined || (mail.text ?? '').includes(match.text)
      if (recipients.includes(match.to.toLowerCase()) && match.subject.test(mail.subject ?? '') && textMatches)
        return mail
    }
    if (Date.now() > deadline)
      throw new Error(`No mail to ${match.to} with subject ${match.subject} in ${outbox}: ${files.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first link in the mail's text that goes to `path` on the app. */
export function linkTo(mail: { text?: string | undefined }, path: string): string {
  const found = mail.text?.match(new RegExp(`https?://[^\\s>"]+${path.replace('/', '\\/')}[^\\s>"]*`))
  if (!found) throw new Error(`No ${path} link in:\n${mail.text}`)
  return found[0]
}
