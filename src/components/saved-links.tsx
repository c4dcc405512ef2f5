import { fill } from '../i18n/template'
import type { SavedList } from '../browser/saved-properties'

export interface SavedLinksProps {
  /** the locale-prefixed catalogue, e.g. `/ar/catalog` */
  catalogPath: string
  /** `Saved ({{count}})` and `Compare ({{count}})`, filled in the browser */
  labels: Record<SavedList, string>
  /** `pill` (default): outlined buttons in a row; `text`: plain links, items of the parent's row */
  look?: 'pill' | 'text'
}

const LOOK = {
  pill: 'inline-flex min-h-11 text-center items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800',
  text: 'font-semibold text-primary-800 hover:underline dark:text-primary-300',
}

/**
 * Links to the saved and compared properties kept in this browser. The server cannot know
 * them: it renders both hidden, and the island loader (src/browser/saved-links.ts) fills in the
 * lists and shows the ones that hold something, without React.
 */
export function SavedLinks({ catalogPath, labels, look = 'pill' }: SavedLinksProps) {
  return (
    <div className={look === 'pill' ? 'flex flex-wrap gap-2' : 'contents'}>
      {(['saved', 'compare'] as const).map((kind) => (
        <a
          key={kind}
          hidden
          href={`${catalogPath}?view=${kind}`}
          data-saved-link={kind}
          data-label={labels[kind]}
          className={LOOK[look]}
        >
          {fill(labels[kind], { count: 0 })}
        </a>
      ))}
    </div>
  )
}
