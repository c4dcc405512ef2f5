import { useState, useSyncExternalStore, type MouseEvent } from 'react'
import { useHydrated } from '../components/use-hydrated'
import {
  EMPTY,
  readList,
  subscribeSaved,
  toggle,
  type SavedList,
} from '../browser/saved-properties'
import { fill } from '../lib/template'
import { share, shareMailto } from './share'

export interface PropertyActionsProps {
  id: number
  title: string
  /** what a shared message says about the listing */
  text: string
  /** the listing's canonical address */
  url: string
  /** the locale-prefixed catalogue, for the saved and compared lists */
  catalogPath: string
  labels: {
    group: string
    share: string
    linkCopied: string
    copyFailed: string
    save: string
    saved: string
    compare: string
    comparing: string
    compareFull: string
    /** `Compare ({{count}})` and `Saved ({{count}})` */
    compareLink: string
    savedLink: string
  }
}

const BUTTON =
  'inline-flex min-h-11 text-center items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800 dark:aria-pressed:bg-primary-950 dark:aria-pressed:text-primary-200'

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}

/**
 * Share (the Web Share sheet where the browser has one, else the address copied), save and
 * compare, both kept in the browser. Without JavaScript, share is a mail link and the two
 * storage buttons stay disabled: there is nowhere to keep the choice.
 */
export default function PropertyActions(props: PropertyActionsProps) {
  const { id, title, text, url, labels } = props
  const hydrated = useHydrated()
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
  const [status, setStatus] = useState('')

  async function onShare(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const result = await share({ title, text, url })
    if (result === 'copied') setStatus(labels.linkCopied)
    if (result === 'failed') setStatus(labels.copyFailed)
  }

  function flip(kind: SavedList) {
    const done = toggle(kind, id)
    setStatus(done ? '' : labels.compareFull)
  }

  const mail = shareMailto({ title, text, url })
  return (
    <div>
      <div role="group" aria-label={labels.group} className="flex flex-wrap gap-2">
        <a href={mail} onClick={onShare} className={BUTTON}>
          <Icon d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
          {labels.share}
        </a>
        <button
          type="button"
          disabled={!hydrated}
          aria-pressed={saved.includes(id)}
          onClick={() => flip('saved')}
          className={BUTTON}
        >
          <Icon d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z" />
          {saved.includes(id) ? labels.saved : labels.save}
        </button>
        <button
          type="button"
          disabled={!hydrated}
          aria-pressed={compared.includes(id)}
          onClick={() => flip('compare')}
          className={BUTTON}
        >
          <Icon d="M9 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M12 3v18" />
          {compared.includes(id) ? labels.comparing : labels.compare}
        </button>
      </div>
      <p className="mt-2 flex min-h-5 flex-wrap gap-x-4 text-sm">
        <span role="status" className="text-slate-700 dark:text-slate-300">
          {status}
        </span>
        {saved.length > 0 ? (
          <a
            href={`${props.catalogPath}?view=saved&ids=${saved.join(',')}`}
            className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            {fill(labels.savedLink, { count: saved.length })}
          </a>
        ) : null}
        {compared.length > 0 ? (
          <a
            href={`${props.catalogPath}?view=compare&ids=${compared.join(',')}`}
            className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            {fill(labels.compareLink, { count: compared.length })}
          </a>
        ) : null}
      </p>
    </div>
  )
}
