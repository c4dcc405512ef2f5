import fs from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { SITE_ROOT } from './demo-content'

/** The largest JPEG the site's build wrote for an artwork key (`npm run build` at the top). */
function artworkFile(key: string): string | undefined {
  const dir = path.join(SITE_ROOT, 'public', 'images')
  const widths = fs
    .readdirSync(dir)
    .map((name) => new RegExp(`^${key}-(\\d+)\\.jpg$`).exec(name)?.[1])
    .filter((width): width is string => Boolean(width))
    .map(Number)
    .sort((a, b) => b - a)
  const width = widths.find((w) => w <= 1280) ?? widths.at(-1)
  return width ? path.join(dir, `${key}-${width}.jpg`) : undefined
}

/**
 * Uploads the site's artwork into the media library, once per picture and description (Strapi
 * keeps the alternative text on the file), and answers the file's id.
 */
export function uploader(strapi: Core.Strapi) {
  const done = new Map<string, number>()
  return async function upload(key: string, alt: string): Promise<number | undefined> {
    const id = `${key}\n${alt}`
    if (done.has(id)) return done.get(id)
    const filepath = artworkFile(key)
    if (!filepath) return undefined
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${key}.jpg`, alternativeText: alt } },
        files: {
          filepath,
          originalFilename: `${key}.jpg`,
          mimetype: 'image/jpeg',
          size: fs.statSync(filepath).size,
        },
      })
    done.set(id, file.id)
    return file.id
  }
}
