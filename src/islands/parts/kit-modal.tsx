import { Button } from '../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog'
import type { ToastTone } from '../../components/ui/toast-options'

/** The kit demo's words, translated on the server. */
export interface KitLabels {
  open: string
  title: string
  description: string
  body: string
  close: string
  confirm: string
  toasts: Record<ToastTone, { button: string; title: string; text: string }>
  region: string
  closeToast: string
}

/** The kit's example modal; loaded on the first click, so the page ships no dialog code before. */
export default function KitModal({
  labels,
  open,
  onOpenChange,
}: {
  labels: KitLabels
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={labels.title}
        description={labels.description}
        closeLabel={labels.close}
      >
        <p className="text-slate-700 dark:text-slate-300">{labels.body}</p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>{labels.confirm}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
