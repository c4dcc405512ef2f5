/** Decodes the entities React and Hono write into copy and attributes. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The visible text of a page: scripts and tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return decodeHtml(
    html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')
  ).replace(/\s+/g, ' ')
}
