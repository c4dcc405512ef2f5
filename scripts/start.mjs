// `npm start`: serves the built site with `wrangler dev` in local mode on 127.0.0.1.
// Each configuration variable set in the environment is passed through to the worker.
import { spawn } from 'node:child_process'
import { CONFIG_VARS, wranglerEnv } from './wrangler-env.mjs'

const port = process.env.PORT || '8787'
const vars = CONFIG_VARS.filter((name) => process.env[name]).flatMap((name) => [
  '--var',
  `${name}:${process.env[name]}`,
])

// wrangler bundles the worker with React's development build unless NODE_ENV says otherwise:
// serve what `wrangler deploy` ships (NODE_ENV=development npm start for React's warnings)
const env = { ...wranglerEnv(), NODE_ENV: process.env.NODE_ENV || 'production' }

const child = spawn(
  'node_modules/.bin/wrangler',
  ['dev', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false', ...vars],
  { stdio: 'inherit', env }
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
