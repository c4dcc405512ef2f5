import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { JsonLd } from '../components/json-ld'
import { breadcrumbLd } from '../components/marketing/structured-data'
import type { Translate } from '../i18n/messages'
import type { Locale } from '../i18n/locales'
import { siteOrigin } from '../server/origin'
import { withoutCampaign } from '../lib/utm'
import { absoluteSrc, artworkImage, clampDescription, DEFAULT_ARTWORK } from '../lib/seo'
import { defaultErrorHelp, ErrorPage } from '../components/error-page'
import type { Page, PageMeta, ViewContext } from '../pages/page'
import { pagePath, pageText, route, routeName, type PageName, type Route } from '../route-table'
import { hreflangAlternates } from './alternates'
import { renderDocument } from './render-document'
import { log } from '../lib/log'

export class PageNotFound extends Error {}
/** A page's content could not be read: answered by its last good copy, else `unavailablePage`. */
export class PageDataUnavailable extends Error {}

function titleWithBrand(c: Context<AppEnv>, title: string): string {
  const t = c.get('t')
  return t('meta.titleTemplate', { title, brand: t('brand.name') })
}

/**
 * Renders a page of the route table; throws PageNotFound when its content does not exist and
 * PageDataUnavailable when it cannot be read.
 */
export async function renderPage(
  c: Context<AppEnv>,
  page: Page,
  params: Record<string, string>,
  /** `noindex`: a page search engines must not keep (an editor's draft preview) */
  options: { noindex?: boolean } = {}
): Promise<Response> {
  const t = c.get('t')
  const locale = c.get('locale')
  const origin = siteOrigin(c)
  const ctx: ViewContext = {
    env: c.env,
    locale,
    t,
    params,
    url: new URL(withoutCampaign(c.req.url)),
    origin,
  }
  const { name } = page.route
  // The page's data is read before the status is sent: a content source that fails makes the
  // answer the last good copy or a 503 (src/render/edge-cache.ts), never a 200 carrying an error
  let resolved: Awaited<ReturnType<Page['resolve']>>
  try {
    resolved = await page.resolve(ctx)
  } catch (error) {
    log.error('page.data-unavailable', { page: name, error })
    throw new PageDataUnavailable()
  }
  if (!resolved) throw new PageNotFound()

  const { status, meta, content } = resolved
  const path = pagePath(name, locale.code, params)
  const image = meta.image ?? artworkImage(page.route.artwork ?? DEFAULT_ARTWORK, t)
  const trail = name === 'index' ? null : breadcrumbTrail(t, locale, origin, page.route, meta, path)
  return renderDocument(c, {
    status,
    layout: page.route.layout,
    page: { page: name, params },
    head: {
      title: titleWithBrand(c, meta.title),
      description: clampDescription(meta.description),
      canonical: origin + path,
      alternates: hreflangAlternates(origin, name, params),
      routeName: routeName(name, locale.code),
      robots: page.route.noindex || options.noindex ? 'noindex' : undefined,
      image: { ...image, url: absoluteSrc(origin, image.src) },
      siteName: t('brand.name'),
      article: meta.article,
      hero: meta.hero,
    },
    content: async () => (
      <>
        {content}
        {trail ? <JsonLd data={breadcrumbLd(trail)} /> : null}
      </>
    ),
  })
}

/**
 * Home › parent › this page, for the BreadcrumbList every page below home carries (the visible
 * trails of the pages follow the same path).
 */
function breadcrumbTrail(
  t: Translate,
  locale: Locale,
  origin: string,
  page: Route,
  meta: PageMeta,
  path: string
): { name: string; url: string }[] {
  const url = (name: PageName) => origin + pagePath(name, locale.code)
  const parent = page.parent && route(page.parent)
  return [
    { name: t('nav.home'), url: url('index') },
    ...(parent ? [{ name: pageText(t, parent, 'title'), url: url(parent.name) }] : []),
    { name: meta.crumb ?? meta.title, url: origin + path },
  ]
}

/** The answer while a page's content cannot be read and no good copy of it is kept. */
export function unavailablePage(c: Context<AppEnv>): Response {
  const response = renderErrorPage(c, 503)
  response.headers.set('Retry-After', '60')
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/**
 * The 404 or error page in the visitor's locale, inside the default layout; `message` and
 * `help` say what went wrong and what to do when the generic words would not.
 */
export function renderErrorPage(
  c: Context<AppEnv>,
  status: number,
  message?: string,
  help?: string
): Response {
  const t = c.get('t')
  const path = new URL(c.req.url).pathname
  // 404: the spec's 'Page Not Found: {path}' is the document title; the page shows the path once
  const heading =
    status === 404 ? t('errors.notFoundMessage', { path }) : message || t('errors.serverTitle')
  return renderDocument(c, {
    status,
    layout: 'default',
    page: { page: null, params: {} },
    head: {
      title: titleWithBrand(c, heading),
      description: help ?? defaultErrorHelp(t, status) ?? heading,
      robots: 'noindex',
    },
    content: async () => <ErrorPage status={status} message={message} help={help} path={path} />,
  })
}
