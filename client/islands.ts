// The island loader, run by the page script (client/site.ts) on every page. It holds no React:
// islands marked `data-hydrate="interaction"` fetch React and their code only when the visitor
// reaches for them (client/hydrate-on-interaction.ts), so a page whose only islands are the
// header's and footer's runs one small script.
import { startDisplayPreferences } from '../src/browser/apply-preferences'
import { startSavedButtons } from '../src/browser/saved-buttons'
import { startSavedLinks } from '../src/browser/saved-links'
import { captureUtm, ensureAffiliateId } from '../src/islands/form-kit/attribution'
import { hasPendingSubmissions } from '../src/islands/form-kit/pending'
import { leadRequestOf } from '../src/islands/parts/lead-request'
import { ISLANDS, isIslandName, type IslandName } from '../src/generated/islands'
import { armOnInteraction } from './hydrate-on-interaction'

/** Elements outside an island that it answers for: the request-call modal opens from any lead link. */
const CLAIMS: Partial<Record<IslandName, (target: Element) => boolean>> = {
  'request-call': (target) => {
    const link = target.closest('a[href]')
    return link instanceof HTMLAnchorElement && !!leadRequestOf(link.href, location.origin)
  },
}

declare global {
  interface Window {
    /** set by the document's head script (src/render/resilience-script.ts); true if reloading */
    __reloadOnce?: (reason: unknown) => boolean
  }
}
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island: ${name}`)
  // Each island is its own chunk, fetched only when the page has one
  const [{ hydrateIsland }, island] = await Promise.all([import('./hydrate'), ISLANDS[name]()])
  const props = element.dataset.props ?? '{}'
  // an island may need more code first, by its props (the generic form island: its form's view)
  if ('prepare' in island) await island.prepare(JSON.parse(props))
  await hydrateIsland(element, island.default, props)
  // React owns its figures now: the currency rewrite leaves them alone
  element.dataset.hydrated = ''
}

/** A chunk that no longer exists (the page predates a deployment): reload once for the new one. */
function reportFailure(reason: unknown) {
  // (the head script logs it when it has already reloaded once)
  if (CHUNK_ERROR.test(String(reason)) && window.__reloadOnce) window.__reloadOnce(reason)
  else console.error('island failed to hydrate', reason)
}

/** Shows what the browser keeps, does each page's form duties and arms or hydrates the islands. */
export function startIslands() {
  // What the browser keeps that the server cannot know, shown before (and without) any island:
  // the stored currency and area unit, the saved and compared listings
  startDisplayPreferences()
  startSavedLinks()
  startSavedButtons()

  // What every page does on arrival, with or without React: keep the campaign of the landing
  // URL, send submissions queued while offline, register the affiliate click when idle
  captureUtm()
  if (hasPendingSubmissions())
    void import('../src/islands/form-kit/submit').then((queue) => queue.watchQueue())
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500))
  idle(() => void ensureAffiliateId())

  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  for (const element of elements.filter((el) => el.dataset.hydrate === 'interaction')) {
    const name = element.dataset.island
    const claims = isIslandName(name) ? CLAIMS[name] : undefined
    armOnInteraction(element, () => hydrate(element).catch(reportFailure), claims)
  }
  const eager = elements.filter((el) => el.dataset.hydrate !== 'interaction')
  void Promise.allSettled(eager.map(hydrate)).then((results) => {
    for (const result of results) if (result.status === 'rejected') reportFailure(result.reason)
    // Browser tests wait for this before acting
    document.body.dataset.clientLoaded = 'true'
  })
}
