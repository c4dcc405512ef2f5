import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
type ButtonSize = 'sm' | 'md' | 'lg'

/**
 * Classes of a button, for links that look like one: `button`, `button-{variant}` and
 * `button-{size}` are named in client/styles.css (components), as every page shows several.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return `button button-${variant} button-${size}`
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cn(buttonClass(variant, size), className)} {...rest} />
}
