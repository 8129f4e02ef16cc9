// Saves a file on the user's device: the browser's download of a Blob URL, made and released at once.
// No call is made; it works offline.
export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }))
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns; release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
