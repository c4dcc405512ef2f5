// Writes fonts/noto-sans-arabic-arabic-wght-normal.woff2: the @fontsource Arabic subset cut to
// the Arabic block. Run it again when @fontsource-variable/noto-sans-arabic changes. Needs
// Debian's fonttools: apt-get install python3-fonttools python3-brotli.
//
// Why: the package's file (166 KB) also holds Arabic Supplement and Extended and the legacy
// presentation forms, which no text of the site uses (tests/unit/fonts.test.ts checks); on an
// Arabic page it downloaded beside the first picture and put first paint on a phone ~0.8 s later
// (Lighthouse, simulated slow 4G). Shaping reads the contextual forms through the font's layout
// tables, which the subset keeps with the weight axis.
import { execFileSync } from 'node:child_process'
import { ARABIC_RANGE, ARABIC_SUBSET } from './build-fonts.mjs'

const source =
  'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'
execFileSync(
  '/usr/bin/python3',
  [
    '-m',
    'fontTools.subset',
    source,
    `--unicodes=${ARABIC_RANGE}`,
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${ARABIC_SUBSET}`,
  ],
  { stdio: 'inherit' }
)
console.log(`${ARABIC_SUBSET} written`)
