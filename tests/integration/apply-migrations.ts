import { applyD1Migrations, env, reset } from 'cloudflare:test'
import { bumpAllScopes } from '../../src/db/content-scopes'
import { forgetRenderedPages } from '../../src/render/edge-cache'

/**
 * Every test file starts from the migrated schema and the demo content, as `npm start` has it.
 * Files run one after another in each workerd (vitest.config.ts: a workerd per file cost about
 * 3 s to start), so the database is first emptied of what the previous file left.
 */
async function emptyDatabase(db: D1Database) {
  const objects = (sql: string) =>
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE ${sql} AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`
      )
      .all<{ name: string }>()
      .then(({ results }) => results.map(({ name }) => name))
  // A full-text index drops its own shadow tables, so it goes before the plain tables
  const views = await objects("type = 'view'")
  const indexes = await objects("type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
  const drops = [
    ...views.map((name) => `DROP VIEW "${name}"`),
    ...indexes.map((name) => `DROP TABLE "${name}"`),
  ]
  if (drops.length) await db.batch(drops.map((sql) => db.prepare(sql)))
  const tables = await objects("type = 'table'")
  if (tables.length) {
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = ON'),
      ...tables.map((name) => db.prepare(`DROP TABLE "${name}"`)),
    ])
  }
}

// The rate limiting binding's counters too (src/server/rate-limit.ts): a file's posts must not
// count against the next file's visitors within the same minute
await reset()
await emptyDatabase(env.DB)
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await applyD1Migrations(env.DB, env.TEST_SEEDS, 'seed_log')
// The content scopes' versions are part of every edge-cache and memo key: versions of its own keep
// the pages and lists an earlier file cached in this isolate from answering this one (the bump
// also makes the isolate forget the versions it read, src/db/content-scopes.ts)
await env.DB.prepare('UPDATE content_scopes SET seq = ?1 WHERE id = 1').bind(Date.now()).run()
await bumpAllScopes(env.DB)
// a page of no content scope (a legal text) keeps its copy whatever the versions: forgotten too
forgetRenderedPages()
