import { COLOR_MODES, type ColorMode } from '../lib/color-mode'
import { LineIcon } from './line-icon'
import { usePage } from './page-context'

const ICONS: Record<ColorMode, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  dark: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z',
  system: 'M4 5h16v11H4zM8 20h8m-4-4v4',
}

/**
 * Light, dark or system. Three buttons and no React: client/site/color-mode.ts stores the choice
 * and marks the pressed button; the stylesheet shows the stored mode as pressed from the first
 * paint, since the head script has already set `<html data-theme>`.
 */
export function ColorModeSwitch() {
  const { t } = usePage()
  const names: Record<ColorMode, string> = {
    light: t('colorMode.light'),
    dark: t('colorMode.dark'),
    system: t('colorMode.system'),
  }
  return (
    <div
      role="group"
      aria-label={t('colorMode.label')}
      className="inline-flex rounded-full border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {COLOR_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          data-color-mode={mode}
          aria-pressed={mode === 'system'}
          title={names[mode]}
          className="color-mode-option"
        >
          <LineIcon path={ICONS[mode]} />
          <span className="sr-only">{names[mode]}</span>
        </button>
      ))}
    </div>
  )
}
