import { lazy, Suspense, useRef, useState } from 'react'
import { Button, buttonClass } from '../components/ui/button'
import type { ToastTone } from '../components/ui/toast-options'
import { showToast } from './form-kit/toaster'
import type { KitLabels } from './parts/kit-modal'

const KitModal = lazy(() => import('./parts/kit-modal'))

export interface KitDemoProps {
  part: 'modal' | 'toasts'
  labels: KitLabels
}

/**
 * The live parts of the component kit (/refactor-example): the site's modal and its toasts,
 * opened on demand with the same primitives the forms use.
 */
export default function KitDemo({ part, labels }: KitDemoProps) {
  if (part === 'modal') return <ModalDemo labels={labels} />
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

/** The trigger is a plain button; the dialog's code is fetched on the first click. */
function ModalDemo({ labels }: Pick<KitDemoProps, 'labels'>) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const change = (next: boolean) => {
    setOpen(next)
    // without a Radix trigger, give focus back to the button that opened it
    if (!next) requestAnimationFrame(() => button.current?.focus())
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass()}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {labels.open}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <KitModal labels={labels} open={open} onOpenChange={change} />
        </Suspense>
      ) : null}
    </>
  )
}
