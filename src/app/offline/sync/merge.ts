import { diff3Merge } from 'node-diff3'
import type { DraftText } from '../records'

// Three-way merge of a draft, so a conflict never loses text: base is the server text the local edit started from,
// local is what this device has now, server is what a 412 says the server has now. The content is merged by
// paragraph: edits to different paragraphs combine; edits that touch the same paragraphs (or sit at the same place)
// are a conflict, which the caller resolves by keeping both versions for the user. The title is one unit.
export type MergeOutcome = { kind: 'merged'; text: DraftText } | { kind: 'conflict' }

/** Paragraphs and the blank-line separators between them, as alternating tokens, so joining gives back the text. */
export function splitParagraphs(text: string): string[] {
  return text.split(/(\n[ \t]*\n\s*)/)
}

function startsWith(whole: string[], part: string[]): boolean {
  return part.length <= whole.length && part.every((token, i) => whole[i] === token)
}

function endsWith(whole: string[], part: string[]): boolean {
  const offset = whole.length - part.length
  return offset >= 0 && part.every((token, i) => whole[offset + i] === token)
}

/** One side only added paragraphs before or after the region, the other rewrote it: both survive. */
function extendAroundEdit(extended: string[], original: string[], edited: string[]): string[] | null {
  if (original.length === 0 || edited.length === 0 || extended.length <= original.length) return null
  if (startsWith(edited, original) || endsWith(edited, original)) return null // both sides added: their order is the user's call
  if (startsWith(extended, original)) return [...edited, ...extended.slice(original.length)]
  if (endsWith(extended, original)) return [...extended.slice(0, extended.length - original.length), ...edited]
  return null
}

/**
 * diff3 counts edits of neighbouring paragraphs as one overlapping region. Many are still independent: paragraph
 * by paragraph, only one side changed each, or one side only appended next to the other's edit.
 */
function resolveRegion(a: string[], o: string[], b: string[]): string[] | null {
  if (a.length === o.length && b.length === o.length) {
    const merged: string[] = []
    for (let i = 0; i < o.length; i++) {
      const [mine, theirs, original] = [a[i]!, b[i]!, o[i]!]
      if (mine === theirs || theirs === original) merged.push(mine)
      else if (mine === original) merged.push(theirs)
      else return null
    }
    return merged
  }
  return extendAroundEdit(a, o, b) ?? extendAroundEdit(b, o, a)
}

/** The merged content, or null when the edits overlap. */
export function mergeParagraphs(base: string, local: string, server: string): string | null {
  if (local === server || server === base) return local
  if (local === base) return server
  const regions = diff3Merge(splitParagraphs(local), splitParagraphs(base), splitParagraphs(server))
  const merged: string[] = []
  for (const region of regions) {
    if (region.ok) {
      merged.push(...region.ok)
      continue
    }
    if (!region.conflict) continue
    const resolved = resolveRegion(region.conflict.a, region.conflict.o, region.conflict.b)
    if (resolved === null) return null
    merged.push(...resolved)
  }
  return merged.join('')
}

/** A text merged as one unit (a title, a name): the side that changed it wins; both changing it is a conflict. */
export function mergeWhole(base: string, local: string, server: string): string | null {
  if (local === server || server === base) return local
  if (local === base) return server
  return null
}

export function mergeDraftText(base: DraftText, local: DraftText, server: DraftText): MergeOutcome {
  const title = mergeWhole(base.title, local.title, server.title)
  const content = mergeParagraphs(base.content, local.content, server.content)
  if (title === null || content === null) return { kind: 'conflict' }
  return { kind: 'merged', text: { title, content } }
}

export function sameText(a: DraftText | null | undefined, b: DraftText | null | undefined): boolean {
  return !!a && !!b && a.title === b.title && a.content === b.content
}
