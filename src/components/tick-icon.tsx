import { LineIcon } from './line-icon'

/** The one tick: lists of features, expertises and a sent form; the marketing `check` icon too. */
export const TICK_PATH = 'm5 12 5 5L20 7'

/** A bold tick, decoration beside text that says the same. */
export function TickIcon({ className }: { className: string }) {
  return <LineIcon path={TICK_PATH} className={className} weight={2.5} />
}
