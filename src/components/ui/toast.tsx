import * as ToastPrimitive from '@radix-ui/react-toast'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

import { TOAST_DURATION_MS, type ToastTone } from './toast-options'

// SPEC.md section 9: 5000 ms, swipe 50 px, hotkey F8, gap 16 px, bottom-right, full width
// minus 2rem and 24rem from the small breakpoint. At most 5 are kept (the toaster's job).

export function ToastProvider({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={label}
    >
      {children}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={label}
        className="fixed end-4 bottom-4 z-[60] flex w-[calc(100%-2rem)] flex-col gap-4 outline-none sm:w-96"
      />
    </ToastPrimitive.Provider>
  )
}

const TONES: Record<ToastTone, string> = {
  success: 'border-primary-600',
  error: 'border-red-600',
  info: 'border-secondary-600',
}

interface ToastProps {
  title: string
  description?: string
  tone: ToastTone
  closeLabel: string
  onOpenChange: (open: boolean) => void
}

export function Toast({ title, description, tone, closeLabel, onOpenChange }: ToastProps) {
  return (
    <ToastPrimitive.Root
      defaultOpen
      onOpenChange={onOpenChange}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cn(
        'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border-s-4 bg-white p-4 shadow-lg ring-1 ring-slate-200 data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] dark:bg-slate-900 dark:ring-slate-700',
        TONES[tone]
      )}
    >
      <ToastPrimitive.Title className="font-semibold text-slate-900 dark:text-white">
        {title}
      </ToastPrimitive.Title>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="row-span-2 grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </ToastPrimitive.Close>
      {description ? (
        <ToastPrimitive.Description className="text-sm text-slate-700 dark:text-slate-300">
          {description}
        </ToastPrimitive.Description>
      ) : null}
    </ToastPrimitive.Root>
  )
}
