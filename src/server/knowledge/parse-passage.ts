import { parse as parseYaml } from 'yaml'
import type { Passage } from '../../core/knowledge/passage'

// Reads one knowledge-base file (front matter + Markdown body) and checks it against the rules of
// src/core/knowledge/README.md, so a malformed passage fails `npm run knowledge` and the tests instead of shipping.
const MIN_WORDS = 40
const MAX_WORDS = 320

export type PassageProblem = { file: string; message: string }

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

export function parsePassageFile(fileName: string, text: string, allowedUrls: ReadonlySet<string>): Passage {
  const problem = (message: string) => new Error(`${fileName}: ${message}`)
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text)
  if (!match) throw problem('missing front matter between --- lines')
  const front = parseYaml(match[1] ?? '') as Record<string, unknown> | null
  const body = (match[2] ?? '').trim()
  if (!front || typeof front !== 'object') throw problem('front matter is not a mapping')

  const text_ = (key: string) => {
    const value = front[key]
    if (typeof value !== 'string' || value.trim() === '') throw problem(`front matter needs a non-empty "${key}"`)
    return value.trim()
  }
  const id = text_('id')
  if (`${id}.md` !== fileName) throw problem(`id "${id}" does not match the file name`)
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) throw problem(`id "${id}" is not kebab-case`)
  const url = text_('url')
  if (!allowedUrls.has(url)) throw problem(`url ${url} is not in urls.md`)
  const tags = front.tags
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    !tags.every((tag) => typeof tag === 'string' && tag === tag.toLowerCase())
  ) {
    throw problem('tags must be a non-empty list of lowercase strings')
  }
  const asOf = front.as_of
  if (asOf !== undefined && (typeof asOf !== 'string' || !/^\d{4}-\d{2}$/.test(asOf)))
    throw problem(`as_of ${JSON.stringify(asOf)} is not YYYY-MM`)
  const unknown = Object.keys(front).filter((key) => !['id', 'title', 'source', 'url', 'tags', 'as_of'].includes(key))
  if (unknown.length > 0) throw problem(`unknown front matter keys: ${unknown.join(', ')}`)
  const words = wordCount(body)
  if (words < MIN_WORDS || words > MAX_WORDS)
    throw problem(`body has ${words} words; keep it between ${MIN_WORDS} and ${MAX_WORDS}`)
  if (/^#/m.test(body) || /\]\(|<[a-z]/i.test(body)) throw problem('body must not contain headings, links or HTML')

  return {
    id,
    title: text_('title'),
    source: text_('source'),
    url,
    tags: tags as string[],
    ...(asOf ? { asOf } : {}),
    body,
  }
}

/** The allowed source URLs: every https URL in urls.md. */
export function allowedUrlsFrom(urlsMarkdown: string): Set<string> {
  return new Set(urlsMarkdown.match(/https:\/\/[^\s|)]+/g) ?? [])
}
