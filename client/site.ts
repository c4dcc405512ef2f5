// The small script every page loads (deferred): the colour mode switch,
// prefetch of likely next pages, the late-anchor scroll and, where the worker planned it, the third-party widget. Plain
// DOM code, no React, so pages without islands stay light.
import { startColorMode } from './site/color-mode'
import { scrollToLateHash } from './site/hash-scroll'
import { startPrefetch } from './site/prefetch'
import { loadWidget } from './site/widget'

const script = document.currentScript as HTMLScriptElement | null

startColorMode()
startPrefetch()
scrollToLateHash()
const widget = script?.dataset.widgetSrc
if (widget) loadWidget(widget, script?.dataset.widgetVisible === 'true')
