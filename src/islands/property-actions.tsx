import { useState, useSyncExternalStore, type MouseEvent } from 'react'
import { LineIcon } from '../components/line-icon'
import { useHydrated } from '../components/use-hydrated'
import {
  EMPTY,
  readList,
  subscribeSaved,
  toggle,
  type SavedList,
} from '../browser/saved-properties'
import { share, shareMailto } from './parts/share'

export interface PropertyActionsProps {
  id: number
  title: string
  /** what a shared message says about the listing */
  text: string
  /** the listing's canonical address */
  url: string
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
  }
}

const BUTTON =
  'group inline-flex min-h-11 text-center items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800 dark:aria-pressed:bg-primary-950 dark:aria-pressed:text-primary-200'

interface ListButtonProps {
  kind: SavedList
  id: number
  pressed: boolean
  hydrated: boolean
  onPress: (kind: SavedList) => void
  icon: string
  label: string
  pressedLabel: string
}

/**
 * A save or compare button. The server renders it disabled; the loader enables and presses it
 * before React does (`data-saved-toggle`), hence no hydration warning for those two attributes.
 */
function ListButton({
  kind,
  id,
  pressed,
  hydrated,
  onPress,
  icon,
  label,
  pressedLabel,
}: ListButtonProps) {
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-pressed={pressed}
      data-saved-toggle={kind}
      data-property-id={id}
      onClick={() => onPress(kind)}
      className={BUTTON}
      suppressHydrationWarning
    >
      <LineIcon path={icon} />
      <span className="group-aria-pressed:hidden">{label}</span>
      <span className="hidden group-aria-pressed:inline">{pressedLabel}</span>
    </button>
  )
}

/**
 * Share (the Web Share sheet where the browser has one, else the address copied), save and
 * compare, both kept in the browser. Without JavaScript, share is a mail link and the two
 * storage buttons stay disabled: there is nowhere to keep the choice.
 *
 * It hydrates when the visitor reaches for it. Until then the island loader
 * (src/browser/saved-buttons.ts) enables the two buttons and presses them from the stored lists,
 * so the server's HTML is the first state: both labels are rendered and `aria-pressed` picks
 * the one shown, so no text differs when React takes over. The links to the lists are outside it
 * (src/components/saved-links.tsx), kept current without React.
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
  // Two lines in the page's row (src/pages/property/index.tsx): the buttons, then the status
  // beside the links to the lists
  return (
    <>
      <div
        role="group"
        aria-label={labels.group}
        className="flex basis-full flex-wrap gap-2 lg:justify-end"
      >
        <a href={mail} onClick={onShare} className={BUTTON}>
          <LineIcon path="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
          {labels.share}
        </a>
        <ListButton
          kind="saved"
          id={id}
          pressed={saved.includes(id)}
          hydrated={hydrated}
          onPress={flip}
          icon="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z"
          label={labels.save}
          pressedLabel={labels.saved}
        />
        <ListButton
          kind="compare"
          id={id}
          pressed={compared.includes(id)}
          hydrated={hydrated}
          onPress={flip}
          icon="M9 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M12 3v18"
          label={labels.compare}
          pressedLabel={labels.comparing}
        />
      </div>
      <span role="status" className="min-h-5 text-slate-700 dark:text-slate-300">
        {status}
      </span>
    </>
  )
}
