// Land seen from above: a grid of plots with the one for sale outlined and pinned.
import { r1, svg } from './svg.mjs'
import { H, W } from './outdoors.mjs'

/** A built plot: a villa with its pool and a tree, or (in the south) a warehouse and trucks. */
function building(rng, x, y, cw, ch, style) {
  if (style === 'south') {
    const w = cw * rng.range(0.6, 0.85)
    const h = ch * rng.range(0.45, 0.7)
    let ribs = ''
    for (let i = 1; i < 8; i++)
      ribs += `<rect x="${r1(x + 20 + (w * i) / 8)}" y="${r1(y + 20)}" width="2" height="${r1(h)}" fill="#aab3bc"/>`
    const trucks = Array.from(
      { length: rng.int(0, 3) },
      (_, i) =>
        `<rect x="${r1(x + 24 + i * 30)}" y="${r1(y + h + 30)}" width="18" height="36" rx="2" fill="${rng.pick(['#f4f4f4', '#c0392b', '#1f618d'])}"/>`
    ).join('')
    return `<rect x="${r1(x + 20)}" y="${r1(y + 20)}" width="${r1(w)}" height="${r1(h)}" fill="#dfe4e8"/>${ribs}${trucks}`
  }
  const w = rng.int(Math.round(cw * 0.45), Math.round(cw * 0.66))
  const h = rng.int(Math.round(ch * 0.42), Math.round(ch * 0.62))
  const pool = `<rect x="${r1(x + 30)}" y="${r1(y + 30 + h + 6)}" width="${r1(w * 0.5)}" height="${r1(ch * 0.16)}" rx="4" fill="#5fb7cf"/>`
  return `<rect x="${r1(x + 22)}" y="${r1(y + 22)}" width="${r1(cw - 44)}" height="${r1(ch - 44)}" fill="#9cc487" opacity="0.75"/><rect x="${r1(x + 30)}" y="${r1(y + 30)}" width="${w}" height="${h}" fill="#f7f3ec"/><rect x="${r1(x + 30)}" y="${r1(y + 30)}" width="${r1(w * 0.35)}" height="${r1(h * 0.45)}" fill="#e4ddd0"/>${pool}<circle cx="${r1(x + cw - 24)}" cy="${r1(y + ch - 24)}" r="${r1(rng.range(10, 18))}" fill="#4f8a3b"/>`
}

/**
 * An aerial view of a plot among its neighbours. `style` 'hills' gives villa plots by a golf
 * fairway, 'south' the logistics district's warehouses on the sand; `turn` rotates the camera.
 */
export function landPlot(rng, opts = {}) {
  const { style = 'hills', cell = [210, 200], built = 0.55, turn = 0, zoom = 1 } = opts
  const [cw, ch] = cell
  const road = style === 'south' ? 34 : 20
  const [hr, hc] = opts.highlight ?? [2, 3]
  const ground = style === 'south' ? '#e3cc9f' : '#d9c79f'
  const plotFill = style === 'south' ? '#ead7ae' : '#e6d6b3'
  let out = ''
  for (let row = -2; row < Math.ceil(H / ch) + 2; row++)
    for (let col = -2; col < Math.ceil(W / cw) + 2; col++) {
      const x = 60 + col * cw
      const y = 40 + row * ch
      if (row === hr && col === hc) continue
      if (rng() < 0.08) continue
      out += `<rect x="${x}" y="${y}" width="${cw - road}" height="${ch - road}" fill="${plotFill}" stroke="#cdbb94" stroke-width="2"/>`
      if (rng() < built) out += building(rng, x, y, cw - road, ch - road, style)
    }
  // A fairway of the golf course winds through the villa plots
  if (style === 'hills' && opts.fairway !== false)
    out += `<path d="M-300 ${r1(ch * rng.range(3.6, 4.6))} C${W * 0.3} ${r1(ch * 3.2)} ${W * 0.6} ${r1(ch * 5.6)} ${W + 300} ${r1(ch * 4.4)}" stroke="#7fbf6a" stroke-width="${r1(ch * 0.9)}" fill="none" stroke-linecap="round"/>`
  let roads = ''
  for (let row = -2; row < Math.ceil(H / ch) + 3; row++)
    roads += `<rect x="-400" y="${40 + row * ch - road}" width="${W + 800}" height="${road}" fill="#6b6f76"/>`
  for (let col = -2; col < Math.ceil(W / cw) + 3; col++)
    roads += `<rect x="${60 + col * cw - road}" y="-400" width="${road}" height="${H + 800}" fill="#6b6f76"/>`
  const hx = 60 + hc * cw
  const hy = 40 + hr * ch
  const pw = cw - road
  const ph = ch - road
  const highlight = `<rect x="${hx}" y="${hy}" width="${pw}" height="${ph}" fill="#d9c48f"/><rect x="${hx + 4}" y="${hy + 4}" width="${pw - 8}" height="${ph - 8}" fill="none" stroke="#027a48" stroke-width="6" stroke-dasharray="14 10"/><path d="M${hx + pw / 2} ${hy + ph / 2 - 40} c-22 0 -34 16 -34 32 c0 24 34 56 34 56 c0 0 34 -32 34 -56 c0 -16 -12 -32 -34 -32z" fill="#027a48"/><circle cx="${hx + pw / 2}" cy="${hy + ph / 2 - 8}" r="11" fill="#fff"/>`
  // Turn and zoom about the plot for sale, so that it stays in the picture
  const cx = hx + pw / 2
  const cy = hy + ph / 2
  const camera = `translate(${r1(W / 2 + (opts.shift ?? 0))} ${r1(H / 2)}) rotate(${r1(turn)}) scale(${r1(zoom)}) translate(${r1(-cx)} ${r1(-cy)})`
  return svg(
    W,
    H,
    '',
    `<rect width="${W}" height="${H}" fill="${ground}"/><g transform="${camera}">${roads}${out}${highlight}</g>`
  )
}
