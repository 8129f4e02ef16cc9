import * as v from 'valibot'

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  version: v.string(),
  engine: v.object({
    kind: v.picklist(['grounded', 'openai-compatible']),
    model: v.optional(v.string()),
  }),
  database: v.object({
    /** Whether it answers a query. */
    status: v.picklist(['ok', 'error']),
    driver: v.picklist(['pglite', 'postgres']),
    /** Whether a write reaches its storage: false when that is read-only, full or unreachable. */
    writable: v.boolean(),
  }),
  /** The Analyse report corpus; left out when the database could not be asked. `seeding` while the demo corpus is generated. */
  corpus: v.optional(v.object({ reports: v.number(), chunks: v.number(), seeding: v.boolean() })),
})

export type Health = v.InferOutput<typeof HealthSchema>
