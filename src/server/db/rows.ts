// db.execute() answers `{rows}` on PGlite and an array of rows on postgres.js; callers should not have to care.
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Row[]
  throw new Error('Unexpected query result shape')
}
