// Records and outbox entries get their ids on the device, so what is made offline keeps its identity on the server
// and a retried request names the same thing.
export function newId(): string {
  return crypto.randomUUID()
}
