import { Button } from '../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../components/ui/dialog'
import type { ToastTone } from '../components/ui/toast-options'
import { showToast } from './forms/toaster'

export interface KitDemoProps {
  part: 'modal' | 'toasts'
  labels: {
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
}

/**
 * The live parts of the component kit (/refactor-example): the site's modal and its toasts,
 * opened on demand with the same primitives the forms use.
 */
export default function KitDemo({ part, labels }: KitDemoProps) {
  if (part === 'modal') {
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button>{labels.open}</Button>
        </DialogTrigger>
        <DialogContent
          title={labels.title}
          description={labels.description}
          closeLabel={labels.close}
        >
          <p dir="auto" className="text-slate-700 dark:text-slate-300">
            {labels.body}
          </p>
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button>{labels.confirm}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    )
  }
  const tones: ToastTone[] = ['success', 'error', 'info']
  return (
    <div className="flex flex-wrap gap-3">
      {tones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          onClick={() =>
            showToast(
              { tone, title: labels.toasts[tone].title, description: labels.toasts[tone].text },
              { region: labels.region, close: labels.closeToast }
            )
          }
        >
          {labels.toasts[tone].button}
        </Button>
      ))}
    </div>
  )
}
