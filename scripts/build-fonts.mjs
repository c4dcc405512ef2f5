// Self-hosted fonts: the variable Inter and Noto Sans Arabic and Hebrew from @fontsource, only
// the script subsets our 13 languages use, copied under content-hashed names. The browser loads a
// subset only when a page shows a character of its unicode-range, and shows text at once in a
// fallback sized like Inter (font-display: swap + metric overrides: no invisible text, no shift).
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'

/** The Arabic block and the joiners, cut from the package's file (scripts/subset-arabic-font.mjs) */
export const ARABIC_SUBSET = 'fonts/noto-sans-arabic-arabic-wght-normal.woff2'
export const ARABIC_RANGE = 'U+0600-06FF,U+200C-200F'

const SUBSETS = [
  // family, package file (its unicode-range read from the package's CSS), or a file of ours and
  // its range
  ['Inter Variable', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
  ['Inter Variable', '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'],
  ['Inter Variable', '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2'],
  ['Noto Sans Arabic Variable', ARABIC_SUBSET, ARABIC_RANGE],
  [
    'Noto Sans Hebrew Variable',
    '@fontsource-variable/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-wght-normal.woff2',
  ],
]

// Local fonts scaled to Inter's width and line metrics, shown until Inter arrives, so the swap
// moves nothing. One face per platform font, regular and bold (a single face would be
// synthesised bold): Arial, its metric twin Liberation Sans and Roboto share one scale (their
// average widths are within 0.3 %); Noto Sans (Linux, many Androids) its own, measured in
// Chromium against Inter at 400 and 600, the weights our text uses most. Their bold face stands
// in for Inter 600 and 700 alike, so its scale sits between Inter's width at those weights
// (1.016 and 1.027 of Liberation Sans Bold): at the regular scale a 30 px bold heading that fits
// one line in Inter took two in the fallback, and the catalogue's swap shifted the page (CLS
// 0.18 in Lighthouse). Latin and Cyrillic only, so Arabic and Hebrew text reaches its own fonts.
const INTER = { ascent: 1984 / 2048, descent: 494 / 2048 }
const FALLBACKS = [
  {
    family: 'Inter Fallback',
    sizeAdjust: { regular: 1.074, bold: 1.02 },
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Roboto', 'Roboto-Regular'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Roboto Bold',
      'Roboto-Bold',
    ],
  },
  {
    family: 'Inter Fallback Noto',
    sizeAdjust: { regular: 1.011, bold: 0.978 },
    regular: ['Noto Sans Regular', 'NotoSans-Regular'],
    bold: ['Noto Sans Bold', 'NotoSans-Bold'],
  },
]
const FALLBACK_RANGE = 'U+0000-052F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-215F'

/**
 * A family's regular (400) and bold (700) faces from local fonts, each with the descriptors
 * `more(style)` writes after its `src` (style: `regular` or `bold`).
 */
function localFaces({ family, regular, bold }, more) {
  return [
    [400, regular, 'regular'],
    [700, bold, 'bold'],
  ].map(
    ([weight, names, style]) =>
      `@font-face{font-family:'${family}';font-weight:${weight};` +
      `src:${names.map((name) => `local('${name}')`).join(',')};${more(style)}}`
  )
}

function fallbackFaces() {
  const pct = (value) => `${(value * 100).toFixed(2)}%`
  return FALLBACKS.flatMap((fallback) =>
    localFaces(fallback, (style) => {
      const scale = fallback.sizeAdjust[style]
      return (
        `size-adjust:${pct(scale)};ascent-override:${pct(INTER.ascent / scale)};` +
        `descent-override:${pct(INTER.descent / scale)};line-gap-override:0%;` +
        `unicode-range:${FALLBACK_RANGE}`
      )
    })
  )
}

// Arabic and Hebrew shown until their web fonts arrive: the platform's own face for the script,
// named. Without a name the browser finds one character by character through the system's font
// fallback; in Chromium on Linux the Arabic catalogue's layout then took about 50 ms (18 %)
// longer (4 interleaved sets of 7 fresh loads, unthrottled). The same design as the web font
// comes first where it is installed (Linux, many Androids), then Android's, Apple's and Windows'.
const SCRIPT_FALLBACKS = [
  {
    family: 'Arabic Fallback',
    range: ARABIC_RANGE,
    regular: [
      'Noto Sans Arabic Regular',
      'NotoSansArabic-Regular',
      'Noto Naskh Arabic UI',
      'NotoNaskhArabicUI-Regular',
      'Geeza Pro Regular',
      'GeezaPro',
      'Segoe UI',
      'SegoeUI',
    ],
    bold: [
      'Noto Sans Arabic Bold',
      'NotoSansArabic-Bold',
      'Noto Naskh Arabic UI Bold',
      'NotoNaskhArabicUI-Bold',
      'Geeza Pro Bold',
      'GeezaPro-Bold',
      'Segoe UI Bold',
      'SegoeUI-Bold',
    ],
  },
  {
    family: 'Hebrew Fallback',
    range: 'U+0590-05FF,U+FB1D-FB4F',
    regular: [
      'Noto Sans Hebrew Regular',
      'NotoSansHebrew-Regular',
      'Arial Hebrew',
      'ArialHebrew',
      'Segoe UI',
      'SegoeUI',
    ],
    bold: [
      'Noto Sans Hebrew Bold',
      'NotoSansHebrew-Bold',
      'Arial Hebrew Bold',
      'ArialHebrew-Bold',
      'Segoe UI Bold',
      'SegoeUI-Bold',
    ],
  },
]

function scriptFallbackFaces() {
  return SCRIPT_FALLBACKS.flatMap((fallback) =>
    localFaces(fallback, () => `unicode-range:${fallback.range}`)
  )
}

/** Copies the font files into `outDir` and returns their @font-face rules. */
export function buildFonts(outDir, urlPrefix) {
  mkdirSync(outDir, { recursive: true })
  const rules = SUBSETS.map(([family, file, range]) => {
    const path = range ? file : `node_modules/${file}`
    const bytes = readFileSync(path)
    const name = file.split('/').pop().replace('.woff2', '')
    const hashed = `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`
    copyFileSync(path, `${outDir}/${hashed}`)
    return (
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;` +
      `font-weight:100 900;src:url(${urlPrefix}/${hashed}) format('woff2');` +
      `unicode-range:${range ?? unicodeRange(file, name)}}`
    )
  })
  return [...rules, ...fallbackFaces(), ...scriptFallbackFaces()].join('')
}

/** The subset's unicode-range, read from the @fontsource CSS that ships next to the file. */
function unicodeRange(file, name) {
  const pkg = file.split('/files/')[0]
  const css = readFileSync(`node_modules/${pkg}/wght.css`, 'utf8')
  const block = css.split('@font-face').find((rule) => rule.includes(`/${name}.woff2`))
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1]
  if (!range) throw new Error(`no unicode-range for ${name} in ${pkg}/wght.css`)
  return range.trim()
}
