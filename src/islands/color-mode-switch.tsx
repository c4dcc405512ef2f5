import { useSyncExternalStore } from 'react'
import { COLOR_MODE_KEY, COLOR_MODES, type ColorMode } from '../render/color-mode-script'

export interface ColorModeSwitchProps {
  label: string
  names: Record<ColorMode, string>
}

function storedMode(): ColorMode {
  try {
    const mode = localStorage.getItem(COLOR_MODE_KEY)
    return mode === 'light' || mode === 'dark' ? mode : 'system'
  } catch {
    return 'system'
  }
}

const CHANGE_EVENT = 'color-mode-change'

function subscribe(onChange: () => void) {
  // Other tabs change storage; other switches on this page announce their change
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

function applyMode(mode: ColorMode) {
  const root = document.documentElement
  if (mode === 'system') delete root.dataset.theme
  else root.dataset.theme = mode
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_KEY)
    else localStorage.setItem(COLOR_MODE_KEY, mode)
  } catch {
    // storage can be disabled; the choice then lasts for this page only
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

const ICONS: Record<ColorMode, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  dark: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z',
  system: 'M4 5h16v11H4zM8 20h8m-4-4v4',
}

/** Light, dark or system; the choice is stored in the browser and applied before paint on load. */
export default function ColorModeSwitch({ label, names }: ColorModeSwitchProps) {
  // The server cannot know the stored choice: it renders `system`, hydration then reads storage
  const mode = useSyncExternalStore(subscribe, storedMode, () => 'system' as const)

  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {COLOR_MODES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          title={names[option]}
          onClick={() => applyMode(option)}
          className="grid size-8 place-items-center rounded-full text-slate-600 hover:text-slate-900 aria-pressed:bg-primary-700 aria-pressed:text-white dark:text-slate-300 dark:hover:text-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={ICONS[option]} />
          </svg>
          <span className="sr-only">{names[option]}</span>
        </button>
      ))}
    </div>
  )
}
