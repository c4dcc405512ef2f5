import { useSyncExternalStore } from 'react'
import { EMPTY, readList, subscribeSaved } from '../browser/saved-properties'
import { fill } from '../lib/template'

export interface SavedLinksProps {
  /** the locale-prefixed catalogue, e.g. `/ar/catalog` */
  catalogPath: string
  labels: { saved: string; compare: string }
}

const LINK =
  'inline-flex min-h-11 text-center items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'

/**
 * Links to the saved and compared properties kept in this browser. The server cannot know
 * them, so it renders nothing and the links appear once the lists are read.
 */
export default function SavedLinks({ catalogPath, labels }: SavedLinksProps) {
  const saved = useSyncExternalStore(
    subscribeSaved,
    () => readList('saved'),
    () => EMPTY
  )
  const compared = useSyncExternalStore(
    subscribeSaved,
    () => readList('compare'),
    () => EMPTY
  )
  if (saved.length === 0 && compared.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {saved.length > 0 ? (
        <a href={`${catalogPath}?view=saved&ids=${saved.join(',')}`} className={LINK}>
          {fill(labels.saved, { count: saved.length })}
        </a>
      ) : null}
      {compared.length > 0 ? (
        <a href={`${catalogPath}?view=compare&ids=${compared.join(',')}`} className={LINK}>
          {fill(labels.compare, { count: compared.length })}
        </a>
      ) : null}
    </div>
  )
}
