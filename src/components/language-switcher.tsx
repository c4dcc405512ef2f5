import { LOCALES } from '../i18n/locales'
import { alternatePaths } from '../route-table'
import { usePage } from './page-context'

/**
 * A disclosure of links, so it works without JavaScript. Each link goes through
 * `/language/{code}`, which saves the `i18n_language` cookie and redirects to this page in
 * that language (error pages switch to the locale's home).
 */
export function LanguageSwitcher() {
  const { locale, t, page, params, path } = usePage()
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : ''
  const targets = new Map(
    alternatePaths(page ?? 'index', page ? params : {}).map((alt) => [
      alt.locale,
      page ? alt.path + query : alt.path,
    ])
  )

  return (
    <details className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
        aria-label={t('language.current', {
          code: locale.code.toUpperCase(),
          name: locale.nativeName,
        })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        <span>{locale.code.toUpperCase()}</span>
      </summary>
      <ul
        aria-label={t('language.label')}
        className="absolute end-0 z-30 mt-2 grid w-56 grid-cols-2 gap-0.5 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {LOCALES.map((option) => (
          <li key={option.code}>
            <a
              href={`/language/${option.code}?next=${encodeURIComponent(targets.get(option.code)!)}`}
              lang={option.iso}
              hrefLang={option.iso}
              aria-current={option.code === locale.code ? 'true' : undefined}
              className="menu-option"
            >
              {option.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
