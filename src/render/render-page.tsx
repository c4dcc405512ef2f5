import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { JsonLd } from '../components/json-ld'
import { breadcrumbLd } from '../components/marketing/structured-data'
import type { Translate } from '../i18n/messages'
import type { Locale } from '../i18n/locales'
import { siteOrigin } from '../server/origin'
import {
  artworkImage,
  clampDescription,
  DEFAULT_ARTWORK,
  PAGE_ARTWORK,
  PARENT_PAGE,
} from '../lib/seo'
import { ErrorPage } from '../pages/error-page'
import type { PageMeta, PageView, ViewContext } from '../pages/types'
import { PAGES, isNoindex, localePath, routeName, type PageName } from '../route-table'
import { hreflangAlternates } from './alternates'
import { renderDocument } from './render-document'

export class PageNotFound extends Error {}

function titleWithBrand(c: Context<AppEnv>, title: string): string {
  const t = c.get('t')
  return t('meta.titleTemplate', { title, brand: t('brand.name') })
}

/** Renders a page of the route table; throws PageNotFound when its content does not exist. */
export async function renderPage(
  c: Context<AppEnv>,
  page: PageName,
  params: Record<string, string>,
  view: PageView
): Promise<Response> {
  const t = c.get('t')
  const locale = c.get('locale')
  const ctx: ViewContext = { env: c.env, locale, t, params, url: new URL(c.req.url) }
  const key = PAGES[page].messages
  // The page's data is read before the status is sent: a content source that fails makes the
  // answer a 503 (with Retry-After, never cached), not a 200 that carries an error page
  let meta: PageMeta | null
  let data: unknown
  try {
    meta = view.meta
      ? await view.meta(ctx)
      : {
          title: t(`pages.${key}.title`),
          description: t(`pages.${key}.description`),
        }
    if (!meta) throw new PageNotFound()
    data = view.load ? await view.load(ctx) : undefined
  } catch (error) {
    if (error instanceof PageNotFound) throw error
    console.error('page data unavailable', page, error)
    const response = renderErrorPage(c, 503)
    response.headers.set('Retry-After', '60')
    response.headers.set('Cache-Control', 'no-store')
    return response
  }

  const origin = siteOrigin(c)
  const path = (localePath as (p: PageName, l: string, q: object) => string)(
    page,
    locale.code,
    params
  )
  const Component = view.Component
  const image = meta.image ?? artworkImage(PAGE_ARTWORK[page] ?? DEFAULT_ARTWORK, t)
  const trail = page === 'index' ? null : breadcrumbTrail(t, locale, origin, page, meta, path)
  return renderDocument(c, {
    status: 200,
    layout: PAGES[page].layout,
    page: { page, params },
    head: {
      title: titleWithBrand(c, meta.title),
      description: clampDescription(meta.description),
      canonical: origin + path,
      alternates: hreflangAlternates(origin, page, params),
      routeName: routeName(page, locale.code),
      robots: isNoindex(page) ? 'noindex' : undefined,
      image: { ...image, url: image.src.startsWith('/') ? origin + image.src : image.src },
      siteName: t('brand.name'),
      article: meta.article,
      hero: meta.hero,
    },
    content: async () => (
      <>
        <Component data={data} />
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
  page: PageName,
  meta: PageMeta,
  path: string
): { name: string; url: string }[] {
  const parent = PARENT_PAGE[page]
  const url = (name: PageName) => origin + localePath(name as 'index', locale.code)
  return [
    { name: t('nav.home'), url: url('index') },
    ...(parent ? [{ name: t(`pages.${PAGES[parent].messages}.title`), url: url(parent) }] : []),
    { name: meta.crumb ?? meta.title, url: origin + path },
  ]
}

/** The 404 or error page in the visitor's locale, inside the default layout. */
export function renderErrorPage(c: Context<AppEnv>, status: number, message?: string): Response {
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
      description: status === 404 ? t('errors.notFoundHelp') : t('errors.serverHelp'),
      robots: 'noindex',
    },
    content: async () => <ErrorPage status={status} message={message} path={path} />,
  })
}
