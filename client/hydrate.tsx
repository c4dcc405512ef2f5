// React's part of hydrating an island, loaded with the first island that hydrates.
import { useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandComponent, IslandName } from '../src/generated/islands'

/** Reports when React has committed the hydrated tree, so its event handlers are live. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
const textSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
const checkedSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set

/**
 * Hands React what the visitor did before the island hydrated: what they typed or ticked, and
 * where the focus is. React keeps such
 * values on screen but not in its state, so a form would send empty fields that look filled. React
 * only reports a change its value tracker has not seen: the tracker is set to the server's value,
 * the DOM keeps the visitor's, and an input event tells React the difference.
 */
function replayEdits(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea'
  )) {
    const isBox = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
    if (isBox) {
      if (field.checked === field.defaultChecked) continue
      const checked = field.checked
      field.checked = field.defaultChecked
      checkedSetter?.call(field, checked)
      // A plain Event, not a MouseEvent: React reads it, the browser does not toggle the box again
      field.dispatchEvent(new Event('click', { bubbles: true }))
      continue
    }
    if (field.value === field.defaultValue) continue
    const value = field.value
    field.value = field.defaultValue
    ;(field instanceof HTMLTextAreaElement ? textSetter : valueSetter)?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  // The focus that started the hydration came before React listened: forms prepare on focus
  const focused = document.activeElement
  if (focused && focused !== document.body && root.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }
  for (const select of root.querySelectorAll('select')) {
    const initial =
      [...select.options].find((option) => option.defaultSelected) ?? select.options[0]
    if (initial && !initial.selected) select.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/**
 * `props` is the JSON the server wrote from the same component's typed props (`<Island>` checks
 * them against the registry), so it is handed over as parsed.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: IslandComponent<IslandName>,
  props: string
) {
  return new Promise<void>((resolve) =>
    hydrateRoot(
      element,
      <Committed
        onCommit={() => {
          replayEdits(element)
          resolve()
        }}
      >
        <Component {...JSON.parse(props)} />
      </Committed>
    )
  )
}
