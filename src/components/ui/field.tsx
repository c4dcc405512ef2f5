import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import { cn } from '../../lib/cn'

/** A field's look without its display, for an element that sets its own (the drawn phone picker). */
export const CONTROL_LOOK =
  'w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600/30 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400'
export const CONTROL = `block ${CONTROL_LOOK}`

interface LabelProps {
  htmlFor?: string
  required?: boolean
  /** the screen-reader word for the asterisk, in the visitor's language */
  requiredLabel?: string
  children: ReactNode
  className?: string
}

/** A label; required fields carry an asterisk (SPEC.md section 5). */
export function Label({ htmlFor, required, requiredLabel, children, className }: LabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('block text-sm font-medium text-slate-800 dark:text-slate-200', className)}
    >
      {children}
      {required ? (
        <>
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
          {requiredLabel ? <span className="sr-only"> ({requiredLabel})</span> : null}
        </>
      ) : null}
    </label>
  )
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  // Always rendered, so a screen reader announces a message when it appears
  return (
    <p
      id={id}
      aria-live="polite"
      className="min-h-0 text-sm text-red-700 empty:hidden dark:text-red-400"
    >
      {children}
    </p>
  )
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  requiredLabel?: string
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

/** Label, control, hint and error of one field; the control gets `describedBy(id)`. */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  hint,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} required={required} requiredLabel={requiredLabel}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** aria attributes that tie a control to its hint and error. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ')
  return { 'aria-describedby': ids, 'aria-invalid': error ? true : undefined }
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(CONTROL, className)} {...rest} />
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(CONTROL, 'min-h-28', className)} {...rest} />
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(CONTROL, 'pe-8', className)} {...rest} />
}
