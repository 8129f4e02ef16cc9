import type { ChatMessage } from '../../../core/contract/chat'
import { formatDateTime } from '../../lib/dates'
import type { ChatMessageRecord, ChatSessionRecord } from '../../offline/records'
import {
  NOT_SENT_LABEL,
  OFFLINE_ANSWER_LABEL,
  roleLabels,
  sessionTitle,
  shortSessionId,
  splitSourcesList,
  STOPPED_ANSWER_LABEL,
  SYNTHETIC_REPORT_LABEL,
} from './messages'

// "Export as Markdown" of the options menu: the chat is written on the device and downloaded, no call is made.

const FILE_NAME_MAX = 60

function sanitise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FILE_NAME_MAX)
}

/** The title, or 'chat_' and the short id, in a-z, 0-9, '_' and '-', at most 60 characters, '.md'. */
export function chatFileName(session: Pick<ChatSessionRecord, 'id' | 'title'>): string {
  const name = sanitise(session.title ?? '') || sanitise(`chat_${shortSessionId(session.id)}`)
  return `${name}.md`
}

export function sourceLine(source: NonNullable<ChatMessage['sources']>[number]): string {
  if (source.kind === 'report')
    return `${source.n}. ${source.reference}${source.synthetic ? ` (${SYNTHETIC_REPORT_LABEL})` : ''}`
  return `${source.n}. ${source.title} — ${source.reference}${source.url ? ` (${source.url})` : ''}`
}

function messageMarkdown(message: ChatMessageRecord): string {
  const notes = [
    message.offline ? OFFLINE_ANSWER_LABEL : null,
    message.stopped ? STOPPED_ANSWER_LABEL : null,
    message.syncState === 'failed' ? NOT_SENT_LABEL : null,
  ].filter((note) => note !== null)
  const heading = [roleLabels[message.role], formatDateTime(message.timestamp), ...notes].join(' · ')
  const sources = message.sources ?? []
  if (sources.length === 0) return `## ${heading}\n\n${message.content.trim()}`
  const { body, sourcesHeading } = splitSourcesList(message.content)
  return `## ${heading}\n\n${body.trim()}\n\n**${sourcesHeading}**\n\n${sources.map(sourceLine).join('\n')}`
}

/** The whole chat as Markdown: the title as heading, then each message under its role and date, answers with their sources. */
export function chatMarkdown(
  session: Pick<ChatSessionRecord, 'id' | 'title'>,
  messages: readonly ChatMessageRecord[],
): string {
  return [`# ${sessionTitle(session)}`, ...messages.map(messageMarkdown)].join('\n\n') + '\n'
}
