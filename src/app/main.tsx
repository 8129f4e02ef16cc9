// The entry. The first paint is the static shell in index.html (src/core/static-shell.ts), and the app's code must
// neither run nor download before it: a browser that has the code at hand runs it first and paints only afterwards,
// and on a slow network the app's files would share the line with the page itself. So this entry waits until a frame
// has been painted, or at most 100 ms (a background tab paints no frames), then loads the app.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}

// Four imports started together, so their files download in parallel, and each module graph runs when its own
// files are in, as a task of its own (issue 16): React DOM, Chakra's system (theme.ts), the API contract (its
// schemas, which every call checks) and the app (boot.tsx, which uses the other three and awaits them). Started
// from boot.tsx instead, the first three would download only after boot's graph had arrived, and run in its task.
void afterFirstPaint().then(() => {
  void import('react-dom/client')
  void import('./theme')
  void import('../core/contract/endpoints')
  return import('./boot')
})
