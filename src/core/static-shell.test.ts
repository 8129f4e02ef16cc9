import { expect, test } from 'vitest'
import { defaultBranding } from './branding'
import {
  aboutFeatures,
  aboutIntro,
  accountScreenTitles,
  chatPageTitle,
  chatStarterIntro,
  chatStarterQuestions,
} from './page-content'
import { staticShellCss, staticShellHtml, staticShellScript } from './static-shell'

function variantFor(pathname: string): { shell: string | null; path: string | null } {
  const attributes = new Map<string, string>()
  const documentElement = { setAttribute: (name: string, value: string) => void attributes.set(name, value) }
  // The script as index.html runs it, against a stand-in for the page's location and document.
  // The inline script runs from its text, as the page runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('location', 'document', staticShellScript)({ pathname }, { documentElement })
  return { shell: attributes.get('data-shell') ?? null, path: attributes.get('data-shell-path') ?? null }
}

test('the script picks the account-screen, About or side-navigation variant for the path', () => {
  expect(variantFor('/login')).toEqual({ shell: 'plain', path: '/login' })
  expect(variantFor('/signup/')).toEqual({ shell: 'plain', path: '/signup' })
  expect(variantFor('/')).toEqual({ shell: 'about', path: '/' })
  expect(variantFor('/chat')).toEqual({ shell: 'main', path: '/chat' })
  expect(variantFor('/login/extra')).toEqual({ shell: 'main', path: '/login/extra' })
})

test("the shell shows the About page's words, the chat screen's title and starter questions, and every account screen's title, hidden from assistive technology", () => {
  const html = staticShellHtml(defaultBranding)
  expect(html.startsWith('<div class="app-shell" aria-hidden="true">')).toBe(true)
  const intro = aboutIntro(defaultBranding.productName)
  for (const text of [
    intro.heading,
    intro.lead,
    ...aboutFeatures.flatMap((feature) => [feature.title, feature.text]),
  ]) {
    expect(html).toContain(text)
  }
  for (const text of [chatPageTitle(defaultBranding.productName), chatStarterIntro, ...chatStarterQuestions])
    expect(html).toContain(`>${text}<`)
  for (const [path, title] of Object.entries(accountScreenTitles))
    expect(html).toContain(`data-path="${path}">${title}<`)
  expect(html).toContain(`© ${defaultBranding.copyrightYear} ${defaultBranding.productName}. All rights reserved.`)
  // A picture of the page, not a second page: nothing to focus, click or navigate by.
  expect(html).not.toMatch(/<(a|button|input|h[1-6])[\s>]/)
})

test('branding from the build environment is escaped into the markup', () => {
  expect(staticShellHtml({ productName: 'A & B <Tools>', shortName: 'A&B', copyrightYear: 2030 })).toContain(
    'A &amp; B &lt;Tools&gt;',
  )
})

test("outside Chakra's reset layer, every rule only matches the shell, so none outlives it to restyle the app", () => {
  const layer = /^@layer reset\{((?:[^{}]*\{[^{}]*\})*)\}/.exec(staticShellCss)
  expect(layer?.[1]).toMatch(/^html\{[^}]*\}body\{[^}]*\}$/)
  const rest = staticShellCss
    .slice(layer![0].length)
    .replace(/@media[^{]*\{/g, '')
    .replace(/\}\}/g, '}')
  const selectors = [...rest.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) => match[1]!.split(','))
  expect(selectors.length).toBeGreaterThan(20)
  for (const selector of selectors)
    expect(selector.trim()).toMatch(/^(\.app-shell |\.shell(-[\w-]+)?\b|html\[data-shell(-path)?=[^\]]+\] \.shell)/)
})
