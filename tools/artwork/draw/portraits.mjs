// Portraits: a flat head-and-shoulders illustration in the brand's colours, without a face, so
// that no one is caricatured. portrait-1..9 are the original set; 10..14 complete the consultants.
import { mix, svg } from './svg.mjs'

const SKIN = [
  '#f1c7a5',
  '#d9a47f',
  '#b97a56',
  '#8d5a3b',
  '#e8b98f',
  '#c68f6a',
  '#f3d2b8',
  '#a86b4a',
  '#e0ac85',
]
const BACK = [
  '#d1fadf',
  '#dbeaf5',
  '#fde7d3',
  '#e9e3f7',
  '#d6f0f0',
  '#fbe3e8',
  '#e4efd7',
  '#f3ecd9',
  '#dde6f3',
]
const CLOTHES = [
  '#1e3a8a',
  '#027a48',
  '#334155',
  '#7c2d12',
  '#0f766e',
  '#1f2937',
  '#6b21a8',
  '#b45309',
  '#155e75',
]
const HAIR = [
  '#2b1d14',
  '#4a2f1f',
  '#111111',
  '#7a4b2a',
  '#c89b5e',
  '#3a2a22',
  '#1a1a1a',
  '#5b3a29',
  '#2e2e2e',
]

/** One portrait from its colours, hair style and details (beard, glasses, lapels). */
function portrait(p) {
  const { skin, hair, style, back, clothes } = p
  const hairBack =
    {
      long: `<path d="M100 130 Q100 60 160 56 Q220 60 220 130 L232 250 Q160 270 88 250Z" fill="${hair}"/>`,
      bob: `<path d="M96 140 Q94 56 160 52 Q226 56 224 140 L228 206 Q200 222 176 214 H144 Q120 222 92 206Z" fill="${hair}"/>`,
      curly: `<g fill="${hair}">${[
        [104, 100],
        [96, 140],
        [98, 180],
        [108, 220],
        [128, 246],
        [216, 100],
        [224, 140],
        [222, 180],
        [212, 220],
        [192, 246],
        [130, 66],
        [160, 56],
        [190, 66],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30"/>`)
        .join('')}</g>`,
    }[style] ?? ''
  const hairTop =
    {
      short: `<path d="M104 128 Q100 64 160 58 Q222 64 216 128 Q200 96 160 94 Q120 96 104 128Z" fill="${hair}"/>`,
      crop: `<path d="M106 120 Q104 70 160 64 Q216 70 214 120 Q204 100 160 98 Q116 100 106 120Z" fill="${hair}"/>`,
      side: `<path d="M104 132 Q98 62 160 56 Q224 60 218 124 Q206 92 176 86 Q130 84 118 104 Q108 114 104 132Z" fill="${hair}"/>`,
      scarf: `<path d="M94 150 Q90 48 160 44 Q230 48 226 150 Q232 226 196 246 H124 Q88 226 94 150Z" fill="${p.scarf}"/>`,
      curly: '',
    }[style] ??
    `<path d="M104 132 Q96 58 160 54 Q226 58 216 132 Q196 88 150 92 Q118 100 104 132Z" fill="${hair}"/>`
  const lapels = p.jacket
    ? `<path d="M118 228 L160 300 L132 320 H112 L98 240Z" fill="${mix(clothes, '#000000', 0.18)}"/><path d="M202 228 L160 300 L188 320 H208 L222 240Z" fill="${mix(clothes, '#000000', 0.18)}"/>`
    : ''
  const tie = p.tie ? `<path d="M154 236 H166 L170 300 L160 312 L150 300Z" fill="${p.tie}"/>` : ''
  const beard = p.beard
    ? `<path d="M108 150 Q112 206 160 208 Q208 206 212 150 Q206 184 184 190 Q160 180 136 190 Q114 184 108 150Z" fill="${p.beard}"/>`
    : ''
  const glasses = p.glasses
    ? `<g fill="none" stroke="${p.glasses}" stroke-width="4"><rect x="118" y="128" width="34" height="24" rx="8"/><rect x="168" y="128" width="34" height="24" rx="8"/><path d="M152 138 H168 M118 136 H106 M202 136 H214"/></g>`
    : ''
  const body = `<rect width="320" height="320" fill="${back}"/>${hairBack}<path d="M40 320 Q48 232 160 222 Q272 232 280 320Z" fill="${clothes}"/><path d="M130 224 L160 268 L190 224Z" fill="#ffffff"/>${tie}${lapels}<rect x="138" y="180" width="44" height="52" rx="14" fill="${skin}"/><ellipse cx="160" cy="140" rx="54" ry="64" fill="${skin}"/>${hairTop}${style === 'scarf' ? `<ellipse cx="160" cy="146" rx="48" ry="58" fill="${skin}"/>` : ''}${beard}${glasses}`
  return svg(320, 320, '', body)
}

const ORIGINAL_STYLES = ['long', 'short', 'long', 'long', 'scarf', 'long', 'short', 'long', 'short']
const ORIGINAL = ORIGINAL_STYLES.map((style, i) => ({
  style,
  skin: SKIN[i],
  hair: HAIR[i],
  back: BACK[i],
  clothes: CLOTHES[i],
  scarf: CLOTHES[(i + 4) % CLOTHES.length],
}))

// The five consultants who had only initials: Arjun Mehta, Mehmet Yilmaz, Pieter de Vries,
// Eszter Nagy and Noa Levi (seeds/0002_agents.sql)
const CONSULTANTS = [
  {
    style: 'side',
    skin: '#a86b4a',
    hair: '#141414',
    back: '#f3e3cf',
    clothes: '#1f2a44',
    jacket: true,
    beard: '#1c1c1c',
  },
  {
    style: 'crop',
    skin: '#d9a47f',
    hair: '#2b1d14',
    back: '#dfe9ef',
    clothes: '#3a3f47',
    jacket: true,
    tie: '#7c2d12',
    beard: '#33241a',
  },
  {
    style: 'side',
    skin: '#f1c7a5',
    hair: '#c89b5e',
    back: '#e6efe4',
    clothes: '#155e75',
    jacket: true,
    glasses: '#2f3b46',
  },
  { style: 'bob', skin: '#f3d2b8', hair: '#8a4b2a', back: '#f5e6e6', clothes: '#6b2737' },
  { style: 'curly', skin: '#e0ac85', hair: '#2e2019', back: '#e3ecf7', clothes: '#0f766e' },
]

export const PORTRAITS = Object.fromEntries(
  [...ORIGINAL, ...CONSULTANTS].map((spec, i) => [`portrait-${i + 1}`, () => portrait(spec)])
)
