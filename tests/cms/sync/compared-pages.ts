// The pages `cms:sync` must render as the demo D1 does: every page type that shows content, in a
// left-to-right, a right-to-left and a third locale, the list endpoints and the sitemap. What
// must differ between the two is normalized away here, and only that: the pictures (the demo's
// are the site's drawn artwork, the CMS's its uploads of the same drawings, so their URLs,
// formats and sizes differ; their descriptions must not) and the sitemap's `lastmod` (the demo's
// dates are its seed's, the CMS's when each entry was written in it).

const LOCALES = ['', '/ar', '/fr']

const PAGES = [
  '/',
  '/catalog',
  '/catalog?type=villa&sort=price-desc',
  '/catalog?location=dubai-marina&bedrooms=2',
  '/catalog/1',
  '/catalog/7',
  '/catalog/22',
  '/our-team',
  '/agent/1',
  '/agent/6',
  '/blog',
  '/blog?topic=news',
  '/client-reviews',
  '/why-choose',
  '/high-rentals',
  '/our-story',
  '/contact?kind=call&propertyId=3&agentId=2',
  '/refactor-example',
]

const OTHERS = [
  '/api/properties?pageSize=48',
  '/api/properties?locale=ar&q=marina',
  '/api/agents?pageSize=48&locale=fr',
  '/api/blog?pageSize=48',
  '/api/testimonials?pageSize=48',
  '/sitemap.xml',
  '/sitemaps/properties-en-1.xml',
  '/sitemaps/agents-fr-1.xml',
  '/sitemaps/posts-ar-1.xml',
]

export interface Fetched {
  status: number
  body: string
}

/** Every compared path of a site, with two articles named by its blog. */
export async function fetchCompared(origin: string): Promise<Record<string, Fetched>> {
  const blog = await (await fetch(`${origin}/blog`)).text()
  const articles = [
    ...new Set([...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!)),
  ]
  const paths = [
    ...LOCALES.flatMap((prefix) =>
      [...PAGES, ...articles.slice(0, 2)].map((path) =>
        path === '/' && prefix ? prefix : prefix + path
      )
    ),
    ...OTHERS,
  ]
  const pages: Record<string, Fetched> = {}
  for (const path of paths) {
    const response = await fetch(origin + path)
    pages[path] = { status: response.status, body: await response.text() }
  }
  return pages
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const encode = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

/** A picture in data: an artwork key or an upload's URL, its sizes and formats; its words kept. */
function withoutPictures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPictures)
  if (!value || typeof value !== 'object') return value
  const entry = value as Record<string, unknown>
  if (typeof entry.alt === 'string' && ('key' in entry || 'url' in entry))
    return { picture: entry.alt }
  return Object.fromEntries(
    Object.entries(entry).map(([key, item]) => [key, withoutPictures(item)])
  )
}

/** A page or answer with its pictures and sitemap dates normalized, split into lines to diff. */
export function normalized(body: string): string[] {
  const trimmed = body.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return JSON.stringify(withoutPictures(JSON.parse(body)), null, 1).split('\n')
  }
  return body
    .replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod/>')
    .replace(
      /<picture>.*?<\/picture>/gs,
      (picture) => `[picture ${/alt="[^"]*"/.exec(picture)?.[0]}]`
    )
    .replace(/<img [^>]*?(alt="[^"]*")[^>]*>/g, '[picture $1]')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(
      /<meta (?:property|name)="(?:og|twitter):image(?::width|:height)?" content="[^"]*">/g,
      ''
    )
    .replace(/href="[^"]*\.(?:jpg|jpeg|webp|avif|png)"/g, 'href="[picture]"')
    .replace(/url\(&quot;[^&]*&quot;\)/g, 'url([picture])')
    .replace(/"image":(?:"[^"]*"|\[[^\]]*\])/g, '"image":"[picture]"')
    .replace(
      /data-props="([^"]*)"/g,
      (_, props: string) =>
        `data-props="${encode(JSON.stringify(withoutPictures(JSON.parse(decode(props)))))}"`
    )
    .split(/(?<=>)(?=<)/)
}
