import type { Locale } from '../i18n/locales'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { pictureSources } from '../lib/images'
import type { Image } from '../schemas/common'
import manifest from '../generated/client-manifest.json'
import type { WidgetPlan } from '../lib/widget'
import { BEACON_SRC } from '../lib/web-analytics'
import { HEAD_SCRIPT } from './inline-scripts'

export interface HeadData {
  locale: Locale
  title: string
  description: string
  /** absolute canonical URL; absent on error pages */
  canonical?: string
  /** hreflang alternates: iso tag (or `x-default`) to absolute URL */
  alternates?: { hreflang: string; href: string }[]
  robots?: string
  /** the share picture (absolute URL, size, description); pages with a canonical URL have one */
  image?: { url: string; width?: number; height?: number; alt: string }
  /** Open Graph `og:site_name` */
  siteName?: string
  /** a blog post: Open Graph type `article` with its dates */
  article?: { publishedTime: string; modifiedTime?: string; section?: string }
  /** the first screen's picture, preloaded (PageMeta.hero) */
  hero?: { image: Image; sizes: string }
  routeName?: string
  /** the third-party widget, when this page loads it (src/lib/widget.ts) */
  widget?: WidgetPlan
  /** Cloudflare Web Analytics' site token, when configured (src/lib/web-analytics.ts) */
  analytics?: string | null
}

/**
 * Everything up to and including `<body>`. It is written to the response before any page data is
 * awaited, so the browser starts fetching the stylesheet while the worker is still loading.
 * Written with `hono/html`: every interpolated value is escaped unless it is markup itself.
 * Prettier leaves these templates as written (.prettierrc.json): its HTML formatting would add
 * whitespace and close void elements, and the head must stay byte for byte as it is.
 */
export function documentStart(head: HeadData): string {
  const { locale, routeName } = head
  return text(
    html`<!DOCTYPE html><html lang="${locale.iso}" dir="${locale.dir}"><head>${[
      html`<meta charset="utf-8">`,
      html`<meta name="viewport" content="width=device-width, initial-scale=1">`,
      html`<title>${head.title}</title>`,
      html`<meta name="description" content="${head.description}">`,
      head.robots && html`<meta name="robots" content="${head.robots}">`,
      openGraph(head),
      html`<meta name="color-scheme" content="light dark">`,
      html`<meta name="theme-color" content="#027a48">`,
      html`<link rel="icon" href="/favicon.ico" sizes="32x32">`,
      html`<link rel="icon" href="/icon.svg" type="image/svg+xml">`,
      html`<link rel="stylesheet" href="${manifest.styles}">`,
      heroPreload(head.hero),
      head.canonical && html`<link rel="canonical" href="${head.canonical}">`,
      (head.alternates ?? []).map(
        (alt) => html`<link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}">`
      ),
      // allowed by its hash in the CSP (./inline-scripts.ts)
      html`<script>${raw(HEAD_SCRIPT)}</script>`,
      siteScript(head),
      head.analytics &&
        html`<script defer src="${BEACON_SRC}" data-cf-beacon="${JSON.stringify({ token: head.analytics })}"></script>`,
    ]}</head><body${routeName ? html` data-route="${routeName}"` : ''}>`
  )
}

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>

/** `html` answers synchronously when nothing interpolated is a promise, as in the head. */
function text(markup: Markup): string {
  if (markup instanceof Promise) throw new TypeError('the document head is synchronous')
  return markup.toString()
}

/**
 * The largest paint's picture, fetched with high priority before the body arrives. Its AVIF
 * srcset and sizes match the page's <picture>, so the browser picks the same file for both, and
 * browsers without AVIF skip it (`type`) rather than fetch a file they cannot use.
 */
function heroPreload(hero: HeadData['hero']): Markup | undefined {
  const sources = hero && pictureSources(hero.image)
  if (!sources) return undefined
  return html`<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${sources.avif}" imagesizes="${hero!.sizes}">`
}

/**
 * How a shared link looks (Open Graph, X cards): title, description, address, the page's own
 * picture with its size and description, the site, the language and its alternatives.
 */
function openGraph(head: HeadData): Markup[] {
  const { canonical, image } = head
  if (!canonical || !image) return []
  const ogLocale = (iso: string) => iso.replace('-', '_')
  const tags: [string, string | number | undefined][] = [
    ['og:type', head.article ? 'article' : 'website'],
    ['og:site_name', head.siteName],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonical],
    ['og:image', image.url],
    ['og:image:width', image.width],
    ['og:image:height', image.height],
    ['og:image:alt', image.alt],
    ['og:locale', ogLocale(head.locale.iso)],
    ...(head.alternates ?? [])
      .filter((alt) => alt.hreflang !== 'x-default' && alt.hreflang !== head.locale.iso)
      .map((alt): [string, string] => ['og:locale:alternate', ogLocale(alt.hreflang)]),
    ['article:published_time', head.article?.publishedTime],
    ['article:modified_time', head.article?.modifiedTime],
    ['article:section', head.article?.section],
  ]
  // A square portrait reads better as a small card than cropped to a wide one
  const large = !image.width || !image.height || image.width > image.height
  const twitter: [string, string][] = [
    ['twitter:card', large ? 'summary_large_image' : 'summary'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
    ['twitter:image', image.url],
    ['twitter:image:alt', image.alt],
  ]
  return [
    ...tags
      .filter((tag): tag is [string, string | number] => tag[1] !== undefined && tag[1] !== '')
      .map(([name, value]) => html`<meta property="${name}" content="${value}">`),
    ...twitter.map(([name, value]) => html`<meta name="${name}" content="${value}">`),
  ]
}

/**
 * Every page's one script (client/site.ts, a module and so deferred): prefetch, late anchors,
 * the island loader and the widget's loader.
 */
function siteScript({ widget }: HeadData): Markup {
  const data =
    widget && html` data-widget-src="${widget.src}" data-widget-visible="${String(widget.visible)}"`
  return html`<script type="module" src="${manifest.site}"${data}></script>`
}

export const DOCUMENT_END = '</body></html>'
