import { fill } from '../i18n/template'
import { readList, subscribeSaved, type SavedList } from './saved-properties'

/**
 * Shows the links to the saved and compared properties (src/components/saved-links.tsx) with
 * the lists kept in this browser, and keeps them current as listings are saved or compared.
 */
export function startSavedLinks() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-saved-link]')]
  if (links.length === 0) return
  const update = () => {
    for (const link of links) {
      const ids = readList(link.dataset.savedLink as SavedList)
      const url = new URL(link.href)
      url.searchParams.delete('ids')
      // commas as they are (`ids=1,2,3`), not escaped by URLSearchParams: a readable address
      link.href = `${url.pathname}${url.search || '?'}${url.search ? '&' : ''}ids=${ids.join(',')}`
      link.textContent = fill(link.dataset.label ?? '', { count: ids.length })
      link.hidden = ids.length === 0
    }
  }
  update()
  subscribeSaved(update)
}
