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

// The parts of the app's start are imports started together, so their files download in parallel and each module
// graph runs as a task of its own once its files are in, instead of all of them in one long task (issue 16): React
// DOM, Chakra's system (theme.ts), the API contract (its schemas, which every call checks), the router with its route
// tree, the app's providers (app.tsx) and boot.tsx, which uses all of them and awaits them. Rule: a large part of
// boot's module graph gets an import of its own here. Started from boot.tsx instead, the others would download only
// after boot's graph had arrived.
void afterFirstPaint().then(() => {
  void import('react-dom/client')
  void import('./theme')
  void import('../core/contract/endpoints')
  void import('./router')
  void import('./app')
  return import('./boot')
})
