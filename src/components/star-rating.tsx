import { cn } from '../lib/cn'

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'

interface StarRatingProps {
  /** 0 to 5, in steps of a half */
  rating: number
  /** the accessible name, e.g. 'Rated 4.5 out of 5' */
  label: string
  className?: string
}

/** Five stars with halves shown, announced once by its label. */
export function StarRating({ rating, label, className = 'size-5' }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index))
        return (
          <span key={index} className={cn('relative inline-block', className)}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-full text-slate-300 dark:text-slate-600"
            >
              <path d={STAR} fill="currentColor" />
            </svg>
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={cn(className, 'max-w-none text-amber-500')}
                >
                  <path d={STAR} fill="currentColor" />
                </svg>
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}

/** A rating as the locale writes it, always with one decimal: "4.9", "4,9". */
export function ratingText(localeIso: string, rating: number): string {
  return new Intl.NumberFormat(localeIso, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating)
}
