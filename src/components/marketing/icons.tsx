import { cn } from '../../lib/cn'

// Line icons drawn on a 24-unit grid (stroke, no fill), for the marketing sections. Icons are
// decoration: the text beside each says the same, so they are hidden from assistive technology.

import { LineIcon } from '../line-icon'
import { TICK_PATH } from '../tick-icon'

const PATHS = {
  chart: 'M4 19h16M7 16v-5M12 16V7M17 16v-8',
  percent:
    'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  passport: 'M6 3h12v18H6zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM9 17h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  coins:
    'M12 8c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3Zm-7-3v5c0 1.7 3 3 7 3s7-1.3 7-3V5M5 10v5c0 1.7 3 3 7 3s7-1.3 7-3v-5M5 15v4c0 1.7 3 3 7 3s7-1.3 7-3v-4',
  building: 'M4 21V5l8-3v19M12 9h8v12M8 7v.01M8 11v.01M8 15v.01M16 13v.01M16 17v.01M2 21h20',
  plane: 'M10 14 3 11l1-2 8 1 5-6 2 1-3 7 4 4-1 1-5-2-3 5-1-1Z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10c0-3.9 3.1-7 7-7s7 3.1 7 7M17 11a3 3 0 1 0 0-6M22 21c0-3-1.8-5.5-4.5-6.5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z',
  home: 'M3 11 12 3l9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  key: 'M10.8 12.2 20 3m-4 4 3 3m-5-1 2 2M11 15a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  sofa: 'M4 11V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v3M2 13a2 2 0 1 1 4 0v2h12v-2a2 2 0 1 1 4 0v5H2v-5ZM5 18v2M19 18v2',
  wrench: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L3 18l3 3 6.2-6.2a4 4 0 0 0 5.3-5.3L15 12l-3-3 2.5-2.5Z',
  handshake: 'M3 12 7 8l4 2 3-2 7 4M3 12l5 5 2-1 2 2 2-1 2 2 4-5M11 10l-3 3a1.5 1.5 0 0 0 2 2l3-2',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4h.01',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2',
  check: TICK_PATH,
  close: 'M6 6l12 12M18 6 6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  target:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h14',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  wave: 'M2 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 20c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M12 3v8m-3-3 3 3 3-3',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <LineIcon path={PATHS[name]} className={cn('shrink-0', className)} weight={1.75} />
}

/** An icon in a soft rounded tile, as the marketing cards show it. */
export function IconTile({
  name,
  tone = 'primary',
}: {
  name: IconName
  tone?: 'primary' | 'secondary'
}) {
  const colours =
    tone === 'primary'
      ? 'bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200'
      : 'bg-secondary-100 text-secondary-800 dark:bg-secondary-900/60 dark:text-secondary-200'
  return (
    <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl', colours)}>
      <Icon name={name} />
    </span>
  )
}
