import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../src/islands/names'

type Loader = () => Promise<{ default: ComponentType<object> }>

// Each island is its own chunk, fetched only when the page has one
const ISLANDS: Record<IslandName, Loader> = {
  'color-mode-switch': () => import('../src/islands/color-mode-switch') as ReturnType<Loader>,
  'saved-links': () => import('../src/islands/saved-links') as ReturnType<Loader>,
  'testimonial-list': () => import('../src/islands/testimonial-list') as ReturnType<Loader>,
  'share-button': () => import('../src/islands/share-button') as ReturnType<Loader>,
  'blog-list': () => import('../src/islands/blog-list') as ReturnType<Loader>,
  'team-directory': () => import('../src/islands/team-directory') as ReturnType<Loader>,
  'cost-calculator': () => import('../src/islands/cost-calculator') as ReturnType<Loader>,
  'property-actions': () => import('../src/islands/property-actions') as ReturnType<Loader>,
  'display-preferences': () => import('../src/islands/display-preferences') as ReturnType<Loader>,
  'catalog-results': () => import('../src/islands/catalog-results') as ReturnType<Loader>,
  'lead-form': () => import('../src/islands/lead-form') as ReturnType<Loader>,
  'request-call': () => import('../src/islands/request-call') as ReturnType<Loader>,
  'newsletter-signup': () => import('../src/islands/newsletter-signup') as ReturnType<Loader>,
  'careers-questionnaire': () =>
    import('../src/islands/careers-questionnaire') as ReturnType<Loader>,
  'partner-form': () => import('../src/islands/partner-form') as ReturnType<Loader>,
  'feedback-form': () => import('../src/islands/feedback-form') as ReturnType<Loader>,
  'kit-demo': () => import('../src/islands/kit-demo') as ReturnType<Loader>,
  'commission-calculator': () =>
    import('../src/islands/commission-calculator') as ReturnType<Loader>,
}

/** Reports when React has committed the hydrated tree, so its event handlers are live. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

async function hydrate(element: HTMLElement) {
  const load = ISLANDS[element.dataset.island as IslandName]
  if (!load) throw new Error(`Unknown island: ${element.dataset.island}`)
  const { default: Component } = await load()
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  await new Promise<void>((resolve) =>
    hydrateRoot(
      element,
      <Committed onCommit={resolve}>
        <Component {...props} />
      </Committed>
    )
  )
}

declare global {
  interface Window {
    /** set by the document's head script (src/render/resilience-script.ts); true if reloading */
    __reloadOnce?: (reason: unknown) => boolean
  }
}
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i

const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
void Promise.allSettled(elements.map(hydrate)).then((results) => {
  for (const result of results) {
    if (result.status !== 'rejected') continue
    // A chunk that no longer exists (the page predates a deployment): reload once for the new one
    if (CHUNK_ERROR.test(String(result.reason)) && window.__reloadOnce) {
      if (window.__reloadOnce(result.reason)) return
    } else console.error('island failed to hydrate', result.reason)
  }
  // Browser tests wait for this before acting
  document.body.dataset.clientLoaded = 'true'
})
