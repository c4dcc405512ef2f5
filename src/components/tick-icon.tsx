/** The one tick: lists of features, expertises and a sent form; the marketing `check` icon too. */
export const TICK_PATH = 'm5 12 5 5L20 7'

/** A bold tick, decoration beside text that says the same. */
export function TickIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={TICK_PATH} />
    </svg>
  )
}
