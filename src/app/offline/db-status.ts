import { createStore } from '../lib/store'

// Whether this tab may use its IndexedDB connection. Another tab that opens a newer schema asks older connections
// to close ('closed-for-upgrade': this tab must reload to go on); this tab's own upgrade waits while an older tab
// keeps the database open ('blocked').
// Apart from db.ts on purpose: the layout's notice reads this store on the first render, and importing db.ts there
// would put Dexie into what runs before the first paint.
export type DatabaseStatus = 'open' | 'blocked' | 'closed-for-upgrade'

export const databaseStatus = createStore<DatabaseStatus>('open')
export const { get: getDatabaseStatus, set: setDatabaseStatus, subscribe: subscribeDatabaseStatus } = databaseStatus
