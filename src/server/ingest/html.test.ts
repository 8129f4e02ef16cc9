import { expect, test } from 'vitest'
import { declaredCharset, parseHtml } from './html'

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))

test('entities are decoded as browsers decode them; unknown ones stay as written', () => {
  const text = (html: string) => parseHtml(utf8(html)).paragraphs
  expect(text('<p>R&amp;D &ndash; CO&#8322; &#x2265; 2&deg;C&nbsp;&bogus; &frac12;&micro;m</p>')).toEqual([
    'R&D – CO₂ ≥ 2°C &bogus; ½µm',
  ])
  // The numbers 128-159 are Windows-1252's punctuation, as in browsers; a NUL reference is the replacement character.
  expect(text('<p>Scope 1 &#150; 12&#37; lower &#0;</p>')).toEqual(['Scope 1 – 12% lower \ufffd'])
})

test('block elements make paragraphs; scripts, styles, navigation and the head are dropped', () => {
  const html = `<!DOCTYPE html>
<html><head><title>Ignored | Site</title><style>p { color: red }</style></head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About us</a></nav>
  <h1>Climate <em>Report</em> 2024</h1>
  <p>Our Board
     oversees climate-related risks.<br>It meets quarterly.</p>
  <script>var tracking = "should not appear";</script>
  <ul><li>Net zero by 2050</li><li>Solar on <a href="/sites" title="a > b">all sites</a></li></ul>
  <table><tr><th>Scope</th><th>tCO2-e</th></tr><tr><td>Scope 1</td><td>1,200</td></tr></table>
  <div>Text in a div<div>and a nested div</div></div>
  <!-- <p>commented out</p> -->
</body></html>`
  const parsed = parseHtml(utf8(html))
  expect(parsed.heading).toBe('Climate Report 2024')
  expect(parsed.paragraphs).toEqual([
    'Climate Report 2024',
    'Our Board oversees climate-related risks. It meets quarterly.',
    'Net zero by 2050',
    'Solar on all sites',
    'Scope | tCO2-e',
    'Scope 1 | 1,200',
    'Text in a div',
    'and a nested div',
  ])
})

test('without an h1 the title element is the heading', () => {
  expect(parseHtml(utf8('<title>Sustainability &amp; Climate 2023</title><p>Text about emissions.</p>')).heading).toBe(
    'Sustainability & Climate 2023',
  )
})

test('a declared charset is honoured', () => {
  const latin1 = new Uint8Array(Buffer.from('<meta charset="iso-8859-1"><p>Caf\u00e9 emissions</p>', 'latin1'))
  expect(declaredCharset(latin1)).toBe('iso-8859-1')
  expect(parseHtml(latin1).paragraphs).toEqual(['Café emissions'])
})

test('missing end tags end paragraphs as browsers imply them, and dropped elements may nest', () => {
  const html =
    '<nav><nav>Inner menu</nav>Outer menu</nav><p>First point<p>Second point<ul><li>One item<li>Another item</ul>'
  expect(parseHtml(utf8(html)).paragraphs).toEqual(['First point', 'Second point', 'One item', 'Another item'])
})
