import type { Core } from '@strapi/strapi'

/**
 * Whose lead it is. The site sends the numbers in its URLs: the listing's (`propertyId`) and the
 * consultant's (`agentId`), which are each entry's `ref` here. A lead on a listing goes to that
 * listing's consultant as the CMS knows it now (an editor may have reassigned the listing); a
 * lead from a consultant's page to that consultant; anything else to no one (the sales inbox).
 * Published entries only: what the visitor could see.
 */
export async function assignment(
  strapi: Core.Strapi,
  refs: { listingRef?: unknown; consultantRef?: unknown }
) {
  const listing = isRef(refs.listingRef)
    ? await strapi.documents('api::property.property' as any).findFirst({
        filters: { ref: refs.listingRef },
        status: 'published',
        fields: ['documentId', 'title'],
        populate: { agent: { fields: ['documentId'] } },
      })
    : null
  let consultant: { documentId: string } | null = listing?.agent ?? null
  if (!consultant && isRef(refs.consultantRef)) {
    consultant = await strapi.documents('api::agent.agent' as any).findFirst({
      filters: { ref: refs.consultantRef },
      status: 'published',
      fields: ['documentId'],
    })
  }
  return {
    listing: listing ? listing.documentId : null,
    consultant: consultant ? consultant.documentId : null,
  }
}

const isRef = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0
