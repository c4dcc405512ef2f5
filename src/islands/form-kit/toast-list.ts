import { TOAST_LIMIT, type ToastTone } from '../../components/ui/toast-options'

export interface ToastMessage {
  title: string
  description?: string
  tone: ToastTone
}

interface Entry extends ToastMessage {
  id: number
}

// One toast list for the whole page, shared by every island and read by the toast view
// (./toaster-view.tsx), which loads apart from it
let entries: Entry[] = []
let labels = { region: 'Notifications ({hotkey})', close: 'Close' }
let nextId = 1
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

/** Adds a toast; the oldest goes when more than 5 are shown. */
export function addToast(message: ToastMessage, texts?: { region: string; close: string }) {
  if (texts) labels = texts
  entries = [...entries, { ...message, id: nextId++ }].slice(-TOAST_LIMIT)
  emit()
}
