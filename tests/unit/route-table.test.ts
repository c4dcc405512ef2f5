import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_LIST } from '../../src/generated/routes'
import { LOCALE_CODES } from '../../src/i18n/locales'
import {
  alternatePaths,
  localePath,
  localizedPattern,
  FOOTER,
  NAVIGATION,
  PAGES,
  routeName,
  STATIC_PAGES,
  validParams,
  widgetPolicy,
} from '../../src/route-table'

describe('route table', () => {
  it('holds the 19 pages of the contract and the three parameterised ones', () => {
    // plus the partner sign-in page (in the sitemap), and the dashboard behind a session and the
    // pages the partners' and the newsletter's e-mails link to, with a code (not)
    expect(STATIC_PAGES).toHaveLength(20)
    expect(STATIC_PAGES).toContain('partner-sign-in')
    for (const page of [
      'partner-dashboard',
      'partner-reset-password',
      'partner-confirm-email',
      'newsletter-confirm',
      'newsletter-unsubscribe',
    ]) {
      expect(STATIC_PAGES).not.toContain(page)
    }
    expect(Object.keys(PAGES)).toHaveLength(28)
  })

  it('names routes {page}___{locale}, home being index', () => {
    expect(routeName('index', 'en')).toBe('index___en')
    expect(routeName('our-team', 'ar')).toBe('our-team___ar')
  })

  it('leaves English unprefixed and prefixes every other locale', () => {
    expect(localePath('index', 'en')).toBe('/')
    expect(localePath('index', 'fr')).toBe('/fr')
    expect(localePath('catalog', 'en')).toBe('/catalog')
    expect(localePath('catalog', 'he')).toBe('/he/catalog')
  })

  it('fills and encodes parameters', () => {
    expect(localePath('agent-id', 'ar', { id: 7 })).toBe('/ar/agent/7')
    expect(localePath('blog-slug', 'en', { slug: 'a b' })).toBe('/blog/a%20b')
    expect(localizedPattern('catalog-id', 'de')).toBe('/de/catalog/:id')
  })

  it('gives one alternate per locale', () => {
    const alternates = alternatePaths('partners')
    expect(alternates.map((alt) => alt.locale)).toEqual([...LOCALE_CODES])
    expect(alternates[0]).toEqual({ locale: 'en', path: '/partners' })
  })

  it('validates ids and slugs', () => {
    expect(validParams('agent-id', { id: '12' })).toBe(true)
    expect(validParams('agent-id', { id: 'abc' })).toBe(false)
    expect(validParams('agent-id', { id: '0' })).toBe(false)
    expect(validParams('blog-slug', { slug: 'dubai-market-2025' })).toBe(true)
    expect(validParams('blog-slug', { slug: 'Bad_Slug' })).toBe(false)
    expect(validParams('terms', {})).toBe(true)
  })
})

describe('page folders', () => {
  it('are listed, each once: a folder with a route.ts is a page, under a name no other page has', () => {
    const folders = readdirSync('src/pages').filter((name) =>
      existsSync(`src/pages/${name}/route.ts`)
    )
    expect(ROUTE_LIST).toHaveLength(folders.length)
    // a second route under the same name would silently replace the first in the table
    expect(Object.keys(PAGES)).toHaveLength(ROUTE_LIST.length)
    for (const folder of folders)
      expect(existsSync(`src/pages/${folder}/index.tsx`), folder).toBe(true)
  })

  it('build the header from the places the pages declare, in order', () => {
    expect(NAVIGATION.filter((item) => !item.menuOnly).map((item) => item.page)).toEqual([
      'catalog',
      'our-team',
      'blog',
      'partners',
      'careers',
    ])
    expect(NAVIGATION.map((item) => item.page)).toEqual([
      'index',
      'catalog',
      'our-team',
      'blog',
      'partners',
      'careers',
      'contact',
    ])
  })

  it('build the footer from the places the pages declare, column by column, in order', () => {
    const links = FOOTER.map(({ column, links }) => [
      column,
      links.map((link) => (link.query ? `${link.page}?${link.query}` : link.page)),
    ])
    expect(links).toEqual([
      ['explore', ['catalog', 'our-team', 'blog', 'blog?topic=news', 'client-reviews']],
      ['company', ['our-story', 'why-choose', 'careers', 'partners', 'partner-sign-in', 'contact']],
      ['legal', ['terms', 'privacy', 'copyright']],
    ])
  })

  it('say where the widget is off or hidden; any other page, and an error page, shows it', () => {
    expect(widgetPolicy('index')).toBe('hidden')
    expect(widgetPolicy('careers')).toBe('off')
    expect(widgetPolicy('catalog-id')).toBe('shown')
    expect(widgetPolicy(null)).toBe('shown')
  })

  it('place a detail page under its list in the breadcrumb trail', () => {
    expect(PAGES['catalog-id'].parent).toBe('catalog')
    expect(PAGES['blog-slug'].parent).toBe('blog')
    expect(PAGES['agent-id'].parent).toBe('our-team')
    expect('parent' in PAGES.catalog).toBe(false)
  })
})
