// The browser's log, at level info: debug output is dropped; everything else goes to the console, where network and
// timeout errors are only logged.
export const log = {
  info: (message: string, detail?: unknown) =>
    console.info(`[cda] ${message}`, ...(detail === undefined ? [] : [detail])),
  warn: (message: string, detail?: unknown) =>
    console.warn(`[cda] ${message}`, ...(detail === undefined ? [] : [detail])),
  error: (message: string, detail?: unknown) =>
    console.error(`[cda] ${message}`, ...(detail === undefined ? [] : [detail])),
}
