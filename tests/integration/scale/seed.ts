import { env } from 'cloudflare:test'
import { scaleStatements } from '../../../tools/scale/scale-sql.mjs'

export const LISTINGS = 50_000

/**
 * Grows the test D1 as `npm run seed:scale -- --listings 50000` does (also 500 consultants and
 * 2,000 articles), with the query planner's statistics for the grown tables.
 */
export async function seedScale() {
  await env.DB.batch(
    scaleStatements({ listings: LISTINGS, agents: 500, articles: 2000 }).map((sql) =>
      env.DB.prepare(sql)
    )
  )
  await env.DB.prepare('ANALYZE').run()
}
