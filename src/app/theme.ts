import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

// The app has a dark theme only: index.html sets class="dark" on <html>, so Chakra's _dark conditions always apply.
// "brand" is built around the primary colour #68c8de (brand.400) and is the default colour palette, so buttons, links
// and focus rings use it without naming it everywhere.
export const primaryColour = '#68c8de'

// Chakra's defaultConfig carries a recipe for every one of its ~80 components, about 115 KB of the entry chunk that
// every first visit downloads and runs. The app uses about 30, so the system is Chakra's base config (conditions,
// utilities), its default tokens and styles, and only those recipes. Rule: a Chakra component the app starts to use
// needs its recipe here; theme.test.ts lists which component needs which recipe and fails until it is added.
//
// Building the system turns every token into a CSS variable (and every value of a semantic token per colour mode, and
// a colorPalette-* alias for each palette) in one long task at start-up, and the page's style then carries them all
// (issue 16). So the tokens are cut to what the app can show: the colour palettes its components and Chakra's
// semantic tokens use (not yellow, teal, cyan, purple, pink), and each semantic token's dark value alone, as the app
// is dark only. Rule: a palette the app starts to name as a colorPalette goes back into `palettes`; theme.test.ts
// checks every colorPalette the app names.
const palettes = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'gray',
  'red',
  'orange',
  'green',
  'blue',
  'teal',
  'cyan',
] as const

function only<T extends object>(group: T | undefined, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(group ?? {}).filter(([key]) => keys.includes(key))) as T
}

/** A semantic token tree with each `{ _light, _dark }` value replaced by its `_dark` value. */
function darkValues<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree
  if ('value' in tree) {
    const value = (tree as { value: unknown }).value
    const dark = typeof value === 'object' && value !== null && '_dark' in value ? value._dark : value
    return { ...tree, value: dark }
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, darkValues(child)])) as T
}

const colorTokens = only(tokens.colors, palettes)
const semanticColorTokens = only(semanticTokens.colors, ['bg', 'fg', 'border', ...palettes])

const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: colorTokens },
    semanticTokens: darkValues({ ...semanticTokens, colors: semanticColorTokens }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
})

const config = defineConfig({
  globalCss: {
    // On phones the header sticks to the top of the page: whatever is scrolled into view (an error, a new answer)
    // stops below it instead of under it.
    html: { colorPalette: 'brand', scrollPaddingTop: { base: '4.5rem', md: '1rem' } },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e9f8fb' },
          100: { value: '#cdeff6' },
          200: { value: '#a6e3ef' },
          300: { value: '#86d6e6' },
          400: { value: primaryColour },
          500: { value: '#43b3cd' },
          600: { value: '#2f93ab' },
          700: { value: '#267587' },
          800: { value: '#1f5c6a' },
          900: { value: '#18454f' },
          950: { value: '#0e2a31' },
        },
        navy: {
          800: { value: '#1a2230' },
          900: { value: '#131a24' },
          950: { value: '#0d1218' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.400}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.brand.300}' },
          muted: { value: '{colors.brand.800}' },
          subtle: { value: '{colors.brand.900}' },
          emphasized: { value: '{colors.brand.700}' },
          focusRing: { value: '{colors.brand.400}' },
          border: { value: '{colors.brand.400}' },
        },
        bg: {
          DEFAULT: { value: '{colors.navy.950}' },
          panel: { value: '{colors.navy.900}' },
          subtle: { value: '{colors.navy.900}' },
          muted: { value: '{colors.navy.800}' },
        },
        nav: {
          bg: { value: '{colors.navy.900}' },
          border: { value: '{colors.navy.800}' },
        },
      },
    },
  },
})

/**
 * Chakra's styling system for the app. Building it is the longest single step of start-up (issue 16), so it is a
 * function, not a value built when this module loads: boot.tsx calls it in a task of its own, after the task that
 * evaluates this module and Chakra's code, so that no task holds the main thread for both.
 */
export function createAppSystem(): SystemContext {
  return createSystem(defaultBaseConfig, defaultTheme, config)
}
