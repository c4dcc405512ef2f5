import { describe, expect, it } from 'vitest'
import manifest from '../../src/generated/client-manifest.json'
import { call, postForm } from './cms-worker'
import { cspDirectives, hashSource, inlineScripts } from './csp'
import { withParam } from '../../scripts/with-param.mjs'

const WIDGET = 'https://widget.example/embed/widget.js'
let unique = 0

/** A page with the given configuration; the query keeps the edge cache from mixing configurations. */
async function page(path: string, vars: Record<string, string | undefined> = {}) {
  const response = await call(withParam(path, 't', (unique += 1)), {}, vars)
  return { response, html: await response.text() }
}

/** The site script of a page (a module, so deferred) and its data attributes. */
function siteScript(html: string) {
  const tag = new RegExp(`<script type="module" src="${manifest.site}"([^>]*)>`).exec(html)
  if (!tag) return undefined
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag[1]!)?.[1]
  const src = attr('data-widget-src')?.replace(/&amp;/g, '&')
  return {
    widget: src ? new URL(src) : undefined,
    visible: attr('data-widget-visible'),
  }
}

describe('the site script', () => {
  it("is on every page, allowed as one of the site's own files, and loads no widget when none is configured", async () => {
    for (const path of ['/catalog', '/', '/ar/careers', '/no-such-page']) {
      const { response, html } = await page(path, { WIDGET_SCRIPT_URL: undefined })
      const script = siteScript(html)
      expect(script, path).toBeDefined()
      expect(script!.widget, path).toBeUndefined()
      expect(cspDirectives(response)['script-src']).toMatch(
        /^'self' 'sha256-[^']+' 'sha256-[^']+'$/
      )
    }
  })

  it('keeps the head script that reloads once when an asset fails, allowed by its hash', async () => {
    const { response, html } = await page('/blog')
    const [head] = inlineScripts(html)
    expect(head).toContain('window.__reloadOnce=')
    expect(cspDirectives(response)['script-src']).toContain(await hashSource(head!))
  })
})

describe('the third-party widget', () => {
  const vars = { WIDGET_SCRIPT_URL: WIDGET }

  it('loads hidden on the home page with the locale, the 1.0 api base and hide_widget_on_init', async () => {
    const { html } = await page('/', vars)
    const { widget, visible } = siteScript(html)!
    expect(visible).toBe('false')
    expect(widget!.origin + widget!.pathname).toBe(WIDGET)
    expect(widget!.searchParams.get('api')).toBe('https://widget.example/api/v1.0')
    expect(widget!.searchParams.get('language')).toBe('en')
    expect(widget!.searchParams.get('hide_widget_on_init')).toBe('true')
  })

  it('shows on other pages, in their language', async () => {
    for (const [path, language] of [
      ['/catalog', 'en'],
      ['/ar/catalog', 'ar'],
      ['/he/blog', 'he'],
      ['/fr', 'fr'],
    ] as const) {
      const { widget, visible } = siteScript((await page(path, vars)).html)!
      expect(widget?.searchParams.get('language'), path).toBe(language)
      expect(visible, path).toBe(path === '/fr' ? 'false' : 'true')
    }
  })

  it('is not loaded at all on careers, partners and the partner portal, in any locale', async () => {
    for (const path of [
      '/careers',
      '/de/careers',
      '/partners',
      '/ar/partners',
      '/partners/sign-in',
    ]) {
      const { html } = await page(path, vars)
      expect(siteScript(html)!.widget, path).toBeUndefined()
      expect(html, path).not.toContain('widget.example')
    }
  })

  it('is allowed by the CSP: its script by its own origin alone, its connections and frames', async () => {
    const { response, html } = await page('/catalog', {
      WIDGET_SCRIPT_URL: `${WIDGET}?api=https://api.vendor.example/1.0`,
    })
    const policy = cspDirectives(response)
    expect(siteScript(html)!.widget!.origin).toBe('https://widget.example')
    expect(policy['script-src']).toMatch(/^'self' ('sha256-[^']+' )+https:\/\/widget\.example$/)
    expect(policy['connect-src']).toBe("'self' https://widget.example https://api.vendor.example")
    expect(policy['frame-src']).toBe("'self' https://widget.example https://api.vendor.example")
    expect(policy['img-src']).toContain('https://widget.example')
  })

  it('adds nothing to the CSP when unset', async () => {
    const { response } = await page('/catalog', {
      WIDGET_SCRIPT_URL: undefined,
      CMS_URL: undefined,
    })
    const policy = cspDirectives(response)
    expect(policy['script-src']).not.toContain('https:')
    expect(policy['connect-src']).toBe("'self'")
    expect(policy['frame-src']).toBe("'self'")
    expect(policy['img-src']).toBe("'self' data: blob:")
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-eval')
  })
})

describe('HTML across deployments', () => {
  it('asks the browser to revalidate pages, while the hashed assets are immutable', async () => {
    const { response } = await page('/catalog')
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    // pages that chose a stricter policy keep it
    const signIn = await call('/partners/sign-in', postForm({ identifier: '', password: '' }), {})
    expect(signIn.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(signIn.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('links only content-hashed assets', async () => {
    const { html } = await page('/catalog')
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
    expect(assets).toEqual(expect.arrayContaining([manifest.styles, manifest.site]))
    for (const asset of assets) expect(asset).toMatch(/-[A-Za-z0-9]{8,}\.(js|css)$/)
  })
})
