import { Hono } from 'hono'
import {
  KINDS,
  mapDocument,
  PREVIEW_MINUTES,
  PREVIEW_PATH,
  verifyPreview,
  type SiteRecord,
} from '../../cms/src/content-model'
import { draftForPage } from '../content/draft'
import { withDraft } from '../content/preview-overlay'
import { strapiReader } from '../content/sync/strapi-reader'
import type { AppEnv } from '../env'
import { DEFAULT_ARTWORK } from '../lib/seo'
import { log } from '../lib/log'
import { PAGE_LIST } from '../generated/pages'
import {
  PageDataUnavailable,
  PageNotFound,
  renderErrorPage,
  renderPage,
  unavailablePage,
} from '../render/render-page'
import { cmsBaseUrl } from '../lib/cms-url'

/** The page a kind's draft is shown on, and the read that would fetch it there. */
const PAGE_OF = {
  property: { page: 'catalog-id', read: 'getProperty', key: (r: SiteRecord) => ({ id: r.key }) },
  agent: { page: 'agent-id', read: 'getAgent', key: (r: SiteRecord) => ({ id: r.key }) },
  post: { page: 'blog-slug', read: 'getPost', key: (r: SiteRecord) => ({ slug: r.row.slug }) },
} as const

/** Every preview answer: for the editor who asked, never kept, never indexed. */
function privately(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/**
 * `GET /api/preview?kind&documentId&locale&status&expires&signature`: an editor's draft on the
 * site (the CMS's "Open preview", cms/src/config/preview.ts). The link's signature and expiry
 * are checked first; the draft is then fetched from the CMS with the site's read token, mapped
 * as the sync maps it, and rendered as its page with every other part from D1. Nothing is
 * written to D1 or to any cache; the answer is `noindex`, `private, no-store`, and the CMS's
 * admin may frame it.
 */
export const preview = new Hono<AppEnv>().get(PREVIEW_PATH, async (c) => {
  const secret = c.env.PREVIEW_SECRET?.trim()
  const base = cmsBaseUrl(c.env.CMS_URL)
  if (!secret || !base) return c.notFound()
  const query = new URL(c.req.url).searchParams
  // `?locale=`, else English (src/i18n/request-locale.ts)
  const locale = c.get('locale').code
  const t = c.get('t')
  const check = await verifyPreview(secret, query)
  if (!check.ok) {
    const heading = check.reason === 'expired' ? 'preview.expired' : 'preview.invalid'
    const help = t('preview.linkHelp', { minutes: PREVIEW_MINUTES })
    return privately(renderErrorPage(c, 403, t(heading), help))
  }
  const { kind, documentId, status } = check.target
  const shown = kind in PAGE_OF ? PAGE_OF[kind as keyof typeof PAGE_OF] : undefined
  if (!shown) return privately(renderErrorPage(c, 404))

  let entries
  try {
    const reader = strapiReader(c.env, status)
    entries = (await reader.documents(kind, [documentId])).get(documentId) ?? []
  } catch (error) {
    log.error('preview.cms-unavailable', { error })
    return privately(unavailablePage(c))
  }
  const mapped = mapDocument(kind, entries, {
    origin: new URL(base).origin,
    defaultCover: DEFAULT_ARTWORK,
  })
  if ('skipped' in mapped && entries.length === 0) return privately(renderErrorPage(c, 404))
  const draft = 'record' in mapped ? await draftForPage(c.env.DB, mapped.record, locale) : null
  if (!draft?.ok) {
    const issues = draft ? draft.issues : ['skipped' in mapped ? mapped.skipped : '']
    log.warn('preview.incomplete', { kind, documentId, issues, collection: KINDS[kind].collection })
    return privately(renderErrorPage(c, 422, t('preview.incomplete'), t('preview.incompleteHelp')))
  }
  const record = (mapped as { record: SiteRecord }).record
  const page = PAGE_LIST.find((candidate) => candidate.route.name === shown.page)!
  const params = Object.fromEntries(
    Object.entries(shown.key(record)).map(([name, value]) => [name, String(value)])
  )
  const args = shown.read === 'getPost' ? [params.slug] : [Number(params.id)]
  try {
    const response = await withDraft(shown.read, args, draft.value, () =>
      renderPage(c, page, params, { noindex: true })
    )
    return privately(response)
  } catch (error) {
    if (error instanceof PageNotFound) return privately(renderErrorPage(c, 404))
    if (error instanceof PageDataUnavailable) return privately(unavailablePage(c))
    throw error
  }
})
