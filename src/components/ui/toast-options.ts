// The toast defaults of SPEC.md section 9, apart from the Radix view so the store is tiny
export const TOAST_DURATION_MS = 5000
export const TOAST_LIMIT = 5

export type ToastTone = 'success' | 'error' | 'info'
