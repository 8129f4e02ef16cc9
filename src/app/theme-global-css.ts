import createCache from '@emotion/cache'
import { serializeStyles } from '@emotion/serialize'
import { createAppSystem } from './theme'

// Chakra's global CSS (its cascade layers' order, the preflight, the global styles and every token as a CSS variable,
// about 39 KB, 5 KB in Brotli) is rendered when the app is built and goes into index.html, the way Emotion's server
// rendering puts it there. ChakraProvider's two <Global> components look for a <style data-emotion="css-global NAME">
// holding their styles and take it over instead of compiling and inserting that CSS in React's first commit, which
// made it one of the longest tasks of a first visit (issue 16). The build runs the same theme.ts as the browser, so
// the names match; the first-visit e2e test checks that both styles are taken over. Used by vite.config.ts only.

export type PrerenderedStyle = { name: string; css: string }

/** The styles of ChakraProvider's <Global>s, in its order, with the names Emotion gives them. */
export function chakraGlobalStyles(): PrerenderedStyle[] {
  const system = createAppSystem()
  // Outside a browser, Emotion's cache returns the CSS it would insert.
  const cache = createCache({ key: 'css' })
  const globals = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global]
  return globals.map((styles) => {
    const serialized = serializeStyles([styles], undefined, {})
    const css = cache.insert('', serialized, cache.sheet, false)
    if (typeof css !== 'string') throw new Error('Emotion inserted the global CSS instead of returning it')
    return { name: serialized.name, css }
  })
}
