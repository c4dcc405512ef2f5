import type { IconName } from '../../components/marketing/icons'
import type { MessageKey } from '../../i18n/messages'
import type { ShareArtwork } from '../../lib/seo'

interface Unit {
  bedrooms: number
  minSqft: number
  maxSqft: number
  fromAed: number
}

export interface Project {
  page: 'vienna' | 'vienna-rak'
  /** the project's section of en.json */
  messages: 'viennaPage' | 'viennaRakPage'
  image: ShareArtwork
  highlights: { key: string; icon: IconName; title: MessageKey; text: MessageKey }[]
  units: Unit[]
  /** booking, construction, handover: percentages of the price */
  plan: [number, number, number]
}

/** A highlight of a project: its icon, and its title and text under the project's section. */
const highlight = <S extends Project['messages'], K extends string>(
  section: S,
  key: K,
  icon: IconName
) => ({
  key,
  icon,
  title: `${section}.highlights.${key}.title` as const,
  text: `${section}.highlights.${key}.text` as const,
})

// The figures of the two launches, as the developer publishes them (prices in dirhams; the
// dollar amounts follow from the peg). The words are in en.json.
export const PROJECTS: Record<Project['page'], Project> = {
  vienna: {
    page: 'vienna',
    messages: 'viennaPage',
    image: 'low-rise-residence',
    highlights: [
      highlight('viennaPage', 'garden', 'sun'),
      highlight('viennaPage', 'entry', 'tag'),
      highlight('viennaPage', 'yield', 'chart'),
      highlight('viennaPage', 'escrow', 'shield'),
    ],
    units: [
      { bedrooms: 0, minSqft: 380, maxSqft: 430, fromAed: 300_000 },
      { bedrooms: 1, minSqft: 650, maxSqft: 780, fromAed: 550_000 },
      { bedrooms: 2, minSqft: 1_050, maxSqft: 1_200, fromAed: 900_000 },
    ],
    plan: [10, 50, 40],
  },
  'vienna-rak': {
    page: 'vienna-rak',
    messages: 'viennaRakPage',
    image: 'palm-beach',
    highlights: [
      highlight('viennaRakPage', 'beach', 'wave'),
      highlight('viennaRakPage', 'visa', 'passport'),
      highlight('viennaRakPage', 'growth', 'chart'),
      highlight('viennaRakPage', 'escrow', 'shield'),
    ],
    units: [
      { bedrooms: 1, minSqft: 780, maxSqft: 900, fromAed: 750_000 },
      { bedrooms: 2, minSqft: 1_200, maxSqft: 1_400, fromAed: 1_250_000 },
      { bedrooms: 3, minSqft: 1_750, maxSqft: 2_000, fromAed: 2_100_000 },
    ],
    plan: [20, 50, 30],
  },
}
