import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

// The app is dark only (SPEC.md "Layout and navigation"): index.html sets class="dark" on <html>, so Chakra's
// _dark conditions always apply. "brand" is built around the primary colour #68c8de (brand.400) and is the
// default colour palette, so buttons, links and focus rings use it without naming it everywhere.
export const primaryColour = '#68c8de'

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
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

export const system = createSystem(defaultConfig, config)
