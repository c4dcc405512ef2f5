/** Storage key of the colour mode, shared by the head script, the switch and the site script. */
export const COLOR_MODE_KEY = 'color-mode'

export const COLOR_MODES = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof COLOR_MODES)[number]
