/** Storage key of the colour mode, shared by the head script and the switch island. */
export const COLOR_MODE_KEY = 'color-mode'

export const COLOR_MODES = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

/**
 * Inline head script: marks `<html data-theme>` from the stored mode before the first paint.
 * Without a stored choice (or without JavaScript) the CSS follows the system preference.
 */
export const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem('${COLOR_MODE_KEY}');if(m==='light'||m==='dark')document.documentElement.dataset.theme=m}catch(e){}`
