import { addToast, type ToastMessage } from './toast-list'

// The toast list's view (Radix Toast, about 17 KB) loads with the first toast, or earlier
// through preloadToaster()
let view: Promise<void> | undefined

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
  addToast(message, texts)
  void preloadToaster()
}
