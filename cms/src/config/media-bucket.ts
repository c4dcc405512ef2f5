import type { Env } from './site'

/**
 * Media in an S3-compatible bucket (Cloudflare R2 in production) when S3_BUCKET is set, served
 * from S3_PUBLIC_URL (the bucket's public address or its CDN); otherwise Strapi's local
 * provider, which writes to public/uploads on this server's disk.
 */
export function mediaBucket(env: Env) {
  const bucket = env('S3_BUCKET')
  if (!bucket) return undefined
  const missing = [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ].filter((name) => !env(name))
  if (missing.length) throw new Error(`S3_BUCKET is set: set ${missing.join(', ')} as well`)
  return {
    provider: 'aws-s3',
    providerOptions: {
      // file URLs are this plus the object's key, so pages load pictures from the bucket's CDN
      baseUrl: env('S3_PUBLIC_URL').replace(/\/+$/, ''),
      rootPath: env('S3_ROOT_PATH', ''),
      s3Options: {
        endpoint: env('S3_ENDPOINT'),
        region: env('S3_REGION', 'auto'),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
        credentials: {
          accessKeyId: env('S3_ACCESS_KEY_ID'),
          secretAccessKey: env('S3_SECRET_ACCESS_KEY'),
        },
        // no ACL header: R2 has no object ACLs (the bucket is public or not) and new AWS
        // buckets refuse them; without ACL in params the provider would send public-read
        params: { Bucket: bucket, ACL: undefined },
        // The AWS SDK adds CRC32 checksums to every upload since 3.729, which R2 and other
        // S3-compatible stores refused for a while: send them only where S3 requires them
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    },
  }
}

/** The bucket's public origin, which the admin's previews load pictures from (its CSP). */
export function mediaOrigin(env: Env): string | undefined {
  const url = env('S3_BUCKET') ? env('S3_PUBLIC_URL') : undefined
  return url ? new URL(url).origin : undefined
}
