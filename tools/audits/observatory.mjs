// `npm run observatory`: grades the local site with the MDN HTTP Observatory's own scanner, with
// production settings (PUBLIC_ORIGIN=https://localhost) behind a local TLS front: https on 443
// and plain http on 80, both proxied to `wrangler dev` with X-Forwarded-Proto. Needs root (ports
// below 1024) and openssl. The scanner is installed once into a temporary folder, not the
// project: `--ignore-scripts`, with an empty HSTS preload list since the scan has no network.
// The front's certificate is self-signed; `--trust-local-ca` makes the scanner trust it (the
// scanner's wrapper would replace NODE_EXTRA_CA_CERTS, so its scan.js is run directly).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLocalServer } from '../../scripts/local-server.mjs'

const WORK = join(tmpdir(), 'arcadia-observatory')
const SCANNER = join(WORK, 'node_modules/@mdn/mdn-http-observatory')
const trustLocalCa = process.argv.includes('--trust-local-ca')

function installScanner() {
  if (existsSync(join(SCANNER, 'src/scan.js'))) return
  mkdirSync(WORK, { recursive: true })
  writeFileSync(join(WORK, 'package.json'), '{"private":true}')
  execFileSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '@mdn/mdn-http-observatory'],
    { cwd: WORK, stdio: 'inherit' }
  )
  writeFileSync(join(SCANNER, 'conf/hsts-preload.json'), '{}')
}

function certificate() {
  const key = join(WORK, 'localhost.key')
  const cert = join(WORK, 'localhost.crt')
  if (!existsSync(cert)) {
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ])
  }
  return { key: readFileSync(key), cert: readFileSync(cert), certPath: cert }
}

/** Forwards a request to the local worker, stating the scheme the client used. */
function proxyTo(target, scheme) {
  return (request, response) => {
    const upstream = http.request(
      `${target}${request.url}`,
      {
        method: request.method,
        // wrangler dev rewrites a Location on the request's own host back to http: keep the
        // worker's host, the redirect goes to PUBLIC_ORIGIN whatever the host
        headers: { ...request.headers, host: new URL(target).host, 'x-forwarded-proto': scheme },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

installScanner()
const tls = certificate()
const server = await startLocalServer({
  port: 8799,
  persistTo: join(WORK, 'state'),
  vars: { PUBLIC_ORIGIN: 'https://localhost' },
})
// Both loopback addresses: the scanner may resolve localhost to either
const front = ['127.0.0.1', '::1'].flatMap((host) => [
  https
    .createServer({ key: tls.key, cert: tls.cert }, proxyTo(server.url, 'https'))
    .listen(443, host),
  http.createServer(proxyTo(server.url, 'http')).listen(80, host),
])
try {
  const env = { ...process.env }
  if (trustLocalCa) env.NODE_EXTRA_CA_CERTS = tls.certPath
  // Asynchronously: the TLS front runs in this process and must go on answering
  const script = trustLocalCa ? 'src/scan.js' : 'bin/wrapper.js'
  const scan = await run(process.execPath, [join(SCANNER, script), 'localhost'], env)
  if (scan.status !== 0) throw new Error(`scanner failed:\n${scan.stdout}\n${scan.stderr}`)
  const result = JSON.parse(scan.stdout)
  console.log(`grade ${result.scan.grade}, score ${result.scan.score}/100`)
  for (const [name, test] of Object.entries(result.tests)) {
    const mark = test.pass ? 'pass' : 'FAIL'
    console.log(`${mark} ${name}: ${test.result} (${test.scoreModifier})`)
  }
} finally {
  for (const listener of front) listener.close()
  await server.stop()
}
