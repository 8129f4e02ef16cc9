import { createHash } from 'node:crypto'
import { secureHeaders } from 'hono/secure-headers'
import { staticShellScript } from '../../core/static-shell'

// The one inline script index.html carries: it picks the static shell's variant for the path before the first paint
// (src/core/static-shell.ts), so it cannot wait for a file. Its hash admits exactly that text and nothing else.
export const staticShellScriptSource = `'sha256-${createHash('sha256').update(staticShellScript).digest('base64')}'`

// Fits a Vite-built React PWA: every script, worker and manifest comes from our origin, but for the shell's script; Emotion (Chakra) injects
// <style> elements at run time, hence 'unsafe-inline' for styles only. Cross-Origin-Embedder-Policy stays off:
// require-corp would block nothing we need and break any future cross-origin image or font.
export function securityHeaders({ https }: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", staticShellScriptSource],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Browsers ignore HSTS over plain HTTP, and sending it from a local http:// run would only confuse.
    strictTransportSecurity: https ? 'max-age=15552000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  })
}
