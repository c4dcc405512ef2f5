// The fault-injection harness: one local HTTP server standing in for the site's neighbours
// (Turnstile's siteverify, the CRM, the affiliate network) and in front of the CMS (a proxy to a
// real Strapi, or a fetch-handler fake), each of which a test or a load run can make slow,
// silent, reset or failing. Driven over HTTP, so the worker tests inside workerd drive it too.
// Everything lives in a lane (any name: a test file's own, `load`), so users running at the same
// time never see each other's faults:
//   POST /<lane>/__fault {target, mode: pass|delay|drop|reset|status, ms?, status?}
//   POST /<lane>/__turnstile/issue {hostname, action} -> {token}  (a token siteverify knows)
//   GET  /<lane>/__requests?target=crm                             (what a neighbour received)
//   POST /<lane>/__reset                                           (the lane's faults, records)
// The neighbours: /<lane>/turnstile/siteverify, /<lane>/crm/..., /<lane>/affiliate/..., and
// /<lane>/cms/... (the rest of the path goes to the CMS).
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

export const TARGETS = ['turnstile', 'crm', 'affiliate', 'cms']
/** The secret the fake siteverify accepts (the worker's TURNSTILE_SECRET_KEY in tests). */
export const FAKE_TURNSTILE_SECRET = '0x4AAAAAAAfault-harness-secret'
/** How long a dropped request is held before its socket is closed (the client gives up first). */
const DROP_HOLD_MS = 60_000

const json = (body, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

async function toRequest(req, origin) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const body = chunks.length && !['GET', 'HEAD'].includes(req.method) ? Buffer.concat(chunks) : null
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
}

async function send(res, response) {
  const headers = {}
  response.headers.forEach((value, name) => {
    if (name !== 'content-encoding' && name !== 'transfer-encoding') headers[name] = value
  })
  const cookies = response.headers.getSetCookie?.() ?? []
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Starts the harness on 127.0.0.1:`port` (0: any free port).
 * @param {{ port?: number, cmsUpstream?: string, cmsHandler?: (request: Request) => Promise<Response> }} options
 */
export async function startFaultServer({ port = 0, cmsUpstream, cmsHandler } = {}) {
  /** by `lane target`: @type {Map<string, {mode: string, ms?: number, status?: number}>} */
  const faults = new Map()
  /** by `lane target`: @type {Map<string, object[]>} */
  const received = new Map()
  const recordsOf = (lane, target) => {
    const key = `${lane} ${target}`
    if (!received.has(key)) received.set(key, [])
    return received.get(key)
  }
  const tokens = new Map()
  const held = new Set()
  let clicks = 0

  const siteverify = async (request) => {
    const form = await request.formData().catch(() => new FormData())
    const secret = form.get('secret')
    const token = form.get('response')
    const fail = (code) => json({ success: false, 'error-codes': [code] })
    if (!secret) return fail('missing-input-secret')
    if (secret !== FAKE_TURNSTILE_SECRET) return fail('invalid-input-secret')
    if (!token) return fail('missing-input-response')
    const issued = tokens.get(token)
    if (!issued) return fail('invalid-input-response')
    if (issued.used) return fail('timeout-or-duplicate')
    issued.used = true
    return json({
      success: true,
      challenge_ts: issued.at,
      hostname: issued.hostname,
      'error-codes': [],
      action: issued.action,
      cdata: '',
    })
  }

  const toCms = (request, rest) => {
    const url = new URL(request.url)
    if (cmsHandler) {
      return cmsHandler(new Request(`http://cms.test${rest}${url.search}`, request))
    }
    if (!cmsUpstream) return Promise.resolve(json({ error: 'no CMS behind the harness' }, 502))
    return fetch(`${cmsUpstream}${rest}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : request.body,
      duplex: 'half',
      redirect: 'manual',
    })
  }

  async function serve(request, target, rest) {
    if (target === 'turnstile') return siteverify(request)
    if (target === 'crm') {
      return json({ accepted: request.headers.get('idempotency-key') }, 201)
    }
    if (target === 'affiliate') return json({ transaction_id: `net-${++clicks}` })
    return toCms(request, rest)
  }

  async function control(request, lane, command) {
    if (command === '__fault' && request.method === 'POST') {
      const { target, mode, ms, status } = await request.json()
      if (!TARGETS.includes(target)) return json({ error: `unknown target ${target}` }, 400)
      if (mode === 'pass') faults.delete(`${lane} ${target}`)
      else faults.set(`${lane} ${target}`, { mode, ms, status })
      return json({ ok: true })
    }
    if (command === '__turnstile' && request.method === 'POST') {
      const { hostname, action } = await request.json()
      const token = `XXXX.DUMMY.TOKEN.${randomUUID()}`
      tokens.set(token, { hostname, action, at: new Date().toISOString(), used: false })
      return json({ token })
    }
    if (command === '__requests') {
      return json(recordsOf(lane, new URL(request.url).searchParams.get('target') ?? ''))
    }
    if (command === '__reset' && request.method === 'POST') {
      for (const target of TARGETS) {
        faults.delete(`${lane} ${target}`)
        recordsOf(lane, target).length = 0
      }
      return json({ ok: true })
    }
    return json({ error: 'unknown control' }, 404)
  }

  let origin = ''
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin)
      const [, lane = '', first = '', ...rest] = url.pathname.split('/')
      if (!/^[\w-]{1,64}$/.test(lane)) return await send(res, json({ error: 'no lane' }, 404))
      if (first.startsWith('__')) {
        return await send(res, await control(await toRequest(req, origin), lane, first))
      }
      if (!TARGETS.includes(first))
        return await send(res, json({ error: 'no such neighbour' }, 404))
      const request = await toRequest(req, origin)
      const fault = faults.get(`${lane} ${first}`)
      recordsOf(lane, first).push({
        at: Date.now(),
        method: request.method,
        path: `/${rest.join('/')}`,
        idempotencyKey: request.headers.get('idempotency-key'),
        fault: fault?.mode ?? 'pass',
      })
      if (fault?.mode === 'reset') return req.socket.resetAndDestroy()
      if (fault?.mode === 'drop') {
        held.add(req.socket)
        setTimeout(() => req.socket.destroy(), fault.ms ?? DROP_HOLD_MS).unref()
        return
      }
      if (fault?.mode === 'status') {
        return await send(res, json({ error: 'injected failure' }, fault.status ?? 503))
      }
      if (fault?.mode === 'delay')
        await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 0).unref())
      await send(res, await serve(request, first, `/${rest.join('/')}`))
    } catch (error) {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
      res.end(`fault harness: ${error instanceof Error ? error.message : error}`)
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        for (const socket of held) socket.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
