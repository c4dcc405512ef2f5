import { readList, subscribeSaved, type SavedList } from './saved-properties'

/**
 * Presses the save and compare buttons of a listing (src/islands/property-actions.tsx) from the
 * lists kept in this browser, and enables them, before and without React: the island hydrates
 * only when the visitor reaches for it. Once it has, React keeps them current itself.
 */
export function startSavedButtons() {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-saved-toggle]')]
  if (buttons.length === 0) return
  const update = () => {
    for (const button of buttons) {
      if (button.closest('[data-hydrated]')) continue
      const ids = readList(button.dataset.savedToggle as SavedList)
      button.setAttribute('aria-pressed', String(ids.includes(Number(button.dataset.propertyId))))
      // Focusable and clickable now: a press before React is held and replayed once it is
      button.disabled = false
    }
  }
  update()
  subscribeSaved(update)
}
