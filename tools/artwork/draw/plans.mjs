// Floor plans: walls, doors and furniture symbols, no words (plans are shown in every language).
import { r1, svg } from './svg.mjs'

const PW = 1024
const PH = 768
const bed = (x, y, w = 150, h = 200) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 12}" y="${y + 12}" width="${w / 2 - 18}" height="40" rx="8" fill="#e2e8f0"/><rect x="${x + w / 2 + 6}" y="${y + 12}" width="${w / 2 - 18}" height="40" rx="8" fill="#e2e8f0"/>`
const sofaPlan = (x, y) =>
  `<rect x="${x}" y="${y}" width="200" height="70" rx="10" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 60}" y="${y - 110}" width="90" height="60" rx="6" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>`
const table = (x, y) =>
  `<circle cx="${x}" cy="${y}" r="45" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>${[0, 90, 180, 270].map((a) => `<circle cx="${r1(x + Math.cos((a * Math.PI) / 180) * 62)}" cy="${r1(y + Math.sin((a * Math.PI) / 180) * 62)}" r="14" fill="#e2e8f0"/>`).join('')}`
const door = (x, y, r = 60, flip = 1) =>
  `<path d="M${x} ${y} h${r * flip} A${r} ${r} 0 0 ${flip > 0 ? 0 : 1} ${x} ${y - r}" fill="none" stroke="#94a3b8" stroke-width="2"/>`
const kitchenette = (x, y, w) =>
  `<rect x="${x}" y="${y}" width="${w}" height="50" fill="#cbd5e1" stroke="#94a3b8" stroke-width="3"/><circle cx="${x + 40}" cy="${y + 25}" r="12" fill="none" stroke="#64748b" stroke-width="3"/><circle cx="${x + 75}" cy="${y + 25}" r="12" fill="none" stroke="#64748b" stroke-width="3"/>`
const bath = (x, y) =>
  `<rect x="${x}" y="${y}" width="70" height="150" rx="30" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 100}" y="${y + 10}" width="50" height="40" rx="10" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>`

function plan(rooms, furniture, { balcony } = {}) {
  const walls = rooms
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8fafc" stroke="#334155" stroke-width="10"/>`
    )
    .join('')
  const hatch = balcony
    ? `<pattern id="hatch" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="16" fill="#cbd5e1"/></pattern><rect x="${balcony[0]}" y="${balcony[1]}" width="${balcony[2]}" height="${balcony[3]}" fill="url(#hatch)" stroke="#334155" stroke-width="4"/>`
    : ''
  return svg(
    PW,
    PH,
    '',
    `<rect width="${PW}" height="${PH}" fill="#ffffff"/>${hatch}${walls}${furniture}`
  )
}

export const PLANS = {
  'plan-studio': () =>
    plan(
      [
        [112, 84, 800, 520],
        [112, 84, 220, 220],
      ],
      `${bed(620, 140)}${sofaPlan(400, 470)}${kitchenette(360, 100, 200)}${bath(140, 110)}${door(332, 250)}${door(500, 604, 70, -1)}`,
      { balcony: [112, 604, 800, 90] }
    ),
  'plan-1-bedroom': () =>
    plan(
      [
        [72, 64, 880, 560],
        [72, 64, 380, 300],
        [72, 364, 220, 260],
      ],
      `${bed(170, 110)}${sofaPlan(620, 480)}${kitchenette(480, 90, 240)}${table(800, 260)}${bath(100, 400)}${door(452, 300)}${door(292, 560)}`,
      { balcony: [452, 624, 500, 90] }
    ),
  'plan-2-bedroom': () =>
    plan(
      [
        [52, 44, 920, 600],
        [52, 44, 330, 290],
        [52, 334, 330, 310],
        [382, 44, 200, 180],
      ],
      `${bed(140, 80)}${bed(140, 400)}${bath(400, 60)}${sofaPlan(650, 500)}${kitchenette(620, 70, 300)}${table(760, 300)}${door(382, 260)}${door(382, 560)}`,
      { balcony: [382, 644, 590, 80] }
    ),
  'plan-3-bedroom': () =>
    plan(
      [
        [32, 34, 960, 640],
        [32, 34, 300, 260],
        [32, 294, 300, 220],
        [32, 514, 300, 160],
        [652, 34, 340, 300],
      ],
      `${bed(100, 60)}${bed(100, 310, 130, 170)}${bed(760, 90)}${bath(60, 540)}${sofaPlan(420, 540)}${kitchenette(360, 60, 260)}${table(480, 330)}${door(332, 230)}${door(332, 470)}${door(652, 300, 60, -1)}`,
      {}
    ),
  'plan-villa': () =>
    plan(
      [
        [32, 34, 460, 640],
        [532, 34, 460, 640],
        [32, 34, 220, 260],
        [272, 34, 220, 200],
        [532, 34, 460, 300],
        [532, 334, 220, 340],
      ],
      `${sofaPlan(90, 520)}${table(360, 420)}${kitchenette(60, 60, 180)}${bed(600, 90)}${bed(820, 420, 140, 180)}${bath(560, 400)}${door(252, 260)}${door(532, 640)}`,
      {}
    ),
  'plan-office': () =>
    plan(
      [
        [52, 64, 920, 600],
        [52, 64, 300, 240],
        [752, 64, 220, 160],
      ],
      `${[0, 1, 2].map((i) => `<rect x="${420 + i * 170}" y="400" width="120" height="60" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><circle cx="${480 + i * 170}" cy="490" r="18" fill="#e2e8f0"/>`).join('')}<rect x="110" y="130" width="180" height="90" rx="10" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<circle cx="${130 + i * 48}" cy="250" r="14" fill="#e2e8f0"/>`).join('')}${kitchenette(780, 90, 160)}${door(352, 280)}${door(752, 224, 60, -1)}`,
      {}
    ),
  'plan-plot': () =>
    svg(
      PW,
      PH,
      '',
      `<rect width="${PW}" height="${PH}" fill="#ffffff"/><rect x="0" y="640" width="${PW}" height="128" fill="#e2e8f0"/><rect x="0" y="700" width="${PW}" height="6" fill="#ffffff"/><polygon points="160,90 880,120 860,600 140,620" fill="#f0fdf4" stroke="#027a48" stroke-width="8" stroke-dasharray="24 14"/><polygon points="260,200 700,220 690,470 250,490" fill="none" stroke="#94a3b8" stroke-width="4" stroke-dasharray="10 8"/><path d="M940 120 l24 -60 l24 60 M964 60 v120" stroke="#334155" stroke-width="6" fill="none"/>`
    ),
}
