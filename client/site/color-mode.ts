import { COLOR_MODE_KEY, type ColorMode } from '../../src/lib/color-mode'

// The colour mode switch (src/components/color-mode-switch.tsx): stores the choice, applies it
// to <html data-theme> and keeps every switch on the page (header, menu) and in other tabs in step.

function storedMode(): ColorMode {
  try {
    const mode = localStorage.getItem(COLOR_MODE_KEY)
    return mode === 'light' || mode === 'dark' ? mode : 'system'
  } catch {
    return 'system'
  }
}

function show(mode: ColorMode) {
  const root = document.documentElement
  if (mode === 'system') delete root.dataset.theme
  else root.dataset.theme = mode
  for (const button of document.querySelectorAll<HTMLElement>('[data-color-mode]')) {
    button.setAttribute('aria-pressed', String(button.dataset.colorMode === mode))
  }
}

function choose(mode: ColorMode) {
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_KEY)
    else localStorage.setItem(COLOR_MODE_KEY, mode)
  } catch {
    // storage can be disabled; the choice then lasts for this page only
  }
  show(mode)
}

export function startColorMode() {
  show(storedMode())
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-color-mode]')
    const mode = button?.dataset.colorMode
    if (mode === 'light' || mode === 'dark' || mode === 'system') choose(mode)
  })
  // A choice made in another tab
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_KEY || event.key === null) show(storedMode())
  })
}
