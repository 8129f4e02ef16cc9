// Records and outbox entries get their ids on the device, so what is made offline keeps its identity on the server
// and a retried request names the same thing. Tests swap in a seeded generator to make a run reproducible.
let generate: () => string = () => crypto.randomUUID()

export function newId(): string {
  return generate()
}

/** Replaces the id generator (tests only); returns a function that restores the previous one. */
export function setIdGeneratorForTests(next: () => string): () => void {
  const previous = generate
  generate = next
  return () => {
    generate = previous
  }
}
