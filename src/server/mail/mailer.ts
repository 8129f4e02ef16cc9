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

type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'nodeEnv'>

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

/**
 * Links sign people up, in and back in: in development the log is the handy place to find them, anywhere else a log
 * line would hand them to whoever reads the logs, so there the mail's file has to be opened.
 */
function logsLinks(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'development'
}

function outboxMailer(config: MailerConfig, logger: Logger): Mailer {
  // The stream transport builds exactly the message SMTP would carry, without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  const directory = outboxDirectory(config.dataDir)
  const withLinks = logsLinks(config)
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(envelope(config.mailFrom, mail))
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message')
      const file = await writeToOutbox(directory, mail.purpose, mail.to, info.message, new Date())
      logger.info(
        { to: mail.to, purpose: mail.purpose, file, ...(withLinks ? { links: mail.links } : {}) },
        `Mail written to the outbox: ${mail.subject}`,
      )
      return { outboxFile: file }
    },
    close: () => builder.close(),
  }
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }, logger) : outboxMailer(config, logger)
}

/** The start-up line saying where mail goes. */
export function logMailSetup(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'nodeEnv' | 'adminEmails'>,
  logger: Logger,
): void {
  if (config.smtpUrl) {
    logger.info({ adminEmails: config.adminEmails }, 'Mail goes out through SMTP_URL')
    return
  }
  const outbox = outboxDirectory(config.dataDir)
  const message = logsLinks(config)
    ? `No SMTP_URL: mails are written to ${outbox} and their links logged`
    : `No SMTP_URL: mails are written to the outbox folder ${outbox}`
  if (config.nodeEnv === 'production') logger.warn({ outbox, adminEmails: config.adminEmails }, message)
  else logger.info({ outbox, adminEmails: config.adminEmails }, message)
}
