import { fileURLToPath } from 'node:url'

// The server runs from source (tsx), so locations inside the repository are derived from this file's own place
// rather than from the working directory, which differs between `npm start`, tests and process managers.
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export const defaultDistDir = fileURLToPath(new URL('../../dist', import.meta.url))
