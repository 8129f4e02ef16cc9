import { useEffect } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { loadOfflineEngine } from '../../lib/knowledge'
import { log } from '../../lib/logger'
import { useAuth } from '../../lib/stored-user'
import { recordOfflineAnswer } from '../../offline/sync/chat'
import { useConnectivity } from '../../offline/connectivity'
import { getOfflineDb } from '../../offline/db'
import type { ChatMessageRecord } from '../../offline/records'

// Answers while the server cannot be reached: the browser's grounded engine answers each question waiting to be sent,
// and the answer is kept labelled offline next to it. The question is still sent when the server is back, and its reply
// joins the offline answer.

/** Questions this tab has answered or is answering, so no question is ever answered twice here. */
const taken = new Set<string>()

async function sessionMessages(sessionId: string, email: string): Promise<ChatMessageRecord[]> {
  const messages = await getOfflineDb()
    .chatMessages.where('[sessionId+position]')
    .between([sessionId, -Infinity], [sessionId, Infinity])
    .toArray()
  return messages.filter((message) => message.userEmail === email)
}

/** Questions still waiting to be sent that nothing has answered yet, in the order they were asked. */
function unanswered(messages: ChatMessageRecord[]): ChatMessageRecord[] {
  const answered = new Set(messages.filter((message) => message.role === 'assistant').map((message) => message.replyTo))
  return messages.filter(
    (message) => message.role === 'user' && message.syncState === 'pending' && !answered.has(message.id),
  )
}

/**
 * Answers the session's unanswered questions with the grounded engine, one at a time and in order, each with the
 * conversation before it (offline answers given meanwhile included). Returns how many answers it stored.
 */
export async function answerPendingOffline(sessionId: string, email: string): Promise<number> {
  let stored = 0
  for (;;) {
    const messages = await sessionMessages(sessionId, email)
    const question = unanswered(messages).find((candidate) => !taken.has(candidate.id))
    if (!question) return stored
    taken.add(question.id)
    const history = messages
      .filter((message) => message.position < question.position && message.content.trim() !== '')
      .map(({ role, content }) => ({ role, content }))
    try {
      const answer = await (await loadOfflineEngine()).answer({ question: question.content, history })
      const result = await recordOfflineAnswer(
        question.id,
        { content: answer.markdown, sources: answer.citations },
        email,
      )
      if (result.ok) stored += 1
    } catch (error) {
      // Left taken: the question is still sent when the server is back, and a retry here would fail the same way.
      log.error('The offline engine could not answer a chat question', error)
    }
  }
}

/**
 * For the Chat screen: while the server cannot be reached, questions of this session waiting to be sent get an
 * offline answer, including ones typed meanwhile.
 */
export function useOfflineAnswers(sessionId: string | null): void {
  const connectivity = useConnectivity()
  const email = useAuth().user?.email ?? null
  // Changes whenever a question starts or stops waiting for an answer, so one typed offline is answered too. A chat
  // not yet stored starts at its answer, '', so the query's answer does not render the open chat again (issue 16).
  const none = !sessionId || !email
  const waiting = useLiveQuery(
    async () =>
      none
        ? ''
        : unanswered(await sessionMessages(sessionId, email))
            .map((message) => message.id)
            .join(' '),
    [sessionId, email],
    none ? '' : undefined,
  )
  useEffect(() => {
    if (connectivity !== 'offline' || !sessionId || !email || !waiting) return
    answerPendingOffline(sessionId, email).catch((error: unknown) =>
      log.error('Offline answers could not be read or kept', error),
    )
  }, [connectivity, sessionId, email, waiting])
}
