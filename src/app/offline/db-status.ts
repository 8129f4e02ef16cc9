// Whether this tab may use its IndexedDB connection. Another tab that opens a newer schema asks older connections
// to close ('closed-for-upgrade': this tab must reload to go on); this tab's own upgrade waits while an older tab
// keeps the database open ('blocked').
export type DatabaseStatus = 'open' | 'blocked' | 'closed-for-upgrade'

let status: DatabaseStatus = 'open'
const listeners = new Set<() => void>()

export function setDatabaseStatus(next: DatabaseStatus): void {
  if (next === status) return
  status = next
  for (const listener of listeners) listener()
}

export function getDatabaseStatus(): DatabaseStatus {
  return status
}

export function subscribeDatabaseStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
