import { usePage } from '../components/page-context'
import { TestimonialCard } from '../components/testimonial-card'
import type { Testimonial } from '../schemas/testimonial'
import { template } from './content-labels'

/** A landing page's row of client testimonials. */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, locale } = usePage()
  const ratingLabel = template(t, 'marketing.ratingOutOf', 'rating')
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard
            testimonial={testimonial}
            ratingLabel={ratingLabel}
            localeIso={locale.iso}
          />
        </li>
      ))}
    </ul>
  )
}
