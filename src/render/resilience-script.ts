/** sessionStorage key of the last reload made because an asset failed to load */
export const RELOAD_KEY = 'asset-reload'
/** SPEC.md section 9: the reload is not repeated within 10 s of the last one for the same page */
export const RELOAD_TTL_MS = 10_000

/**
 * Inline head script (allowed by its hash). When a script, stylesheet or code-split chunk of this
 * site fails to load (typically a page kept from before a deployment asking for assets that no
 * longer exist), the page reloads once to get the current HTML and assets. A second failure on
 * the page that such a reload produced is logged instead, so it never loops. The window is
 * measured from the reload to the new page's navigation start, so a slow page cannot make it
 * loop either. `client/islands.ts` calls `__reloadOnce` when an island's chunk fails.
 */
export const RESILIENCE_SCRIPT = `(function(){var K='${RELOAD_KEY}',busy=0;function r(why){if(busy)return true;try{var p=location.pathname+location.search,l=JSON.parse(sessionStorage.getItem(K)||'null');if(l&&l.path===p&&performance.timeOrigin-l.at<${RELOAD_TTL_MS}){console.error('an asset failed to load again after a reload; not reloading',String(why));return false}sessionStorage.setItem(K,JSON.stringify({path:p,at:Date.now()}))}catch(e){return false}busy=1;location.reload();return true}window.__reloadOnce=r;addEventListener('error',function(e){var t=e.target,u=t&&(t.src||t.href);if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK')&&typeof u==='string'&&u.indexOf(location.origin+'/assets/')===0)r(u)},true);addEventListener('unhandledrejection',function(e){var m=String(e.reason&&e.reason.message||e.reason);if(/dynamically imported module|Importing a module script failed/i.test(m))r(m)})})()`
