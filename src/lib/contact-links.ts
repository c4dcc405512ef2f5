// The links that reach the brokerage by phone or WhatsApp, built one way wherever a page offers
// them.

/** A phone number as a `tel:` link: the digits and the leading +, without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}

/**
 * The tracked WhatsApp link (GET /go/whatsapp records the click, then opens the chat with a
 * message): where the click came from, the listing and consultant it names, the visitor's language.
 */
export function whatsappHref(
  source: string,
  locale: string,
  about: { propertyId?: number; agentId?: number } = {}
): string {
  const params = [`source=${source}`]
  if (about.propertyId) params.push(`propertyId=${about.propertyId}`)
  if (about.agentId) params.push(`agentId=${about.agentId}`)
  params.push(`locale=${locale}`)
  return `/go/whatsapp?${params.join('&')}`
}
