// The one date format of the app: US English, long month, day, year, hour and minute. The formatter is made on first
// use, not when the module loads: a page's first Intl formatter loads the browser's locale data, a few milliseconds
// of main thread that a screen without dates (a new chat) need not spend while it starts (issue 16).
let formatter: Intl.DateTimeFormat | undefined

export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return 'Unknown date'
  formatter ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return formatter.format(date)
}
