/** SPEC.md section 9: readiness is polled every second */
export const WIDGET_POLL_MS = 1000
/** Give up polling after a minute: a widget that never becomes ready stays out of the way */
const MAX_POLLS = 60

/** What the vendor's script exposes once ready (rename here if the vendor names it otherwise) */
export interface WidgetApi {
  show?: () => void
  hide?: () => void
}

declare global {
  interface Window {
    Widget?: WidgetApi
  }
}

/** Runs after the page has loaded and the browser is idle, so the widget never delays it. */
function whenInteractive(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

/**
 * Loads the widget script (its URL carries `api`, `language` and `hide_widget_on_init=true`), then
 * polls for the widget and shows it, or keeps it hidden on the home page. Each page load asks for
 * the script in that page's language, so a change of language reloads the widget. A script that
 * fails is logged and nothing else happens.
 */
export function loadWidget(src: string, visible: boolean) {
  whenInteractive(() => {
    let failed = false
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('error', () => {
      failed = true
      console.error('the widget script failed to load', src)
    })
    document.head.appendChild(script)

    let polls = 0
    const timer = setInterval(() => {
      polls += 1
      if (failed || polls > MAX_POLLS) return clearInterval(timer)
      const widget = window.Widget
      if (!widget) return
      clearInterval(timer)
      try {
        if (visible) widget.show?.()
        else widget.hide?.()
      } catch (error) {
        console.error('the widget failed', error)
      }
    }, WIDGET_POLL_MS)
  })
}
