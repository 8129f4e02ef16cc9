import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

// Every PWA icon is generated from public/logo.svg (docs/decisions/010). The logo is a dark rounded tile whose artwork
// already sits inside the maskable safe zone (the central 80% circle), so the maskable icon needs only a little padding
// (breathing room under a circular mask) and the Apple icon none; both fill the area around the tile with the same
// dark colour instead of the preset's white, so the tile's rounded corners disappear into a full-bleed square.
const background = '#0d1218'

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // The preset's default (quality 60) quantises these two-colour images down to four colours, which leaves jagged
    // edges; full quality keeps the anti-aliasing and the files stay a few kilobytes.
    png: { compressionLevel: 9, quality: 100 },
    maskable: { ...minimal2023Preset.maskable, padding: 0.1, resizeOptions: { fit: 'contain', background } },
    apple: { ...minimal2023Preset.apple, padding: 0, resizeOptions: { fit: 'contain', background } },
  },
  images: ['public/logo.svg'],
})
