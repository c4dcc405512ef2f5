// A local S3-compatible bucket for `npm run test:cms` (s3rver): Strapi's S3 upload provider puts
// the media there, as it would into Cloudflare R2, and the site reads the pictures from its
// public address. Everything it stores lives in a temporary folder, removed on stop.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** s3rver's own credentials: it checks the AWS signature made with them */
export const BUCKET_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * @param {{ port: number, bucket: string }} options
 * @returns {Promise<{ endpoint: string, publicUrl: string, objects: () => string[], stop: () => Promise<void> }>}
 */
export async function startMediaBucket({ port, bucket }) {
  const directory = mkdtempSync(join(tmpdir(), 'cms-bucket-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    publicUrl: `${endpoint}/${bucket}`,
    // s3rver keeps each object as `{key}._S3rver_object` beside its metadata
    objects: () =>
      readdirSync(join(directory, bucket))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, '')),
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
