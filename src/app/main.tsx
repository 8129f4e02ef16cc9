// The entry. The first paint is the static shell in index.html (src/core/static-shell.ts), and the app's code must
// neither run nor download before it: a browser that has the code at hand runs it first and paints only afterwards,
// and on a slow network the app's files would share the line with the page itself. So this entry waits until a frame
// has been painted, or at most 100 ms (a background tab paints no frames), then loads the app (boot.tsx); the build
// fetches boot's chunk and all the chunks it imports in parallel, not one after another.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}

void afterFirstPaint().then(() => import('./boot'))
