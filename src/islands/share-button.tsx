import { useState, type MouseEvent } from 'react'

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

  async function share(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus(labels.linkCopied)
    } catch {
      setStatus(labels.copyFailed)
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <a
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`}
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary-700 px-5 text-center text-sm font-semibold text-white hover:bg-primary-800"
      >
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
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {labels.share}
      </a>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status}
      </span>
    </span>
  )
}
