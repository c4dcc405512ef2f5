// A deployed environment as wrangler.toml describes it, read by wrangler itself (inheritance and
// all), and what must be true of it before anything is uploaded.
import { unstable_readConfig } from 'wrangler'

/** The part of an environment's configuration the deploy uses. */
export function environmentConfig(env, configPath = 'wrangler.toml') {
  const config = unstable_readConfig({ config: configPath, env })
  const database = config.d1_databases.find((binding) => binding.binding === 'DB')
  const pages = config.kv_namespaces.find((binding) => binding.binding === 'RENDERED_PAGES')
  return {
    name: config.name,
    publicOrigin: config.vars?.PUBLIC_ORIGIN,
    database: database && { name: database.database_name, id: database.database_id },
    renderedPages: pages && { id: pages.id },
    routes: (config.routes ?? []).map((route) =>
      typeof route === 'string' ? route : route.pattern
    ),
    workersDev: config.workers_dev,
  }
}

// The ids wrangler.toml ships with: zeros, a real id from `wrangler d1 create` (or `kv
// namespace create`) never is
const PLACEHOLDER_ID = /^0{8}-0{4}-0{4}-0{4}-/
const PLACEHOLDER_KV_ID = /^0{24}/

/** What stops a real deploy of `env`, each with the command that fixes it. */
export function deployProblems(env, config) {
  const problems = []
  const section = `[[env.${env}.d1_databases]] in wrangler.toml`
  if (!config.database) {
    problems.push(`no D1 database bound as DB: add ${section}`)
  } else if (!config.database.id || PLACEHOLDER_ID.test(config.database.id)) {
    problems.push(
      `the ${env} D1 database_id is a placeholder (${config.database.id}): create the database ` +
        `with \`npx wrangler d1 create ${config.database.name} --location weur\`, which prints its ` +
        `id (\`npx wrangler d1 info ${config.database.name}\` shows it again), and set it in ${section}`
    )
  }
  const kv = `[[env.${env}.kv_namespaces]] in wrangler.toml`
  if (config.renderedPages && PLACEHOLDER_KV_ID.test(config.renderedPages.id ?? '')) {
    problems.push(
      `the ${env} KV namespace for rendered pages is a placeholder (${config.renderedPages.id}): ` +
        `create it with \`npx wrangler kv namespace create RENDERED_PAGES --env ${env}\`, which ` +
        `prints its id, and set it in ${kv}`
    )
  }
  if (!config.publicOrigin?.startsWith('https://')) {
    problems.push(`[env.${env}.vars] PUBLIC_ORIGIN must be the site's https:// origin`)
  }
  if (config.routes.length === 0) problems.push(`[env.${env}] has no routes (its domain)`)
  if (config.workersDev !== false) problems.push(`[env.${env}] must set workers_dev = false`)
  return problems
}
