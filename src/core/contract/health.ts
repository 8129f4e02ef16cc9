import * as v from 'valibot'

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  version: v.string(),
  engine: v.object({
    kind: v.picklist(['grounded', 'openai-compatible']),
    model: v.optional(v.string()),
  }),
  database: v.object({
    status: v.picklist(['ok', 'error']),
    driver: v.picklist(['pglite', 'postgres']),
  }),
})

export type Health = v.InferOutput<typeof HealthSchema>
