import type { BackgroundTasks } from '../background-tasks'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import type { OutgoingMail } from '../mail/messages'
import type { RateLimitRules } from './rate-limit-rules'

// What the account services need from the outside world; the routes and the admin CLI both build one.
export type AuthDeps = {
  db: Database
  config: Pick<Config, 'publicUrl' | 'adminEmails' | 'nodeEnv' | 'trustProxy'>
  logger: Logger
  mailer: Mailer
  now: Clock
  background: BackgroundTasks
  rateLimits: RateLimitRules
}

/**
 * Sends a mail whose failure must not undo what already happened (a notification after the fact). Answers whether
 * it went out; a failure is logged with what an operator can do about it.
 */
export async function sendNotification(
  deps: Pick<AuthDeps, 'mailer' | 'logger'>,
  mail: OutgoingMail,
  remedy: string,
): Promise<boolean> {
  try {
    await deps.mailer.send(mail)
    return true
  } catch (error) {
    deps.logger.error({ err: error, to: mail.to, purpose: mail.purpose }, `Mail could not be sent; ${remedy}`)
    return false
  }
}
