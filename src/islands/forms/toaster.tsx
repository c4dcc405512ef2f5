import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { Toast, TOAST_LIMIT, ToastProvider, type ToastTone } from '../../components/ui/toast'

export interface ToastMessage {
  title: string
  description?: string
  tone: ToastTone
}

interface Entry extends ToastMessage {
  id: number
}

// One toast list for the whole page, shared by every island: the first toast mounts it
let entries: Entry[] = []
let labels = { region: 'Notifications ({hotkey})', close: 'Close' }
let nextId = 1
let mounted = false
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function remove(id: number) {
  entries = entries.filter((entry) => entry.id !== id)
  emit()
}

function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries
  )
  return (
    <ToastProvider label={labels.region}>
      {list.map((entry) => (
        <Toast
          key={entry.id}
          title={entry.title}
          description={entry.description}
          tone={entry.tone}
          closeLabel={labels.close}
          onOpenChange={(open) => {
            // Let the closing state paint before the toast leaves the list
            if (!open) setTimeout(() => remove(entry.id), 200)
          }}
        />
      ))}
    </ToastProvider>
  )
}

/** Shows a toast (SPEC.md section 9 defaults); the oldest goes when more than 5 are shown. */
export function showToast(message: ToastMessage, texts?: { region: string; close: string }) {
  if (texts) labels = texts
  entries = [...entries, { ...message, id: nextId++ }].slice(-TOAST_LIMIT)
  if (!mounted) {
    mounted = true
    const host = document.createElement('div')
    host.dataset.toaster = ''
    document.body.appendChild(host)
    createRoot(host).render(<Toaster />)
  }
  emit()
}
