import type { LeadKind } from '../../forms/lead/schema'

// Plain code without React: the island loader also reads lead links, to hydrate the request-call
// island when a visitor goes for one before it has loaded.

export interface LeadRequest {
  kind: Exclude<LeadKind, 'landing'>
  propertyId?: number
  agentId?: number
  /** the names the link carries (`data-property-title`, `data-agent-name`), for the form's heading */
  propertyTitle?: string
  agentName?: string
}

/** A lead link's request, with the property and consultant names the page put on the link. */
export function leadRequestOfLink(link: HTMLAnchorElement, origin: string): LeadRequest | null {
  const request = leadRequestOf(link.href, origin)
  if (!request) return null
  const { propertyTitle, agentName } = link.dataset
  return {
    ...request,
    propertyTitle: request.propertyId ? propertyTitle : undefined,
    agentName: request.agentId ? agentName : undefined,
  }
}

const KINDS = new Set(['call', 'consultation', 'floor-plan', 'brochure'])

/**
 * A link to the contact page's form that asks for a call, consultation, floor plan or
 * brochure (`/contact?kind=call&propertyId=12`, in any locale), read into a request.
 */
export function leadRequestOf(href: string, origin: string): LeadRequest | null {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || !/^(\/[a-z]{2})?\/contact\/?$/.test(url.pathname)) return null
  const kind = url.searchParams.get('kind') ?? ''
  if (!KINDS.has(kind)) return null
  const id = (name: string) => {
    const value = Number(url.searchParams.get(name))
    return Number.isInteger(value) && value > 0 ? value : undefined
  }
  return {
    kind: kind as LeadRequest['kind'],
    propertyId: id('propertyId'),
    agentId: id('agentId'),
  }
}
