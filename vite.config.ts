import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

const manifestFile = new URL('./manifest.webmanifest', import.meta.url)

// The top-level manifest.webmanifest is the one manifest (DESIGN.md section 3): this plugin serves it in
// development and emits it unchanged into dist/, where the service worker's precache picks it up.
function topLevelManifest(): Plugin {
  return {
    name: 'cda:top-level-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(readFileSync(manifestFile))
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(manifestFile, 'utf8') })
    },
  }
}

export default defineConfig({
  plugins: [
    // Options live in tsr.config.json, shared with the `tsr generate` CLI used before type checks.
    tanstackRouter(),
    react(),
    topLevelManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8787', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
