import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

interface DialogContentProps {
  title: string
  description?: string
  closeLabel: string
  children: ReactNode
  className?: string
}

/**
 * A centred modal with its title, an optional description and a close button. When it closes,
 * focus goes back to the element that had it when the modal opened: Radix only returns it to a
 * `DialogTrigger`, and our modals open from links and buttons elsewhere on the page.
 */
export function DialogContent(props: DialogContentProps) {
  const { title, description, closeLabel, children, className } = props
  const opener = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:start-1/2 sm:top-1/2 sm:bottom-auto sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-y-1/2 sm:rounded-2xl sm:p-7 ltr:sm:-translate-x-1/2 rtl:sm:translate-x-1/2 dark:bg-slate-900',
          className
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          // focus has not moved into the modal yet
          const active = document.activeElement
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null
        }}
        onCloseAutoFocus={(event) => {
          const element = opener.current
          if (!element?.isConnected) return
          event.preventDefault()
          element.focus()
        }}
      >
        <div className="mb-4 flex items-start gap-4">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="text-xl font-bold text-slate-900 dark:text-white">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-slate-600 dark:text-slate-300">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="ms-auto grid size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800"
            aria-label={closeLabel}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
