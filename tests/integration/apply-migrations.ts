import { applyD1Migrations, env } from 'cloudflare:test'

// Every test file starts from the migrated schema and the demo content, as `npm start` has it
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await applyD1Migrations(env.DB, env.TEST_SEEDS, 'seed_log')
