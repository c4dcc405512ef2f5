// Builds the demo photography: architectural artwork drawn as SVG (draw/), rasterised
// with sharp into AVIF, WebP and JPEG at the breakpoint widths of SPEC.md section 9, quality 80,
// plus a 10x10 blurred placeholder. Output goes to public/images (not in git). An image whose
// drawing and settings are unchanged is not encoded again: `.cache.json` keeps their hashes, and
// the machine's store (store.mjs) holds what another checkout encoded.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { SCENES } from './draw/scenes.mjs'
import { openStore, storeDir } from './store.mjs'

const MANIFEST = '.cache.json'
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

async function encode(key, svgText, out) {
  const kind = CONFIG.kinds[kindOf(key)]
  // Rasterise once at full size, opaque (an alpha plane costs the AVIF encoder a fifth more), and
  // keep raw pixels: every width is resized from them without a PNG round trip
  const full = await pixels(sharp(Buffer.from(svgText)).resize(kind.width, kind.height).flatten())
  for (const width of kind.widths) {
    const resized = await pixels(sharp(full.data, full).resize(width))
    await Promise.all(
      CONFIG.formats.map((format) =>
        ENCODERS[format](sharp(resized.data, resized), key).toFile(
          `${out}/${key}-${width}.${format}`
        )
      )
    )
  }
  const { size, quality, blur } = CONFIG.placeholder
  await sharp(full.data, full)
    .resize(size, size, { fit: 'cover' })
    .blur(blur)
    .webp({ quality })
    .toFile(`${out}/${key}-lqip.webp`)
}

/** Runs `jobs` two at a time (sharp already spreads each encode over the cores). */
async function inTurn(jobs, run) {
  let index = 0
  const workers = Math.max(1, Math.min(2, cpus().length))
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (index < jobs.length) await run(jobs[index++])
    })
  )
}

/**
 * Writes every scene's files into `out` that its manifest does not already hold for the same
 * drawing and settings, from the store when another checkout encoded them, and removes the files
 * of scenes that no longer exist. Unchanged scenes cost a drawing and a hash each: no file is
 * written.
 */
export async function buildImages({
  out = 'public/images',
  scenes = SCENES,
  store = openStore(storeDir()),
  log = console.log,
} = {}) {
  const started = Date.now()
  mkdirSync(out, { recursive: true })
  const manifestPath = `${out}/${MANIFEST}`
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}
  // The encoders' text is part of the hash: a scene's key decides their settings. The sizes
  // file's comment is not: editing it (a path moved) encoded all 211 scenes again
  const sizes = JSON.stringify(CONFIG, (name, value) => (name === '$comment' ? undefined : value))
  const settings = sizes + Object.values(ENCODERS).join() + fast.toString()
  const jobs = []
  const next = {}
  let taken = 0
  for (const [key, draw] of Object.entries(scenes)) {
    const svgText = draw()
    const hash = createHash('sha256').update(settings).update(svgText).digest('hex').slice(0, 16)
    next[key] = hash
    const files = filesOf(key)
    if (manifest[key] === hash && files.every((file) => existsSync(`${out}/${file}`))) {
      // a checkout that encoded before the store existed fills it
      store?.keep(key, hash, files, out)
    } else if (store?.take(key, hash, files, out)) taken++
    else jobs.push({ key, hash, svgText, files })
  }

  let done = 0
  await inTurn(jobs, async ({ key, hash, svgText, files }) => {
    // the old files may be links into the store: sharp would write through them
    for (const file of files) rmSync(`${out}/${file}`, { force: true })
    await encode(key, svgText, out)
    store?.keep(key, hash, files, out)
    done++
    if (done % 20 === 0 && done < jobs.length)
      log(`images: ${done} of ${jobs.length} encoded, ${seconds(started)} s`)
  })

  // Files of scenes that no longer exist go
  const wanted = new Set(Object.keys(scenes).flatMap(filesOf))
  for (const file of readdirSync(out)) {
    if (file !== MANIFEST && !wanted.has(file)) rmSync(`${out}/${file}`)
  }
  const manifestText = JSON.stringify(next, null, 2) + '\n'
  if (JSON.stringify(manifest, null, 2) + '\n' !== manifestText)
    writeFileSync(manifestPath, manifestText)
  store?.prune(Object.entries(next))
  const total = Object.keys(scenes).length
  log(
    `images: ${jobs.length} of ${total} scenes encoded, ${taken} from the store, ${wanted.size} files, ${seconds(started)} s`
  )
  return { encoded: jobs.map((job) => job.key), taken, files: wanted.size }
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildImages()
