import { useState, type MouseEvent } from 'react'
import { share, shareMailto } from './parts/share'
import { cn } from '../lib/cn'
import { LineIcon } from '../components/line-icon'
import { buttonClass } from '../components/ui/button'

export interface ShareButtonProps {
  title: string
  text: string
  url: string
  labels: { share: string; linkCopied: string; copyFailed: string }
}

/**
 * The browser's share sheet (Web Share) where it has one, else the address copied to the
 * clipboard. Without JavaScript it is a mail link carrying the address.
 */
export default function ShareButton({ title, text, url, labels }: ShareButtonProps) {
  const [status, setStatus] = useState('')

  async function onShare(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const result = await share({ title, text, url })
    if (result === 'copied') setStatus(labels.linkCopied)
    if (result === 'failed') setStatus(labels.copyFailed)
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <a
        href={shareMailto({ title, text, url })}
        onClick={onShare}
        className={cn(buttonClass('primary'), 'text-center')}
      >
        <LineIcon path="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        {labels.share}
      </a>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status}
      </span>
    </span>
  )
}
