import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server.edge'
import { LAYOUTS } from '../layouts'
import { PageProvider, type PageContextValue } from '../components/page-context'
import type { AppEnv } from '../env'
import { siteOrigin } from '../server/origin'
import { withoutCampaign } from '../lib/utm'
import { widgetPlan } from '../lib/widget'
import { analyticsToken } from '../lib/web-analytics'
import { widgetPolicy, type LayoutName } from '../route-table'
import { ErrorPage } from '../components/error-page'
import { DOCUMENT_END, documentStart, type HeadData } from './document'
import { log } from '../lib/log'

export interface DocumentOptions {
  head: Omit<HeadData, 'locale'>
  status: number
  layout: LayoutName
  page: Omit<PageContextValue, 'locale' | 't' | 'path' | 'origin'>
  /** awaited after the head has been sent; resolves to the page's content */
  content: () => Promise<ReactNode>
}

const encoder = new TextEncoder()

/**
 * Sends the document head at once, then renders the body when its data has arrived. The body
 * is rendered to a string by default: on workerd React's streaming renderer costs about three
 * times the CPU for the same page (docs/decisions/). `RENDER_MODE=stream` switches to it so
 * the bench can measure both.
 */
export function renderDocument(c: Context<AppEnv>, options: DocumentOptions): Response {
  const locale = c.get('locale')
  const url = new URL(withoutCampaign(c.req.url))
  const Layout = LAYOUTS[options.layout]
  const pageContext: PageContextValue = {
    ...options.page,
    locale,
    t: c.get('t'),
    path: url.pathname + url.search,
    origin: siteOrigin(c),
  }
  const wrap = (content: ReactNode) => (
    <PageProvider value={pageContext}>
      <Layout>{content}</Layout>
    </PageProvider>
  )

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const streamMode = c.env.RENDER_MODE === 'stream'

  async function write() {
    let writer = writable.getWriter()
    const widget = widgetPlan(c.env.WIDGET_SCRIPT_URL, locale.code, widgetPolicy(options.page.page))
    const analytics = analyticsToken(c.env.CF_ANALYTICS_TOKEN)
    await writer.write(
      encoder.encode(documentStart({ ...options.head, locale, widget, analytics }))
    )
    let tree: ReactNode
    try {
      tree = wrap(await options.content())
    } catch (error) {
      // The status has already been sent: log, and show the error page in place of the content
      log.error('render.data-failed-after-head', { error })
      tree = wrap(<ErrorPage status={500} />)
    }
    if (streamMode) {
      writer.releaseLock()
      const body = await renderToReadableStream(tree)
      await body.pipeTo(writable, { preventClose: true })
      writer = writable.getWriter()
    } else {
      await writer.write(encoder.encode(renderToString(tree)))
    }
    await writer.write(encoder.encode(DOCUMENT_END))
    await writer.close()
  }

  const done = write().catch((error: unknown) => {
    log.error('render.failed', { error })
    return writable.abort(error)
  })
  c.executionCtx.waitUntil(done)

  // c.body keeps headers that middleware and the route set before rendering (Vary, cookies)
  return c.body(readable, options.status as ContentfulStatusCode, {
    'Content-Type': 'text/html; charset=utf-8',
  })
}
