import { expect, test } from 'vitest'
import { screen } from '@testing-library/react'
import { Markdown } from './markdown'
import { renderWithTheme } from '../test-utils'

function linkHref(name: string) {
  return screen.getByText(name).closest('a')?.getAttribute('href')
}

test.each([
  ['https://example.com/page', 'https://example.com/page'],
  ['http://example.com', 'http://example.com'],
  ['mailto:help@example.com', 'mailto:help@example.com'],
  ['irc://irc.example.net/chan', 'irc://irc.example.net/chan'],
  ['ircs://irc.example.net/chan', 'ircs://irc.example.net/chan'],
  ['xmpp:someone@example.com', 'xmpp:someone@example.com'],
  ['/write?tab=2', '/write?tab=2'],
  ['../relative/path', '../relative/path'],
  ['#section', '#section'],
])('keeps the allowed link %s', (url, expected) => {
  renderWithTheme(<Markdown>{`[target](${url})`}</Markdown>)
  expect(linkHref('target')).toBe(expected)
})

test.each([
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'tel:+61400000000',
  '&#106;avascript:alert(1)',
  'java%0ascript:alert(1)',
])('blanks the hostile or unlisted link %s', (url) => {
  renderWithTheme(<Markdown>{`[target](${url})`}</Markdown>)
  const href = linkHref('target') ?? ''
  expect(href).not.toMatch(/script|data:|file:|ftp:|tel:/i)
  expect(href).toBe('')
})

test('blanks a hostile image source and a hostile reference-style link', () => {
  const { container } = renderWithTheme(
    <Markdown>{'![pic](javascript:alert(1))\n\n[ref][x]\n\n[x]: javascript:alert(2)'}</Markdown>,
  )
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByText('pic')).toBeInTheDocument()
  expect(linkHref('ref') ?? '').toBe('')
})

test('drops raw HTML instead of rendering it', () => {
  const { container } = renderWithTheme(
    <Markdown>
      {'Hello <script>alert(1)</script> <img src=x onerror="alert(1)"> <a href="javascript:x">bad</a> world'}
    </Markdown>,
  )
  expect(container.querySelector('script')).toBeNull()
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('a')).toBeNull()
  expect(container.textContent).toContain('Hello')
  expect(container.textContent).toContain('world')
})

test('renders GitHub-flavoured tables, lists and autolinks', () => {
  const { container } = renderWithTheme(
    <Markdown>
      {'| Pillar | Ref |\n| --- | --- |\n| Governance | Gov a |\n\n- one\n- two\n\nSee www.example.com'}
    </Markdown>,
  )
  expect(screen.getByRole('table')).toBeInTheDocument()
  expect(screen.getByText('Governance')).toBeInTheDocument()
  expect(container.querySelectorAll('li')).toHaveLength(2)
  expect(linkHref('www.example.com')).toBe('http://www.example.com')
})

test('opens external links in a new tab without an opener', () => {
  renderWithTheme(<Markdown>{'[out](https://example.com)'}</Markdown>)
  const link = screen.getByText('out').closest('a')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})
