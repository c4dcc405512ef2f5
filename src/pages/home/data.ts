import { listAgents, listProperties, listTestimonials } from '../../content'
import type { Agent } from '../../schemas/agent'
import type { Page } from '../../schemas/common'
import { MAX_PAGE_SIZE, parseLenient, TestimonialQuerySchema } from '../../schemas/content-query'
import type { PropertySummary } from '../../schemas/property'
import type { Testimonial } from '../../schemas/testimonial'
import { type ViewContext } from '../page'
import { log } from '../../lib/log'

// What the home page reads: featured listings and developers (one read), consultants and
// testimonials; a list that cannot be read leaves its section empty, not the page.

export const TESTIMONIALS_PAGE_SIZE = 3

export interface HomeData {
  featured: PropertySummary[]
  developers: { name: string; count: number }[]
  agents: Agent[]
  testimonials: Page<Testimonial>
  loadedPages: number
}

export const emptyPage = <T>(): Page<T> => ({ items: [], page: 1, pageSize: 0, total: 0 })

/** A list the page can do without: if the content source fails, the section is left out. */
export function orEmpty<T>(list: Promise<Page<T>>): Promise<Page<T>> {
  return list.catch((error: unknown) => {
    log.error('home.content-unavailable', { error })
    return emptyPage<T>()
  })
}

export async function load(ctx: ViewContext): Promise<HomeData> {
  const { env, url, locale } = ctx
  const page = parseLenient(TestimonialQuerySchema, Object.fromEntries(url.searchParams)).page ?? 1
  const loadedPages = Math.min(page, Math.floor(MAX_PAGE_SIZE / TESTIMONIALS_PAGE_SIZE))
  const [properties, agents, testimonials] = await Promise.all([
    // one read serves the featured listings (newest first) and the developers we sell for
    orEmpty(listProperties(env, locale.code, { pageSize: MAX_PAGE_SIZE })),
    orEmpty(listAgents(env, locale.code, { pageSize: 4 })),
    orEmpty(
      listTestimonials(env, locale.code, {
        page: 1,
        pageSize: loadedPages * TESTIMONIALS_PAGE_SIZE,
      })
    ),
  ])
  const featured = properties.items.filter((property) => property.featured).slice(0, 6)
  const counts = new Map<string, number>()
  for (const property of properties.items) {
    counts.set(property.developer, (counts.get(property.developer) ?? 0) + 1)
  }
  const developers = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  return {
    featured,
    developers,
    agents: agents.items,
    testimonials,
    loadedPages,
  }
}
