import type { Context } from 'hono'
import type { AppEnv } from '../env'
import type { MessageKey } from '../i18n/messages'
import { siteOrigin } from '../lib/origin'
import { ErrorPage } from '../pages/error-page'
import type { PageMeta, PageView, ViewContext } from '../pages/types'
import { PAGES, isNoindex, localePath, routeName, type PageName } from '../route-table'
import { hreflangAlternates } from './alternates'
import { renderDocument } from './render-document'

export class PageNotFound extends Error {}

/** The picture a shared link shows when a page names none (generated artwork, 1280 wide). */
const DEFAULT_OG_IMAGE = '/images/downtown-skyline-1280.jpg'

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
  const meta: PageMeta | null = view.meta
    ? await view.meta(ctx)
    : {
        title: t(`pages.${key}.title` as MessageKey),
        description: t(`pages.${key}.description` as MessageKey),
      }
  if (!meta) throw new PageNotFound()

  const origin = siteOrigin(c)
  const path = (localePath as (p: PageName, l: string, q: object) => string)(
    page,
    locale.code,
    params
  )
  const Component = view.Component
  return renderDocument(c, {
    status: 200,
    layout: PAGES[page].layout,
    page: { page, params },
    head: {
      title: titleWithBrand(c, meta.title),
      description: meta.description,
      canonical: origin + path,
      alternates: hreflangAlternates(origin, page, params),
      routeName: routeName(page, locale.code),
      robots: isNoindex(page) ? 'noindex' : undefined,
      image: origin + (meta.image ?? DEFAULT_OG_IMAGE),
    },
    content: async () => <Component data={view.load ? await view.load(ctx) : undefined} />,
  })
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
