import { useCallback, useEffect, useState } from 'react'
import { log } from '../../lib/logger'
import { createChatSession } from '../../offline/sync/chat'
import type { ChatSessionRecord } from '../../offline/records'

// Which chat is open. A chat is stored, and synced, only when its first question is asked: until then the open chat
// is a new one that exists on screen alone, so signing in on a new device or pressing New chat never leaves empty
// chats behind. With chats stored and none chosen, the most recently active one opens, also when a pull from the server
// brings them to a device that had none. New chat opens a new unsaved chat, which stays open while the list changes
// under it. Once a chat is open it stays open while others change order (a reply arriving elsewhere, a pull from
// another device). The choice survives a reload of the tab.

const storageKey = (email: string) => `chat:current:${email}`

function readStored(email: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(email))
  } catch {
    return null
  }
}

function store(email: string, id: string | null) {
  try {
    if (id) sessionStorage.setItem(storageKey(email), id)
    else sessionStorage.removeItem(storageKey(email))
  } catch {
    // Storage refused (private browsing): the chat still works, a reload just opens the newest chat.
  }
}

export type CurrentSession = {
  /** The sessions to list: a session just deleted is left out before the device's list has caught up. */
  sessions: ChatSessionRecord[] | undefined
  /** The open session's id; null while the list is read, and for a new chat not yet stored. */
  id: string | null
  session: ChatSessionRecord | null
  select: (id: string) => void
  /** Opens a new chat, stored once its first question is asked. */
  startNew: () => void
  /** Stores the open new chat (on its first question) and keeps it open; its id, or null when the device could not store it. */
  create: () => Promise<string | null>
  /** A session is gone: if it was open, the rules pick the next one. */
  forget: (id: string) => void
}

export function useCurrentSession(email: string, stored: ChatSessionRecord[] | undefined): CurrentSession {
  const [chosen, setChosen] = useState<string | null>(() => readStored(email))
  // New chat was pressed: the open chat is the unsaved new one, whatever the list holds.
  const [unsaved, setUnsaved] = useState(false)
  // A session created here before the device's list shows it; and one deleted here that the list still shows.
  const [created, setCreated] = useState<string | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)

  if (created !== null && stored?.some((session) => session.id === created)) setCreated(null)
  if (removed !== null && stored !== undefined && !stored.some((session) => session.id === removed)) setRemoved(null)

  const sessions = removed === null ? stored : stored?.filter((session) => session.id !== removed)
  const chosenExists =
    chosen !== null && (chosen === created || (sessions?.some((session) => session.id === chosen) ?? false))
  const id = sessions === undefined ? null : chosenExists ? chosen : unsaved ? null : (sessions[0]?.id ?? null)
  // Pin the session the rules picked, so it stays open when another one moves to the top of the list.
  if (id !== null && id !== chosen) setChosen(id)

  useEffect(() => {
    if (id !== null) store(email, id)
  }, [email, id])

  const select = useCallback((next: string) => {
    setUnsaved(false)
    setChosen(next)
  }, [])

  const startNew = useCallback(() => {
    setUnsaved(true)
    setChosen(null)
    store(email, null)
  }, [email])

  const create = useCallback(async () => {
    const result = await createChatSession()
    if (!result.ok) {
      log.error(`Could not create a chat session: ${result.error}`)
      return null
    }
    setUnsaved(false)
    setCreated(result.id)
    setChosen(result.id)
    return result.id
  }, [])

  const forget = useCallback(
    (gone: string) => {
      setRemoved(gone)
      if (gone === id) {
        setChosen(null)
        store(email, null)
      }
    },
    [email, id],
  )

  return {
    sessions,
    id,
    session: sessions?.find((session) => session.id === id) ?? null,
    select,
    startNew,
    create,
    forget,
  }
}
