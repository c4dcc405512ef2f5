import { usePage } from './page-context'

/**
 * Structured data for search engines. A data block is never executed, but it carries the
 * response's nonce like every other script, so the rule "every script has the nonce" holds
 * (and a cached page's nonce is rewritten with the rest). `<` is escaped so content can never
 * close the element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = usePage()
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  )
}
