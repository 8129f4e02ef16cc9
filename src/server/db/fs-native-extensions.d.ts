// The package ships no types; this declares the one call the data-directory lock makes.
declare module 'fs-native-extensions' {
  /** Takes an OS lock on the whole file, exclusive unless `shared`; false when another open file holds one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean
}
