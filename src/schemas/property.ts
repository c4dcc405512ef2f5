import * as z from 'zod/mini'
import { ImageSchema, IsoDateSchema, SLUG } from './common'

export const PROPERTY_TYPES = [
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'land',
  'office',
  'retail',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const SALE_STATUSES = ['off-plan', 'ready'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** The price filters' choices, in USD. */
export const PRICE_STEPS = [
  100_000, 250_000, 500_000, 750_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000,
  20_000_000,
] as const

/** The bedrooms filter: 0 is a studio only, 1 to 6 mean "at least" (1+ ... 6+). */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5, 6] as const

export const SQFT_PER_SQM = 10.7639

const Count = z.int().check(z.minimum(0))
const Usd = z.int().check(z.minimum(1))

export const AreaSchema = z.object({
  slug: z.string().check(z.regex(SLUG)),
  name: z.string().check(z.minLength(1)),
})
export type Area = z.infer<typeof AreaSchema>

export const InstalmentSchema = z.object({
  milestone: z.string().check(z.minLength(1)),
  percent: z.number().check(z.gt(0), z.lte(100)),
  /** null: due on handover */
  dueDate: z.nullable(IsoDateSchema),
})
export type Instalment = z.infer<typeof InstalmentSchema>

export const PaymentPlanSchema = z
  .object({
    downPaymentPercent: z.number().check(z.gte(0), z.lte(100)),
    instalments: z.array(InstalmentSchema).check(z.minLength(1)),
    handoverDate: IsoDateSchema,
  })
  .check(
    z.refine(
      (plan) =>
        Math.abs(plan.instalments.reduce((sum, step) => sum + step.percent, 0) - 100) < 0.01,
      'instalments add up to 100 %'
    )
  )
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>

/** What a card in the catalogue shows; `/api/properties` answers with these. */
export const PropertySummarySchema = z.object({
  id: z.int().check(z.minimum(1)),
  title: z.string().check(z.minLength(1)),
  area: AreaSchema,
  development: AreaSchema,
  developer: z.string(),
  type: z.enum(PROPERTY_TYPES),
  status: z.enum(SALE_STATUSES),
  priceUsd: Usd,
  /** 0 is a studio; null for land and commercial units */
  bedrooms: z.nullable(Count),
  bathrooms: z.nullable(Count),
  sizeSqft: z.int().check(z.minimum(1)),
  handoverDate: z.nullable(IsoDateSchema),
  photo: z.nullable(ImageSchema),
  permitNumber: z.string().check(z.minLength(1)),
  // null when the CMS returns the listing without its consultant: the page shows it without one
  agentId: z.nullable(z.int().check(z.minimum(1))),
  featured: z.boolean(),
  listedAt: IsoDateSchema,
})
export type PropertySummary = z.infer<typeof PropertySummarySchema>

export const FloorPlanSchema = z.object({ label: z.string(), image: ImageSchema })

export const PropertySchema = z.extend(PropertySummarySchema, {
  description: z.string().check(z.minLength(1)),
  neighbourhood: z.string(),
  amenities: z.array(z.string()),
  photos: z.array(ImageSchema),
  floorPlans: z.array(FloorPlanSchema),
  paymentPlan: z.nullable(PaymentPlanSchema),
  brochure: z.nullable(z.string()),
  rentEstimateUsd: z.nullable(Usd),
  serviceChargeUsd: z.nullable(Usd),
})
export type Property = z.infer<typeof PropertySchema>

/** Places the location filter offers: communities, then developments within them. */
export interface LocationOption {
  slug: string
  name: string
  kind: 'area' | 'development'
  count: number
}
