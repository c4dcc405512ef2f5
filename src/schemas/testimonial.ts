import * as z from 'zod/mini'
import { ImageSchema, IsoDateSchema } from './common'

export const TestimonialSchema = z.object({
  id: z.int().check(z.minimum(1)),
  name: z.string().check(z.minLength(1)),
  subtitle: z.string(),
  text: z.string().check(z.minLength(1)),
  /** the language the client wrote in (BCP 47): shown as written, never translated */
  language: z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
  /** half stars: 4.5 is four and a half */
  rating: z.number().check(
    z.gte(0.5),
    z.lte(5),
    z.refine((value) => Number.isInteger(value * 2), 'a multiple of 0.5')
  ),
  photo: z.nullable(ImageSchema),
  publishedAt: IsoDateSchema,
})
export type Testimonial = z.infer<typeof TestimonialSchema>
