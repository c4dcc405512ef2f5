import * as z from 'zod/mini'

const token = z.catch(
  z.optional(z.string().check(z.trim(), z.maxLength(100), z.regex(/^[\w.~:-]+$/))),
  undefined
)

/**
 * An affiliate click as the browser reads it from the landing URL (SPEC.md section 7):
 * `oid, affid, sub1..sub5, uid, source_id`. Offer 3 and affiliate 1 when the URL names none.
 */
export const AffiliateClickSchema = z.object({
  offerId: z.catch(z.string().check(z.trim(), z.regex(/^[\w-]{1,20}$/)), '3'),
  affiliateId: z.catch(z.string().check(z.trim(), z.regex(/^[\w-]{1,20}$/)), '1'),
  sub1: token,
  sub2: token,
  sub3: token,
  sub4: token,
  sub5: token,
  uid: token,
  sourceId: token,
  page: z.catch(
    z.optional(z.string().check(z.maxLength(300), z.regex(/^\/(?!\/)[^\s\\]*$/))),
    undefined
  ),
})

export type AffiliateClickInput = z.output<typeof AffiliateClickSchema>
