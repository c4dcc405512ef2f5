import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { Toast, ToastProvider } from '../../components/ui/toast'
import { removeToast, subscribeToasts, toastLabels, toastList } from './toast-list'

function Toaster() {
  const list = useSyncExternalStore(subscribeToasts, toastList, toastList)
  const labels = toastLabels()
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
            if (!open) setTimeout(() => removeToast(entry.id), 200)
          }}
        />
      ))}
    </ToastProvider>
  )
}

/** Mounts the page's one toast list (Radix Toast) in its own root at the end of the body. */
export function mountToaster() {
  const host = document.createElement('div')
  host.dataset.toaster = ''
  document.body.appendChild(host)
  createRoot(host).render(<Toaster />)
}
