import { readdir, readFile } from 'node:fs/promises'
import { expect, inject, test } from 'vitest'
import { brandingFrom } from '../../src/core/branding'
import { staticShellCss, staticShellHtml, staticShellScript } from '../../src/core/static-shell'
import { collectConsoleErrors, PHONE, screenshot, useBrowser } from './browser'

// What a phone's first visit gets before and after the JavaScript (issue 16): the static shell in the built
// index.html, an entry that leaves the lazy pieces out, and React taking the shell's place. Speed itself is measured
// by `npm run bench` (tests/bench/lighthouse.ts), never asserted here.

const baseUrl = inject('baseUrl')
const browser = useBrowser()
const dist = new URL('../../dist/', import.meta.url)

/** A built chunk and every chunk it imports statically: all of it must load and run before the chunk can. */
async function staticGraph(first: string): Promise<string[]> {
  const seen = new Set<string>()
  const visit = async (chunk: string) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    const code = await readFile(new URL(`assets/${chunk}`, dist), 'utf8')
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) await visit(imported!)
  }
  await visit(first)
  return [...seen]
}

/** The chunks a built chunk imports dynamically (the bundler writes `import(\`./chunk.js\`)`). */
async function dynamicImports(chunk: string): Promise<string[]> {
  const code = await readFile(new URL(`assets/${chunk}`, dist), 'utf8')
  return [...code.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map(([, imported]) => imported!)
}

/** The source files bundled into these chunks, from their source maps. */
async function sourcesOf(chunks: string[]): Promise<string[]> {
  const sources: string[] = []
  for (const chunk of chunks) {
    // The bundler's own runtime helper comes without a source map, and holds none of our sources.
    if (chunk.startsWith('rolldown-runtime-')) continue
    const map = JSON.parse(await readFile(new URL(`assets/${chunk}.map`, dist), 'utf8')) as { sources: string[] }
    sources.push(...map.sources)
  }
  return sources
}

test('the built index.html carries the static shell: its CSS and script inline, its markup in #root', async () => {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  expect(html).toContain(`<style>${staticShellCss}</style>`)
  expect(html).toContain(`<script>${staticShellScript}</script>`)
  expect(html).toContain(`<div id="root">${staticShellHtml(brandingFrom(process.env))}</div>`)
  // Nothing but the shell's own CSS may hold up the first paint: no stylesheet or font file is requested.
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
  expect(html).not.toMatch(/\.woff2?|fonts\.googleapis/)
})

test('what runs before the first render leaves out the sync engine, dialogs, drawer, notices and pages', async () => {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  const entry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)">/.exec(html)![1]!
  // The entry waits for the shell's first paint, then imports React DOM, theme.ts, the contract, the router, app.tsx
  // and boot.tsx: their static graphs run before React, each graph in a task of its own, so each of them must be the
  // chunk of an import of its own.
  const started = await dynamicImports(entry)
  expect(started.filter((chunk) => /^boot-.+\.js$/.test(chunk))).toHaveLength(1)
  const own = await sourcesOf(started.filter((chunk) => !/^boot-.+\.js$/.test(chunk)))
  for (const part of ['src/app/theme.ts', 'src/core/contract/endpoints.ts', 'src/app/router.ts', 'src/app/app.tsx'])
    expect(
      own.some((source) => source.endsWith(part)),
      part,
    ).toBe(true)
  const graphs = await Promise.all([entry, ...started].map(staticGraph))
  const sources = await sourcesOf([...new Set(graphs.flat())])
  expect(sources.some((source) => source.endsWith('src/app/main.tsx'))).toBe(true)
  expect(sources.some((source) => source.endsWith('src/app/boot.tsx'))).toBe(true)
  expect(sources.some((source) => source.endsWith('src/app/theme.ts'))).toBe(true)
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true)
  const lazy = [
    /src\/app\/offline\/(start-sync|user-data|db)\.ts$/,
    /src\/app\/components\/(confirm-dialog|ios-install-steps|update-toast-card|database-notice-alert)\.tsx$/,
    /src\/app\/components\/layout\//,
    /src\/app\/features\/.*\.tsx$/,
    /node_modules\/(dexie|docx|react-markdown|micromark|minisearch)\/|@zag-js\/dialog\/dist\/dialog\.machine/,
    /src\/core\/engine\//,
  ]
  for (const pattern of lazy)
    expect(
      sources.filter((source) => pattern.test(source)),
      String(pattern),
    ).toEqual([])
})

test('the entry itself is only the wait for the first paint: React and the app are not in it', async () => {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  const entry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)">/.exec(html)![1]!
  const sources = await sourcesOf(await staticGraph(entry))
  expect(sources.some((source) => source.endsWith('src/app/main.tsx'))).toBe(true)
  expect(
    sources.filter((source) => /node_modules\/(react|react-dom|@chakra-ui)\/|src\/app\/(boot|app)\.tsx$/.test(source)),
  ).toEqual([])
  // Nothing is preloaded from the HTML: the app's files are fetched after the first paint, all at once.
  expect(html).not.toContain('rel="modulepreload"')
})

test('the side-navigation layout, on the first paint of About and /chat, waits for no local database or dialog', async () => {
  const chunks = (await readdir(new URL('assets/', dist))).filter((file) => /^_main-.+\.js$/.test(file))
  const layout = []
  for (const chunk of chunks) {
    if ((await sourcesOf([chunk])).some((source) => source.endsWith('components/layout/app-shell.tsx')))
      layout.push(chunk)
  }
  expect(layout).toHaveLength(1)
  const sources = await sourcesOf(await staticGraph(layout[0]!))
  for (const pattern of [
    /node_modules\/dexie\/|@zag-js\/dialog\/dist\/dialog\.machine/,
    /src\/app\/offline\/(db|user-data)\.ts$/,
    /navigation-drawer\.tsx$/,
  ]) {
    expect(
      sources.filter((source) => pattern.test(source)),
      String(pattern),
    ).toEqual([])
  }
})

test('the built server sends index.html and the entry as Brotli to a browser that accepts it', async () => {
  const html = await readFile(new URL('index.html', dist), 'utf8')
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)![1]!
  for (const path of ['/', '/login', entry]) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('content-encoding'), path).toBe('br')
    expect(response.headers.get('vary'), path).toBe('Accept-Encoding')
    // fetch decodes the body: what arrives is the built file.
    expect(await response.text(), path).toBe(
      await readFile(new URL(`.${path.startsWith('/assets/') ? path : '/index.html'}`, dist), 'utf8'),
    )
  }
})

test('on a phone the shell paints /login before any script runs, and React then replaces it with the page', async () => {
  const context = await browser().newContext({ ...PHONE, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const errors = collectConsoleErrors(page)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(`${baseUrl}/login`)
    const shell = page.locator('.app-shell')
    await expect.poll(() => shell.locator('.shell-plain').isVisible()).toBe(true)
    expect(await shell.locator('.shell-title', { hasText: 'Log in' }).isVisible()).toBe(true)
    expect(await shell.locator('.shell-about').isVisible()).toBe(false)
    await screenshot(page, 'phone-login-static-shell')
    // The inline script ran: the CSP admits it by its hash.
    expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([])

    await page.unroute('**/assets/*.js')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
    expect(await shell.count()).toBe(0)
    // Chakra's global CSS came with the page, built into index.html: React took both styles over (Emotion drops the
    // name from a style it takes over) instead of inserting them again (its own global styles have no text, as
    // Emotion inserts their rules one by one).
    expect(await page.locator('style[data-emotion^="css-global "]').count()).toBe(0)
    const globals = await page
      .locator('style[data-emotion="css-global"]')
      .evaluateAll((styles) => styles.map((style) => style.textContent.length))
    expect(globals).toHaveLength(2)
    expect(globals.every((length) => length > 0)).toBe(true)
    await screenshot(page, 'phone-login-mounted')
    expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([])
  } finally {
    await context.close()
  }
})

test('the About page paints its heading and lead from the shell, the same words React then renders', async () => {
  const context = await browser().newContext({ ...PHONE, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(`${baseUrl}/`)
    const shellHeading = await page.locator('.shell-about .h1').textContent()
    await screenshot(page, 'phone-about-static-shell')
    await page.unroute('**/assets/*.js')
    await page.reload()
    const heading = page.getByRole('heading', { level: 1 })
    await heading.waitFor()
    expect(await heading.textContent()).toBe(shellHeading)
    await screenshot(page, 'phone-about-mounted')
  } finally {
    await context.close()
  }
})

test("the chat route imports the Markdown renderer and the device database apart from the page's code", async () => {
  const chunks = (await readdir(new URL('assets/', dist))).filter((file) => file.endsWith('.js'))
  const route = []
  for (const chunk of chunks)
    if ((await sourcesOf([chunk])).some((source) => source.endsWith('src/app/routes/_main/chat.tsx'))) route.push(chunk)
  expect(route.length).toBeGreaterThan(0)
  const started = (await Promise.all(route.map(dynamicImports))).flat()
  const own = await sourcesOf(started)
  for (const part of ['src/app/components/markdown.tsx', 'src/app/offline/hooks.ts'])
    expect(
      own.some((source) => source.endsWith(part)),
      part,
    ).toBe(true)
})
