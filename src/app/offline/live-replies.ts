import { createStore } from '../lib/store'
import { useStore } from '../lib/use-store'
import type { LiveReplyWriter } from './sync/replay-entry'

// Chat replies while they stream (docs/decisions/090). The sync engine sends a queued question and writes the reply's
// text here as it arrives; the Chat screen shows it under the question until the finished reply is stored in
// IndexedDB. Memory only, per tab: a reply that is cut off is fetched whole on the next attempt, so nothing here
// needs to survive a reload.

export type LiveReply = {
  /** The answer's Markdown so far. */
  text: string
}

/** The controller stays here: the screen gets the text, and stops a reply only through stopLiveReply. */
type Entry = { reply: LiveReply; controller: AbortController }

// By the user message's id. Replaced, never changed in place, so a new map (and a new reply object) is a change.
const replies = createStore<ReadonlyMap<string, Entry>>(new Map())

function put(messageId: string, entry: Entry) {
  replies.set(new Map(replies.get()).set(messageId, entry))
}

/** Starts showing the reply to a user message (by the message's id); any earlier attempt's text is dropped. */
export function startLiveReply(messageId: string): LiveReplyWriter {
  const controller = new AbortController()
  let text = ''
  put(messageId, { reply: { text }, controller })
  const isCurrent = () => replies.get().get(messageId)?.controller === controller
  return {
    signal: controller.signal,
    get text() {
      return text
    },
    append(more) {
      // Text still in the pipe when Stop was pressed is not what the user chose to keep.
      if (more === '' || controller.signal.aborted) return
      text += more
      if (!isCurrent()) return
      // A new object per change, so a screen showing this reply sees it.
      put(messageId, { reply: { text }, controller })
    },
    end() {
      if (!isCurrent()) return
      const rest = new Map(replies.get())
      rest.delete(messageId)
      replies.set(rest)
    },
  }
}

/** What has streamed so far of the reply to a message, if it is streaming in this tab. */
export function getLiveReply(messageId: string): LiveReply | undefined {
  return replies.get().get(messageId)?.reply
}

/** The Stop button: ends the stream of this reply (the sync engine then keeps what arrived, labelled as stopped). */
export function stopLiveReply(messageId: string): void {
  replies.get().get(messageId)?.controller.abort(new DOMException('Stopped by the user', 'AbortError'))
}

export const subscribeLiveReplies = replies.subscribe

/** The streaming reply to a message, re-rendering as text arrives; undefined when none is streaming here. */
export function useLiveReply(messageId: string | null | undefined): LiveReply | undefined {
  return useStore(replies, (all) => (messageId ? all.get(messageId)?.reply : undefined))
}
