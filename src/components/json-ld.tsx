/**
 * Structured data for search engines. A data block is never executed, so the CSP neither needs
 * nor checks a hash for it. `<` is escaped so content can never close the element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
