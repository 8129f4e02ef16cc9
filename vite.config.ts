import { readFileSync } from 'node:fs'
import { stat, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brandingFrom } from './src/core/branding'
import { staticShellCss, staticShellHtml, staticShellScript } from './src/core/static-shell'
import { API_PREFIX } from './src/core/contract/endpoints'

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

// The static app shell (src/core/static-shell.ts) goes into index.html: CSS and the variant-picking script inline in
// <head>, so the first paint needs no other request, and the markup inside #root for React to replace.
function staticShell(): Plugin {
  let env: Record<string, string> = {}
  return {
    name: 'cda:static-shell',
    configResolved(config) {
      env = config.env
    },
    transformIndexHtml(html) {
      const root = '<div id="root"></div>'
      if (!html.includes(root)) throw new Error(`index.html must hold an empty ${root} for the static shell`)
      return {
        html: html.replace(root, `<div id="root">${staticShellHtml(brandingFrom(env))}</div>`),
        tags: [
          { tag: 'style', children: staticShellCss, injectTo: 'head' },
          { tag: 'script', children: staticShellScript, injectTo: 'head' },
        ],
      }
    },
  }
}

const brotli = promisify(brotliCompress)

// Brotli copies for the server (src/server/http/static-files.ts serves FILE.br to clients that accept br): every
// text file the build writes, 1 KiB or more like the gzip middleware's threshold, at quality 11, the smallest. The
// work happens once per build (a few seconds), never per request or at server start.
function brotliCopies(): Plugin {
  let outDir = ''
  return {
    name: 'cda:brotli-copies',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(html|js|css|json|webmanifest|svg)$/.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          if ((await stat(path)).size < 1024) return
          const source = await readFile(path)
          const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length }
          await writeFile(`${path}.br`, await brotli(source, { params }))
        }),
      )
    },
  }
}

export default defineConfig({
  plugins: [
    // Options live in tsr.config.json, shared with the `tsr generate` CLI used before type checks.
    tanstackRouter(),
    react(),
    topLevelManifest(),
    staticShell(),
    brotliCopies(),
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
      [API_PREFIX]: { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8787', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // No <link rel=modulepreload> for a dynamic import's files: Vite's helper inserts one per chunk on every import,
    // about 150 ms of main thread at 4x CPU for the ~35 chunks of the start (issue 16, decision 171), while the
    // browser finds a chunk's imports itself as it parses the chunk, one round trip later.
    modulePreload: false,
    sourcemap: true,
  },
})
