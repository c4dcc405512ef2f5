import type { ReactNode } from 'react'

interface HeadedSectionProps {
  /** the heading's id, which names the section for assistive technology */
  id: string
  heading: ReactNode
  className: string
  headingClassName: string
  children: ReactNode
}

/** A section named by its own h2 (`aria-labelledby`), the way a page's parts are landmarks. */
export function HeadedSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: HeadedSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
