import type { Branding } from './branding'
import {
  aboutFeatures,
  aboutIntro,
  accountScreenTitles,
  chatPageTitle,
  chatStarterIntro,
  chatStarterQuestions,
} from './page-content'

// The static app shell (issue 16): plain HTML and CSS that index.html paints before any JavaScript has loaded, so a
// phone on a slow network sees the layout, the app's name and the top of the page at once instead of a blank screen.
// The vite plugin in vite.config.ts writes it into index.html: the CSS inline in <head>, the markup inside #root,
// where React's first render replaces it (boot.tsx renders only once the route's code is loaded, so the page takes
// the shell's place without a blank frame in between).
//
// Rules the shell keeps:
// - Its colours, sizes and spacing are the ones Chakra gives the real layout at the same width (src/app/theme.ts,
//   src/app/components/layout), so nothing moves when React mounts. System fonts only, like the theme: no font
//   file is fetched, and the logo is an <img> that does not hold up the first paint.
// - It is aria-hidden and has no links, buttons or headings: it is a picture of the page, not something to use,
//   and tests and assistive technology wait for the real page.
// - A six-line script in <head> picks the variant for the path before the body is parsed: the account screens
//   (PlainLayout, with their title), the About page (its heading, lead and feature cards), or any other page (side
//   navigation layout with a skeleton); /chat shows its title and a new chat's starter questions in that layout
//   instead of the skeleton, since the chat screen's largest text is those. Without that script (JavaScript off)
//   the skeleton shows.

const colours = {
  bg: '#0d1218', // bg (navy.950)
  panel: '#131a24', // bg.panel, nav.bg (navy.900)
  navBorder: '#1a2230', // nav.border (navy.800)
  border: '#27272a', // Chakra's dark border (gray.800)
  fg: '#fafafa', // Chakra's dark fg (gray.50)
  muted: '#a1a1aa', // fg.muted (gray.400)
  brandFg: '#86d6e6', // brand.fg (brand.300)
  skeleton: '#1a2230',
}

// Chakra's body font stack (no Inter file is loaded, so the system font shows, as in the app).
const fontStack = `Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"`

// The page-wide rules sit in Chakra's first cascade layer, "reset", and say what Chakra's preflight and global CSS
// say, so they neither fight the app's styles after mount nor reorder its layers; every other rule only matches
// inside .app-shell, which React removes.
// md (48rem) is where AppShell's side navigation becomes permanent; lg (64rem) where About's cards form a row.
export const staticShellCss = `
@layer reset{html{line-height:1.5;-webkit-text-size-adjust:100%;font-family:${fontStack};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}body{margin:0;background:${colours.bg};color:${colours.fg}}}
.app-shell *,.app-shell ::before,.app-shell ::after{box-sizing:border-box;margin:0;padding:0;border:0 solid ${colours.border}}
.shell{display:flex;min-height:100dvh}
.shell-col{display:flex;flex-direction:column;flex:1;min-width:0}
.shell-nav{display:none}
.shell-bar{display:flex;align-items:center;gap:8px;padding:8px;background:${colours.panel};border-bottom:1px solid ${colours.navBorder};position:sticky;top:0}
.shell-menu{width:40px;height:40px;display:flex;align-items:center;justify-content:center;color:${colours.brandFg}}
.shell-name{font-size:14px;line-height:21px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.shell-main{flex:1;padding:20px 16px}
.shell-foot{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;gap:12px;padding:16px;border-top-width:1px;color:${colours.muted};font-size:14px;line-height:21px}
.shell-foot>div{display:flex;align-items:center;gap:8px}
.shell-foot>span{color:${colours.brandFg}}
.shell-bone{background:${colours.skeleton};border-radius:4px}
.shell-lines{display:flex;flex-direction:column;gap:12px;max-width:56rem}
.shell-about,.shell-plain,.shell-title{display:none}
.shell-about{max-width:56rem}
.shell-about>.lead{display:flex;flex-direction:column;gap:12px}
.shell-about .h1{font-size:30px;line-height:38px;font-weight:600}
.shell-about .lede{font-size:18px;color:${colours.muted}}
.shell-cards{display:grid;gap:16px;margin-top:32px}
.shell-card{background:${colours.panel};border-width:1px;border-radius:6px;padding:24px;display:flex;flex-direction:column;gap:8px}
.shell-card>.icon{width:24px;height:24px}
.shell-card>.title{font-size:18px;line-height:28px;font-weight:600}
.shell-card>.text{font-size:14px;color:${colours.muted}}
.shell-chat{display:none;flex-direction:column;gap:20px;max-width:80rem}
.shell-chat>.h1{font-size:24px;line-height:32px;font-weight:600;padding-inline-end:36px}
.shell-chat>.panel{background:${colours.panel};border-width:1px;border-radius:6px}
.shell-chat .head{padding:8px 12px;border-bottom-width:1px;font-size:16px;line-height:36px;font-weight:600}
.shell-chat .starters{display:flex;flex-direction:column;gap:12px;padding:28px 16px 16px}
.shell-chat .starters>p:first-child{color:${colours.muted}}
.shell-chat .q{border-width:1px;border-radius:4px;padding:8px 14px 8px 38px;font-size:14px;line-height:20px;font-weight:500}
.shell-chat .box{margin:8px 12px 12px;height:40px;border:1px solid ${colours.border};border-radius:4px}
.shell-plain{flex-direction:column;min-height:100dvh}
.shell-plain>.top{padding:16px;display:flex;align-items:center;justify-content:center;gap:12px;font-weight:600}
.shell-plain>.body{flex:1;width:100%;max-width:28rem;margin:0 auto;padding:16px}
.shell-authcard{background:${colours.panel};border-width:1px;border-radius:12px;padding:20px;display:flex;flex-direction:column;gap:20px}
.shell-authcard>.title{font-size:24px;line-height:32px;font-weight:600}
.shell-field{display:flex;flex-direction:column;gap:6px}
.shell-field>.label{height:20px;width:35%}
.shell-field>.input{height:40px;background:none;border:1px solid ${colours.border}}
.shell-form{display:flex;flex-direction:column;gap:16px}
html[data-shell=about] .shell-about{display:block}
html[data-shell=about] .shell-lines,html[data-shell=plain] .shell{display:none}
html[data-shell=plain] .shell-plain{display:flex}
html[data-shell-path="/chat"] .shell-chat{display:flex}
html[data-shell-path="/chat"] .shell-lines{display:none}
${Object.keys(accountScreenTitles)
  .map((path) => `html[data-shell-path="${path}"] .shell-title[data-path="${path}"]`)
  .join(',')}{display:block}
@media (min-width:48rem){
.shell-bar{display:none}
.shell-nav{display:block;position:fixed;inset-block:0;inset-inline-start:0;width:240px;background:${colours.panel};border-inline-end:1px solid ${colours.navBorder};padding:16px 0}
.shell-nav>div{display:flex;align-items:center;gap:12px;padding:0 20px 16px}
.shell-col{margin-inline-start:240px}
.shell-main{padding:32px}
.shell-foot{padding:16px 32px}
.shell-plain>.body{padding:40px 24px}
.shell-authcard{padding:32px}
}
@media (min-width:64rem){.shell-cards{grid-template-columns:repeat(3,1fr)}.shell-plain>.body{padding-inline:32px}}
`
  .trim()
  .replace(/\n/g, '')

/** Picks the shell's variant for the path before the body is parsed; a trailing slash is the same page. */
export const staticShellScript = `(function(){var p=location.pathname.replace(/\\/+$/,'')||'/';var t=${JSON.stringify(Object.keys(accountScreenTitles))};var d=document.documentElement;d.setAttribute('data-shell',t.indexOf(p)>=0?'plain':p==='/'?'about':'main');d.setAttribute('data-shell-path',p)})()`

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const menuIcon =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></svg>'

/** The shell's markup for #root, with this build's branding. */
export function staticShellHtml(branding: Pick<Branding, 'productName' | 'shortName' | 'copyrightYear'>): string {
  const name = escapeHtml(branding.productName)
  // the phone's header shows the short name, as the app's own header does, so nothing jumps when React takes over
  const shortName = escapeHtml(branding.shortName)
  const intro = aboutIntro(branding.productName)
  const footer = `<div class="shell-foot"><div><img src="/logo.svg" alt="" width="24" height="24"><p>© ${branding.copyrightYear} ${name}. All rights reserved.</p></div><span>Need help?</span></div>`
  const cards = aboutFeatures
    .map(
      ({ title, text }) =>
        `<div class="shell-card"><div class="icon"></div><p class="title">${escapeHtml(title)}</p><p class="text">${escapeHtml(text)}</p></div>`,
    )
    .join('')
  const titles = Object.entries(accountScreenTitles)
    .map(([path, title]) => `<p class="shell-title title" data-path="${path}">${escapeHtml(title)}</p>`)
    .join('')
  const starters = chatStarterQuestions.map((question) => `<p class="q">${escapeHtml(question)}</p>`).join('')
  const field =
    '<div class="shell-field"><div class="shell-bone label"></div><div class="shell-bone input"></div></div>'
  return [
    '<div class="app-shell" aria-hidden="true">',
    '<div class="shell">',
    `<div class="shell-nav"><div><img src="/logo.svg" alt="" width="36" height="36"><p class="shell-name">${name}</p></div></div>`,
    '<div class="shell-col">',
    `<div class="shell-bar"><div class="shell-menu">${menuIcon}</div><img src="/logo.svg" alt="" width="28" height="28"><p class="shell-name">${shortName}</p></div>`,
    '<div class="shell-main">',
    `<div class="shell-about"><div class="lead"><p class="h1">${escapeHtml(intro.heading)}</p><p class="lede">${escapeHtml(intro.lead)}</p></div><div class="shell-cards">${cards}</div></div>`,
    `<div class="shell-chat"><p class="h1">${escapeHtml(chatPageTitle(branding.productName))}</p><div class="panel"><p class="head">New chat</p><div class="starters"><p>${escapeHtml(chatStarterIntro)}</p>${starters}</div><div class="box"></div></div></div>`,
    '<div class="shell-lines"><div class="shell-bone" style="height:38px;width:60%"></div><div class="shell-bone" style="height:20px"></div><div class="shell-bone" style="height:20px;width:85%"></div><div class="shell-bone" style="height:160px;margin-top:12px"></div></div>',
    '</div>',
    footer,
    '</div>',
    '</div>',
    '<div class="shell-plain">',
    `<div class="top"><img src="/logo.svg" alt="" width="36" height="36"><p>${name}</p></div>`,
    `<div class="body"><div class="shell-authcard">${titles}<div class="shell-form">${field}${field}<div class="shell-bone" style="height:40px"></div></div></div></div>`,
    footer,
    '</div>',
    '</div>',
  ].join('')
}
