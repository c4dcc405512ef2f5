import path from 'node:path'
import type { Core } from '@strapi/strapi'

/**
 * SQLite in `.tmp/data.db` unless told otherwise; Postgres (`DATABASE_CLIENT=postgres`, or a
 * `DATABASE_URL` alone) in production: the URL, or Strapi's own DATABASE_HOST, _PORT, _NAME,
 * _USERNAME, _PASSWORD and _SCHEMA (docs/cms-production.md). TLS unless DATABASE_SSL=false.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', env('DATABASE_URL') ? 'postgres' : 'sqlite')
  if (client === 'postgres') {
    const ca = env('DATABASE_SSL_CA')
    return {
      connection: {
        client: 'postgres',
        connection: {
          // the URL wins over the separate settings (pg reads it last)
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', true)
            ? {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
                ...(ca ? { ca } : {}),
              }
            : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    }
  }
  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be postgres or sqlite, not ${client}`)
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  }
}
