import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// Facts about the installation itself (e.g. when it first started), as opposed to anything a user owns.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
