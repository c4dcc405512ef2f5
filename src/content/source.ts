import type { Agent } from '../schemas/agent'
import type { BlogPost, BlogPostSummary } from '../schemas/blog'
import type { Page } from '../schemas/common'
import type {
  AgentQuery,
  BlogQuery,
  PropertyQuery,
  TestimonialQuery,
} from '../schemas/content-query'
import type { LocationOption, Property, PropertySummary } from '../schemas/property'
import type { Testimonial } from '../schemas/testimonial'
import type { SitemapKeys } from './sitemap-keys'

/**
 * What the site's content reads provide: D1's tables reshaped into the app's own types
 * (validated by the schemas), so pages never see a row or a CMS shape.
 */
export interface ContentSource extends SitemapKeys {
  listProperties(query: PropertyQuery): Promise<Page<PropertySummary>>
  getProperty(id: number): Promise<Property | null>
  listLocations(): Promise<LocationOption[]>
  listAgents(query: AgentQuery): Promise<Page<Agent>>
  getAgent(id: number): Promise<Agent | null>
  listTestimonials(query: TestimonialQuery): Promise<Page<Testimonial>>
  listPosts(query: BlogQuery): Promise<Page<BlogPostSummary>>
  getPost(slug: string): Promise<BlogPost | null>
}

/** Raised when the content cannot be read (D1 down); the API maps it to 503. */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable'
}

/**
 * A read whose failure is raised as ContentUnavailable: a database that cannot answer is a
 * dependency down (503), not a fault of the request (500).
 */
export function unavailableOnFailure<A extends unknown[], R>(
  source: string,
  read: (...args: A) => Promise<R>
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await read(...args)
    } catch (error) {
      if (error instanceof ContentUnavailable) throw error
      throw new ContentUnavailable(`${source} failed: ${String(error)}`, { cause: error })
    }
  }
}
