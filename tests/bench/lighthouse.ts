// Lighthouse on a phone's first visit (issue 16): mobile form factor with Lighthouse's default simulated throttling
// (slow 4G, 4x CPU), each run in a fresh Chromium profile, so nothing is cached and no service worker is installed.
// Pages: /login and the About page (/) signed out, and /chat signed in as the demo account. Three runs per page,
// medians reported (docs/benchmarks.md, "First visit on a phone"). Nothing is asserted: the machine is shared.
//
// Part of `npm run bench`; alone, after `npm run build`: `npx tsx tests/bench/lighthouse.ts` (`--runs N` to change
// the count). Debian's Chromium is driven through chrome-launcher; a downloaded browser is never used (DEVELOPERS.md).
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH } from '../e2e/browser'
import { startServer } from '../e2e/server-process'
import { demoAccount } from './demo-session'
import { median } from './stats'
import { endpointPath, endpoints } from '../../src/core/contract/endpoints'

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

type PageSpec = { label: string; path: string; signedIn: boolean }

const pages: PageSpec[] = [
  { label: '/login', path: '/login', signedIn: false },
  { label: 'About (/)', path: '/', signedIn: false },
  { label: '/chat, signed in', path: '/chat', signedIn: true },
]

export type LighthouseScores = {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  accessibility: number
  bestPractices: number
}

/**
 * Signs the fresh profile in the way the login page does (the session cookie from the real login call, the user in
 * local storage), from an API URL so that no page of the app loads and nothing of it is cached before the audit.
 */
async function signInProfile(chrome: LaunchedChrome, baseUrl: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(`${baseUrl}${endpointPath(endpoints.health, {})}`)
    // The function runs in the page, so the login path goes in as an argument.
    await page.evaluate(
      async ({ account, loginPath }) => {
        const response = await fetch(loginPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        })
        if (!response.ok) throw new Error(`login failed: ${response.status}`)
        localStorage.setItem('user', JSON.stringify(await response.json()))
      },
      { account: demoAccount, loginPath: endpointPath(endpoints.auth.login, {}) },
    )
    await page.close()
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher, which kills it after the audit.
    await browser.close()
  }
}

// Lighthouse's own advice for a trace that came out incomplete ("Please run Lighthouse again"); seen now and then
// on the first audit after the server starts. Any other failure stops the bench.
const retriedErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP'])

async function auditWithRetry(baseUrl: string, spec: PageSpec): Promise<LighthouseScores> {
  try {
    return await audit(baseUrl, spec)
  } catch (error) {
    if (!(error instanceof AuditError) || !retriedErrors.has(error.code)) throw error
    return audit(baseUrl, spec)
  }
}

class AuditError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function audit(baseUrl: string, spec: PageSpec): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags })
  try {
    if (spec.signedIn) await signInProfile(chrome, baseUrl)
    // The profile is new, so a first visit needs no storage reset, and a reset would sign /chat out again.
    const result = await lighthouse(
      `${baseUrl}${spec.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
      },
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${spec.path}`)
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr
    if (runtimeError)
      throw new AuditError(
        runtimeError.code,
        `Lighthouse failed on ${spec.path}: ${runtimeError.code} ${runtimeError.message}`,
      )
    // A signed-in page that lands on /login measured the wrong screen.
    if (new URL(finalDisplayedUrl).pathname !== spec.path) throw new Error(`${spec.path} ended on ${finalDisplayedUrl}`)
    return {
      performance: categories.performance?.score ?? 0,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
    }
  } finally {
    chrome.kill()
  }
}

function medians(runs: LighthouseScores[]): LighthouseScores {
  const of = (key: keyof LighthouseScores) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
  }
}

/** Medians per page of `runs` first visits, as rows for the bench's table, against a running server. */
export async function benchLighthouse(baseUrl: string, runs = 3): Promise<Array<[string, string]>> {
  const rows: Array<[string, string]> = []
  for (const spec of pages) {
    const results: LighthouseScores[] = []
    for (let i = 0; i < runs; i += 1) results.push(await auditWithRetry(baseUrl, spec))
    const m = medians(results)
    rows.push([
      `Lighthouse mobile first visit ${spec.label} (median of ${runs}): performance / FCP / LCP / TBT / accessibility / best practices`,
      `${m.performance.toFixed(2)} / ${(m.fcpMs / 1000).toFixed(2)} s / ${(m.lcpMs / 1000).toFixed(2)} s / ${m.tbtMs.toFixed(0)} ms / ${m.accessibility.toFixed(2)} / ${m.bestPractices.toFixed(2)}`,
    ])
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runsFlag = process.argv.indexOf('--runs')
  const runs = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1])
  // The demo account exists in the embedded mode; LOG_LEVEL=warn keeps the server quiet during the audits.
  const server = await startServer({ LOG_LEVEL: 'warn' })
  try {
    const rows = await benchLighthouse(server.url, runs)
    console.log('| measure | result |\n| --- | --- |')
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`)
  } finally {
    await server.stop()
  }
}
