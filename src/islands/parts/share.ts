/** What a page shares: its title, a line about it, and its address. */
export interface Shared {
  title: string
  text: string
  url: string
}

/**
 * The browser's share sheet (Web Share) where it has one, else the address copied to the
 * clipboard. Says which happened; `closed` when the visitor dismissed the sheet.
 */
export async function share(page: Shared): Promise<'shared' | 'closed' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(page)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'closed'
    }
  }
  try {
    await navigator.clipboard.writeText(page.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** The mail link that shares the page without JavaScript. */
export function shareMailto({ title, text, url }: Shared): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`
}
