/**
 * JSON with object keys sorted at every level and no spacing, so two values that differ only in key order or
 * layout give the same text: what an idempotency key's request fingerprint hashes, on the server and in the tests'
 * fake server alike. Keys sort by UTF-16 code unit, as Array.prototype.sort does, so the order never depends on a
 * locale.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  // JSON.stringify gives undefined for undefined, a function or a symbol, whatever its type says.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return JSON.stringify(value) ?? 'null'
}
