import { secureHeaders } from 'hono/secure-headers'

// Fits a Vite-built React PWA: every script, worker and manifest comes from our origin; Emotion (Chakra) injects
// <style> elements at run time, hence 'unsafe-inline' for styles only. Cross-Origin-Embedder-Policy stays off:
// require-corp would block nothing we need and break any future cross-origin image or font.
export function securityHeaders({ https }: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
