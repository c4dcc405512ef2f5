import type { ContentSource } from '../source'
import { strapiClient, type StrapiOptions } from './client'
import { strapiPeople } from './people'
import { strapiPosts } from './posts'
import { strapiProperties } from './properties'
import { strapiSitemap } from './sitemap'

export type { StrapiOptions } from './client'

/** The Strapi 5 CMS at `CMS_URL` as a content source, in the page's locale. */
export function strapiSource(options: StrapiOptions): ContentSource {
  const client = strapiClient(options)
  return {
    ...strapiSitemap(client.requestIn),
    ...strapiProperties(client),
    ...strapiPeople(client),
    ...strapiPosts(client),
  }
}
