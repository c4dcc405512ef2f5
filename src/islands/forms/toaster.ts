import { TOAST_LIMIT, type ToastTone } from '../../components/ui/toast-options'

export interface ToastMessage {
  title: string
  description?: string
  tone: ToastTone
}

interface Entry extends ToastMessage {
  id: number
}

// One toast list for the whole page, shared by every island. The list is kept here; its view
// (Radix Toast, about 17 KB) loads with the first toast, or earlier through preloadToaster()
let entries: Entry[] = []
let labels = { region: 'Notifications ({hotkey})', close: 'Close' }
let nextId = 1
let view: Promise<void> | undefined
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const toastList = () => entries
export const toastLabels = () => labels

export function removeToast(id: number) {
  entries = entries.filter((entry) => entry.id !== id)
  emit()
}

/** Loads and mounts the toast view ahead of need (a form does when the visitor reaches it). */
export function preloadToaster(): Promise<void> {
  view ??= import('./toaster-view')
    .then(({ mountToaster }) => mountToaster())
    .catch((error: unknown) => {
      // Offline before the view was fetched: forms still show their state in place
      view = undefined
      console.warn('toasts unavailable', error)
    })
  return view
}

/** Shows a toast (SPEC.md section 9 defaults); the oldest goes when more than 5 are shown. */
export function showToast(message: ToastMessage, texts?: { region: string; close: string }) {
  if (texts) labels = texts
  entries = [...entries, { ...message, id: nextId++ }].slice(-TOAST_LIMIT)
  void preloadToaster()
  emit()
}
