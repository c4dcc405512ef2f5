// The one script every page loads (deferred, no React): the colour mode switch, prefetch of likely
// next pages, the island loader and, where the address names an anchor, the anchor landing, or
// where the worker planned it, the third-party widget's loader. Islands, React and those two are
// chunks it imports when a page needs them, so a page with nothing to click stays under 5 KB.
import { startIslands } from './islands'
import { startColorMode } from './site/color-mode'
import { startPrefetch } from './site/prefetch'

// A module script is not document.currentScript: the worker marks this one with the widget's plan
const script = document.querySelector<HTMLScriptElement>('script[data-widget-src]')

startColorMode()
startPrefetch()
startIslands()
if (location.hash.length > 1)
  void import('./site/hash-scroll').then(({ scrollToHash }) => scrollToHash())
const widget = script?.dataset.widgetSrc
// the widget's loader is its own chunk, fetched only where the worker planned a widget
if (widget)
  void import('./site/widget').then(({ loadWidget }) =>
    loadWidget(widget, script?.dataset.widgetVisible === 'true')
  )
