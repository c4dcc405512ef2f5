// `npm test`: every suite, failing on the first that fails. `npm install` has encoded the photos
// (package.json, postinstall), so the encoder here only checks they are current; should they be
// missing or stale, it runs (niced, so the suites come first) beside the checks and the unit and
// worker suites, and the browser tests, the only ones to look at them, start once both are done.
// The type check and the linter, one thread each, run side by side.
import { spawn } from 'node:child_process'

function run(command, args, { nice = false } = {}) {
  const [file, argv] = nice ? ['nice', ['-n', '10', command, ...args]] : [command, args]
  const child = spawn(file, argv, { stdio: 'inherit' })
  const done = new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${signal ?? code}`))
    )
  })
  return { child, done }
}

const running = new Set()
function npm(script) {
  const job = run('npm', ['run', '--silent', script])
  running.add(job.child)
  return job.done.finally(() => running.delete(job.child))
}
const images = run('node', ['tools/artwork/build.mjs'], { nice: true })
running.add(images.child)
images.done.catch(() => {}) // awaited below; a failure here must not go unhandled meanwhile
try {
  await run('node', ['scripts/build-client.mjs']).done
  await Promise.all([npm('typecheck'), npm('lint')])
  for (const script of ['test:unit', 'test:tools', 'test:worker']) await npm(script)
  await images.done
  await npm('test:e2e')
} catch (error) {
  for (const child of running) child.kill()
  console.error(error.message)
  process.exit(1)
}
