import type { CSSProperties } from 'react'
import { numberFormat } from '../i18n/intl'

/** One star's size in each place a rating is shown. */
const STAR_SIZES = { xs: '0.875rem', sm: '1rem', md: '1.25rem' } as const

interface StarRatingProps {
  /** 0 to 5, in steps of a half */
  rating: number
  /** the accessible name, e.g. 'Rated 4.5 out of 5' */
  label: string
  size?: keyof typeof STAR_SIZES
}

/**
 * Five stars with halves shown, announced once by its label. Drawn by the stylesheet
 * (`.star-rating`): a page lists dozens of ratings, and drawn stars were a tenth of its markup.
 */
export function StarRating({ rating, label, size = 'md' }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(5, rating))
  const filled = Math.floor(clamped)
  const style = {
    '--star': STAR_SIZES[size],
    '--filled': filled,
    '--part': clamped - filled,
  } as CSSProperties
  return (
    <span role="img" aria-label={label} className="star-rating" style={style}>
      <span />
    </span>
  )
}

/** A rating as the locale writes it, always with one decimal: "4.9", "4,9". */
export function ratingText(localeIso: string, rating: number): string {
  return numberFormat(localeIso, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating)
}
