import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFakeCms, type FakeCms } from '../fixtures/fake-cms'

/**
 * The third parties of the browser tests, on 127.0.0.1: the widget script and the CMS (the
 * fetch-handler fake of the worker tests, served over HTTP). Nothing leaves the machine.
 */
export interface FakeThirdParty {
  url: string
  cms: FakeCms
  /** paths with query of every widget script request */
  widgetRequests: URL[]
  /** makes the widget script answer 500 until reset */
  failWidget: boolean
  close: () => Promise<void>
}

/**
 * A stand-in for the vendor's widget: it reads its own query, becomes ready after a moment (so
 * the site's readiness polling is exercised), starts hidden as `hide_widget_on_init=true` asks,
 * and draws a "Chat with us" button when shown.
 */
const WIDGET_SCRIPT = `(function () {
  var src = new URL(document.currentScript.src)
  var state = (window.__fakeWidget = {
    language: src.searchParams.get('language'),
    api: src.searchParams.get('api'),
    hiddenOnInit: src.searchParams.get('hide_widget_on_init') === 'true',
    ready: false,
    calls: [],
  })
  var button = document.createElement('button')
  button.type = 'button'
  button.textContent = 'Chat with us'
  button.style.cssText = 'position:fixed;bottom:16px;inset-inline-end:16px;z-index:50;padding:10px 16px;border-radius:999px;background:#1d4ed8;color:#fff;font:600 14px system-ui'
  button.hidden = state.hiddenOnInit
  document.body.appendChild(button)
  setTimeout(function () {
    state.ready = true
    window.Widget = {
      show: function () { state.calls.push('show'); button.hidden = false },
      hide: function () { state.calls.push('hide'); button.hidden = true },
    }
  }, 400)
})()`

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined,
  })
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

export async function startFakeThirdParty(): Promise<FakeThirdParty> {
  const state: Omit<FakeThirdParty, 'url' | 'close'> = {
    cms: createFakeCms(),
    widgetRequests: [],
    failWidget: false,
  }
  let origin = ''
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    if (url.pathname === '/widget.js') {
      state.widgetRequests.push(url)
      if (state.failWidget) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('widget host down')
        return
      }
      res
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(WIDGET_SCRIPT)
      return
    }
    if (url.pathname.startsWith('/api/')) {
      toRequest(req, origin)
        .then((request) => state.cms.handle(request))
        .then((response) => send(res, response))
        .catch(() => res.writeHead(500).end())
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(state, {
    url: origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

/** A free port on 127.0.0.1 for a second local site. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
