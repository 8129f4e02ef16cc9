import { useCallback, useEffect, useRef, useState } from 'react'
import { log } from '../../lib/logger'
import { createChatSession } from '../../offline/chat'
import type { ChatSessionRecord } from '../../offline/records'

// Which chat is open, by SPEC.md section 4's rules: with no current session and none stored, one is created; with
// sessions stored and none current, the first (most recently active) opens; a new session becomes current; deleting
// the current one clears it, and the rules apply again. Once a chat is open it stays open while others change order
// (a reply arriving elsewhere, a pull from another device). The choice survives a reload of the tab.

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
  /** The open session's id; null while the list is read or a first session is being created. */
  id: string | null
  session: ChatSessionRecord | null
  select: (id: string) => void
  /** Creates a session and opens it; the new id, or null when the device could not store it. */
  create: () => Promise<string | null>
  creating: boolean
  /** The automatic first session could not be created (SPEC.md: 'Failed to create new chat session'). */
  autoCreateFailed: boolean
  /** A session is gone: if it was open, the rules pick the next one. */
  forget: (id: string) => void
}

export function useCurrentSession(email: string, stored: ChatSessionRecord[] | undefined): CurrentSession {
  const [chosen, setChosen] = useState<string | null>(() => readStored(email))
  // A session created here before the device's list shows it; and one deleted here that the list still shows.
  const [created, setCreated] = useState<string | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [autoCreateFailed, setAutoCreateFailed] = useState(false)
  // StrictMode runs effects twice on mount; a ref outlives that, so only one session is created automatically.
  const autoCreating = useRef(false)

  if (created !== null && stored?.some((session) => session.id === created)) setCreated(null)
  if (removed !== null && stored !== undefined && !stored.some((session) => session.id === removed)) setRemoved(null)

  const sessions = removed === null ? stored : stored?.filter((session) => session.id !== removed)
  const chosenExists = chosen !== null && (chosen === created || (sessions?.some((session) => session.id === chosen) ?? false))
  const id = sessions === undefined ? null : chosenExists ? chosen : (sessions[0]?.id ?? null)
  // Pin the session the rules picked, so it stays open when another one moves to the top of the list.
  if (id !== null && id !== chosen) setChosen(id)

  useEffect(() => {
    if (id !== null) store(email, id)
  }, [email, id])

  const create = useCallback(async () => {
    setCreating(true)
    const result = await createChatSession()
    setCreating(false)
    if (!result.ok) {
      log.error(`Could not create a chat session: ${result.error}`)
      return null
    }
    setAutoCreateFailed(false)
    setCreated(result.id)
    setChosen(result.id)
    return result.id
  }, [])

  useEffect(() => {
    if (sessions === undefined || sessions.length > 0 || id !== null || autoCreating.current) return
    autoCreating.current = true
    void create().then((newId) => {
      // After a failure the user retries from the alert; trying again here on every render would loop.
      if (newId === null) setAutoCreateFailed(true)
      else autoCreating.current = false
    })
  }, [sessions, id, create])

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

  return { sessions, id, session: sessions?.find((session) => session.id === id) ?? null, select: setChosen, create, creating, autoCreateFailed, forget }
}
