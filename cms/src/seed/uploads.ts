import fs from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { SEED_DATA } from './demo-content'

/** The pack's JPEG of an artwork key (the largest the site's build wrote, up to 1280 px). */
function artworkFile(key: string): string | undefined {
  const file = path.join(SEED_DATA, 'images', `${key}.jpg`)
  return fs.existsSync(file) ? file : undefined
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
