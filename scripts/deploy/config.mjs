// A deployed environment as wrangler.toml describes it, read by wrangler itself (inheritance and
// all), and what must be true of it before anything is uploaded.
import { unstable_readConfig } from 'wrangler'

/** The part of an environment's configuration the deploy uses. */
export function environmentConfig(env, configPath = 'wrangler.toml') {
  const config = unstable_readConfig({ config: configPath, env })
  const database = config.d1_databases.find((binding) => binding.binding === 'DB')
  return {
    name: config.name,
    publicOrigin: config.vars?.PUBLIC_ORIGIN,
    database: database && { name: database.database_name, id: database.database_id },
    routes: (config.routes ?? []).map((route) =>
      typeof route === 'string' ? route : route.pattern
    ),
    workersDev: config.workers_dev,
  }
}

// The ids wrangler.toml ships with: zeros, a real id from `wrangler d1 create` never is
const PLACEHOLDER_ID = /^0{8}-0{4}-0{4}-0{4}-/

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
  if (!config.publicOrigin?.startsWith('https://')) {
    problems.push(`[env.${env}.vars] PUBLIC_ORIGIN must be the site's https:// origin`)
  }
  if (config.routes.length === 0) problems.push(`[env.${env}] has no routes (its domain)`)
  if (config.workersDev !== false) problems.push(`[env.${env}] must set workers_dev = false`)
  return problems
}
