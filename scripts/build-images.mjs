// Builds the demo photography: architectural artwork drawn as SVG (scripts/images/), rasterised
// with sharp into AVIF, WebP and JPEG at the breakpoint widths of SPEC.md section 9, quality 80,
// plus a 10x10 blurred placeholder. Output goes to public/images (not in git). An image whose
// drawing and settings are unchanged is not encoded again: `.cache.json` keeps their hashes.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import sharp from 'sharp'
import { SCENES } from './images/scenes.mjs'

const OUT = 'public/images'
const CACHE = `${OUT}/.cache.json`
const CONFIG = JSON.parse(readFileSync('src/lib/image-sizes.json', 'utf8'))
// AVIF effort 2: about a tenth of the default's time for these flat drawings, 20 % larger files.
// The listings' own photos (171 of the 189) are encoded faster: AVIF effort 1 (half the CPU of
// effort 2, files about a fifth larger) and WebP effort 2 (half the CPU of the default, 7 %
// larger, and only browsers without AVIF fetch it) and plain libjpeg (a fifth of mozjpeg's time,
// a fifth larger, for the browsers with neither). See docs/decisions/every-listing-drawn-for-itself-its-photos.md; the site's own pictures,
// which lead its pages and are its share images, keep the slower, smaller settings.
const fast = (key) => key.startsWith('listing-')
const ENCODERS = {
  avif: (image, key) => image.avif({ quality: CONFIG.quality, effort: fast(key) ? 1 : 2 }),
  webp: (image, key) => image.webp({ quality: CONFIG.quality, effort: fast(key) ? 2 : 4 }),
  jpg: (image, key) => image.jpeg({ quality: CONFIG.quality, mozjpeg: !fast(key) }),
}

const kindOf = (key) =>
  key.startsWith('plan-') ? 'plan' : key.startsWith('portrait-') ? 'portrait' : 'photo'

function filesOf(key) {
  const { widths } = CONFIG.kinds[kindOf(key)]
  return [
    ...widths.flatMap((width) => CONFIG.formats.map((format) => `${key}-${width}.${format}`)),
    `${key}-lqip.webp`,
  ]
}

/** Raw pixels with what sharp needs to read them back: `sharp(data, { raw })`. */
async function pixels(image) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

async function build(key, svgText) {
  const kind = CONFIG.kinds[kindOf(key)]
  // Rasterise once at full size, opaque (an alpha plane costs the AVIF encoder a fifth more), and
  // keep raw pixels: every width is resized from them without a PNG round trip
  const full = await pixels(sharp(Buffer.from(svgText)).resize(kind.width, kind.height).flatten())
  for (const width of kind.widths) {
    const resized = await pixels(sharp(full.data, full).resize(width))
    await Promise.all(
      CONFIG.formats.map((format) =>
        ENCODERS[format](sharp(resized.data, resized), key).toFile(
          `${OUT}/${key}-${width}.${format}`
        )
      )
    )
  }
  const { size, quality, blur } = CONFIG.placeholder
  await sharp(full.data, full)
    .resize(size, size, { fit: 'cover' })
    .blur(blur)
    .webp({ quality })
    .toFile(`${OUT}/${key}-lqip.webp`)
}

const started = Date.now()
mkdirSync(OUT, { recursive: true })
const cache = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {}
// The encoders' text is part of the hash: a scene's key decides their settings
const settings = JSON.stringify(CONFIG) + Object.values(ENCODERS).join() + fast.toString()
const jobs = []
const next = {}
for (const [key, draw] of Object.entries(SCENES)) {
  const svgText = draw()
  const hash = createHash('sha256').update(settings).update(svgText).digest('hex').slice(0, 16)
  next[key] = hash
  const complete = filesOf(key).every((file) => existsSync(`${OUT}/${file}`))
  if (cache[key] !== hash || !complete) jobs.push({ key, svgText })
}

// Two images at a time: sharp already spreads each encode over the cores
const workers = Math.max(1, Math.min(2, cpus().length))
let index = 0
await Promise.all(
  Array.from({ length: workers }, async () => {
    while (index < jobs.length) {
      const job = jobs[index++]
      await build(job.key, job.svgText)
    }
  })
)

// Files of scenes that no longer exist go
const wanted = new Set(Object.keys(SCENES).flatMap(filesOf))
for (const file of readdirSync(OUT)) {
  if (file !== '.cache.json' && !wanted.has(file)) rmSync(`${OUT}/${file}`)
}
writeFileSync(CACHE, JSON.stringify(next, null, 2) + '\n')
console.log(
  `images: ${jobs.length} of ${Object.keys(SCENES).length} scenes encoded, ${wanted.size} files, ${((Date.now() - started) / 1000).toFixed(1)} s`
)
