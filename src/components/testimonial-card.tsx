import { imageSrc } from '../lib/images'
import { fill } from '../i18n/template'
import type { Testimonial } from '../schemas/testimonial'
import { Avatar } from './avatar'
import { OwnWords } from './own-words'
import { StarRating } from './star-rating'
import { numberFormat } from '../i18n/intl'

/** A client's words with their star rating (halves shown), name and where they are from. */
export function TestimonialCard({
  testimonial,
  ratingLabel,
  writtenIn,
  localeIso,
}: {
  testimonial: Testimonial
  /** `Rated {{rating}} out of 5` */
  ratingLabel: string
  /** `Written in {{language}}`, shown when the client wrote in another language than the page's */
  writtenIn: string
  /** the page's locale: the rating is written as it writes numbers ("4,5") */
  localeIso: string
}) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <StarRating
        rating={testimonial.rating}
        label={fill(ratingLabel, {
          // whole and half stars: "5", "4.5" ("4,5")
          rating: numberFormat(localeIso, { maximumFractionDigits: 1 }).format(testimonial.rating),
        })}
      />
      <div className="mt-4 flex-1">
        <OwnWords
          text={testimonial.text}
          language={testimonial.language}
          localeIso={localeIso}
          writtenIn={writtenIn}
          className="leading-7 text-slate-800 dark:text-slate-200"
        />
      </div>
      <figcaption className="mt-5 flex items-center gap-3">
        <Avatar
          alt={testimonial.name}
          src={testimonial.photo ? imageSrc(testimonial.photo, 96) : null}
          size={44}
        />
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">
            {testimonial.name}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {testimonial.subtitle}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
