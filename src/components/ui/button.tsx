import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

// The classes are named in client/styles.css (components): every page shows several buttons
const VARIANTS = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  ghost: 'button-ghost',
} as const

const SIZES = {
  sm: 'button-sm',
  md: 'button-md',
  lg: 'button-lg',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** Classes of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md') {
  return `button ${VARIANTS[variant]} ${SIZES[size]}`
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: keyof typeof SIZES
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cn(buttonClass(variant, size), className)} {...rest} />
}
