import { COLOR_MODE_KEY } from '../lib/color-mode'

/**
 * Inline head script: marks `<html data-theme>` from the stored mode before the first paint.
 * Without a stored choice (or without JavaScript) the CSS follows the system preference.
 */
export const COLOR_MODE_SCRIPT = `try{var m=localStorage.getItem('${COLOR_MODE_KEY}');if(m==='light'||m==='dark')document.documentElement.dataset.theme=m}catch(e){}`
