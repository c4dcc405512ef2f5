import { useEffect, useRef, useState } from 'react'

/**
 * After a refused submit, focus moves to the first field that needs attention, once the errors
 * are on screen. `request(form)` asks for it.
 */
export function useFocusFirstError() {
  const form = useRef<HTMLFormElement | null>(null)
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (count === 0) return
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // a group (the rating's fieldset) is not focusable itself: its first control is
    const group = invalid && !invalid.matches('input, select, textarea')
    const first = group ? invalid.querySelector<HTMLElement>('input, select, textarea') : null
    const target = first ?? invalid
    target?.focus()
  }, [count])
  return (target: HTMLFormElement) => {
    form.current = target
    setCount((current) => current + 1)
  }
}
