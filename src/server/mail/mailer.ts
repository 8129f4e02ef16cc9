import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { OutgoingMail } from './messages'
import { outboxDirectory, writeToOutbox } from './outbox'

export type SentMail = { outboxFile?: string }

export type Mailer = {
  kind: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<SentMail>
  close(): void
}

type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>

// nodemailer's own timeouts are minutes long; a request waiting on a dead mail server must fail in seconds.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

function envelope(from: string, mail: OutgoingMail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }
}

function smtpMailer(config: MailerConfig & { smtpUrl: string }, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...smtpTimeouts })
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(envelope(config.mailFrom, mail))
      // The recipient and purpose only: the links carry tokens, and with SMTP they have no business in the logs.
      logger.info({ to: mail.to, purpose: mail.purpose, messageId: info.messageId }, 'Mail sent')
      return {}
    },
    close: () => transport.close(),
  }
}

function outboxMailer(config: MailerConfig, logger: Logger): Mailer {
  // The stream transport builds exactly the message SMTP would carry, without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  const directory = outboxDirectory(config.dataDir)
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(envelope(config.mailFrom, mail))
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message')
      const file = await writeToOutbox(directory, mail.purpose, mail.to, info.message, new Date())
      // Without a mail server the log is how a person finds the link (DESIGN.md section 3).
      logger.info({ to: mail.to, purpose: mail.purpose, file, links: mail.links }, `Mail written to the outbox: ${mail.subject}`)
      return { outboxFile: file }
    },
    close: () => builder.close(),
  }
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }, logger) : outboxMailer(config, logger)
}
