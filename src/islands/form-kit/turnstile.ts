// Cloudflare Turnstile in the browser, only when the site has a key (GET /api/forms/config).
// The widget renders into the form's empty `[data-turnstile-slot]` and adds its token as the
// `cf-turnstile-response` field; the worker verifies it. A visitor whose check fails or never
// loads can still send: the submission is stored marked for review, never dropped.

import { turnstileAction } from '../../lib/turnstile-action'

interface TurnstileApi {
  render: (element: HTMLElement, options: Record<string, unknown>) => string
  reset: (widget: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
let api: Promise<{ key: string; turnstile: TurnstileApi } | null> | undefined

function load() {
  api ??= (async () => {
    try {
      const response = await fetch('/api/forms/config')
      const { turnstileSiteKey } = (await response.json()) as { turnstileSiteKey: string | null }
      if (!turnstileSiteKey) return null
      if (!window.turnstile) {
        await new Promise<void>((resolve, reject) => {
          const script = document.createElement('script')
          script.src = SCRIPT
          script.async = true
          script.onload = () => resolve()
          script.onerror = () => reject(new Error('Turnstile did not load'))
          document.head.appendChild(script)
        })
      }
      return window.turnstile ? { key: turnstileSiteKey, turnstile: window.turnstile } : null
    } catch {
      return null
    }
  })()
  return api
}

const widgets = new WeakMap<HTMLElement, string>()

/** Renders the check into the form's slot once; later calls reuse it. */
export async function mountBotCheck(form: HTMLFormElement | null) {
  const slot = form?.querySelector<HTMLElement>('[data-turnstile-slot]')
  if (!slot || widgets.has(slot)) return
  widgets.set(slot, '')
  const loaded = await load()
  if (!loaded) return
  // the form's action, which the worker expects back from siteverify
  const action = turnstileAction(new URL(form!.action).pathname)
  widgets.set(
    slot,
    loaded.turnstile.render(slot, { sitekey: loaded.key, size: 'flexible', action })
  )
}

/** A token is good for one submission: ask for a fresh one for the next. */
export function resetBotCheck(form: HTMLFormElement | null) {
  const slot = form?.querySelector<HTMLElement>('[data-turnstile-slot]')
  const widget = slot ? widgets.get(slot) : undefined
  if (widget && window.turnstile) window.turnstile.reset(widget)
}
