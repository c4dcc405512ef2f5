/**
 * What the visitor typed into a dialog's form, kept for as long as the page lives: a dialog's
 * content unmounts when it closes, and reopening it must not lose a word.
 */
export function createDraft() {
  let values: Record<string, string | string[]> = {}
  return {
    /** a snapshot of the form the event came from */
    capture(target: EventTarget | null) {
      const form = (target as HTMLInputElement | null)?.form
      if (!form) return
      const next: Record<string, string | string[]> = {}
      for (const [name, value] of new FormData(form)) {
        if (typeof value !== 'string') continue
        const current = next[name]
        next[name] = current === undefined ? value : ([] as string[]).concat(current, value)
      }
      values = next
    },
    values: () => ({ ...values }),
    clear() {
      values = {}
    },
  }
}
