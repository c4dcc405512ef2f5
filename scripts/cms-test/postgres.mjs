// A throwaway Postgres cluster for `npm run test:cms`: initdb into a temporary folder, served on
// 127.0.0.1 with trust authentication and no durability (the data lives for one run), stopped
// and removed afterwards. The binaries are Debian's postgresql; as root (CI) it is installed
// when missing, and the cluster runs as the `postgres` user, since Postgres refuses root.
import { spawnSync } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const LIB = '/usr/lib/postgresql'
const isRoot = () => process.getuid?.() === 0

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function serverBin() {
  if (!existsSync(LIB)) return undefined
  const versions = readdirSync(LIB)
    .filter((version) => existsSync(join(LIB, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(LIB, versions[0], 'bin') : undefined
}

function run(command, args, { as } = {}) {
  const [file, argv] = as ? ['runuser', ['-u', as, '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  }
  return result.stdout
}

/** The server binaries, installed with apt-get when missing and run as root (CI). */
export function ensurePostgres() {
  const found = serverBin()
  if (found) return found
  if (!isRoot()) {
    throw new Error(
      "Postgres's server is not installed. Run: sudo apt-get install -y postgresql\n" +
        '(or npm run test:cms -- --pass=sqlite for the SQLite pass alone)'
    )
  }
  console.log("Installing Debian's postgresql (about a minute) ...")
  // The package would create and start a cluster of its own on 5432: the tests need none
  const conf = '/etc/postgresql-common/createcluster.conf'
  if (!existsSync(conf)) {
    mkdirSync('/etc/postgresql-common', { recursive: true })
    writeFileSync(conf, 'create_main_cluster = false\n')
  }
  const apt = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update'],
    [
      'install',
      '-y',
      '--no-install-recommends',
      '-o',
      'Dpkg::Options::=--force-confold',
      'postgresql',
    ],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: apt })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
  const installed = serverBin()
  if (!installed) throw new Error(`postgresql installed, but no initdb under ${LIB}`)
  return installed
}

/**
 * Starts a fresh cluster with one database; resolves to its URL and a `stop` that removes it.
 * @param {{ port: number, database: string }} options
 */
export function startPostgres({ port, database }) {
  const bin = ensurePostgres()
  const owner = isRoot() ? 'postgres' : undefined
  const dir = mkdtempSync(join(tmpdir(), 'cms-postgres-'))
  if (owner) {
    const id = (flag) => Number(run('id', [flag, owner]).trim())
    chownSync(dir, id('-u'), id('-g'))
  }
  const data = join(dir, 'data')
  const stop = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { as: owner })
      } catch (error) {
        console.error(error.message)
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      { as: owner }
    )
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ')
    run(
      join(bin, 'pg_ctl'),
      ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start'],
      { as: owner }
    )
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
  } catch (error) {
    stop()
    throw error
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop }
}
