// The media in an S3-compatible bucket, as in production on R2: the Postgres pass of
// `npm run test:cms` runs Strapi with the S3 upload provider against a local bucket (s3rver).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { cspDirectives } from '../integration/csp'
import { API, authorization, CMS, CMS_ORIGIN, strapi, useAdmin, type Json } from './strapi-api'
import { page, syncFromCms } from './site-page'

const BUCKET = env.CMS_TEST_MEDIA_URL
const MEDIA_ORIGIN = BUCKET && new URL(BUCKET).origin

describe.runIf(BUCKET)('media in the bucket', () => {
  beforeAll(async () => {
    await useAdmin()
    await syncFromCms()
  })

  it('stores an upload and each of its formats in the bucket, which serves them', async () => {
    const photo = await fetch(`${BUCKET}/${await aSeededPhotoKey()}`)
    expect(photo.status).toBe(200)
    const form = new FormData()
    form.append(
      'files',
      new File([await photo.arrayBuffer()], 'new-listing.jpg', { type: 'image/jpeg' })
    )
    form.append('fileInfo', JSON.stringify({ alternativeText: 'A new listing' }))
    const response = await fetch(`${API}/upload`, {
      method: 'POST',
      headers: authorization(),
      body: form,
    })
    expect(response.status).toBe(201)
    const [upload] = (await response.json()) as Json[]
    const formats = Object.values(upload.formats) as { url: string }[]
    expect(Object.keys(upload.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail'])
    for (const file of [upload, ...formats]) {
      expect(file.url.startsWith(`${BUCKET}/`), file.url).toBe(true)
      const stored = await fetch(file.url)
      expect(stored.status, file.url).toBe(200)
      expect(stored.headers.get('Content-Type')).toBe('image/jpeg')
    }
    expect(upload.provider).toBe('aws-s3')
  })

  it("gives the site's pages pictures from the bucket, which the CSP allows", async () => {
    const catalog = await page('/catalog', { ...CMS, MEDIA_ORIGIN })
    expect(catalog.status).toBe(200)
    expect(catalog.body).toMatch(new RegExp(`${escape(BUCKET)}/small_[^" ]+ 500w`))
    expect(catalog.body).not.toContain(`${CMS_ORIGIN}/uploads`)
    const imgSrc = cspDirectives(new Response(null, { headers: catalog.headers }))['img-src']
    expect(imgSrc!.split(' ')).toContain(MEDIA_ORIGIN)
  })

  it("lets the admin's media library preview the bucket's pictures (Strapi's own CSP)", async () => {
    const response = await fetch(`${API}/areas`)
    const imgSrc = cspDirectives(response)['img-src']
    expect(imgSrc!.split(' ')).toContain(MEDIA_ORIGIN)
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function aSeededPhotoKey(): Promise<string> {
  const listing = await strapi('/properties?filters[ref][$eq]=1&populate[photos]=true')
  const url: string = listing.body.data[0].photos[0].url
  return url.slice(BUCKET.length + 1)
}
