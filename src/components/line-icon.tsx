/**
 * A line icon on a 24-unit grid (stroke, no fill). Icons are decoration beside text that says the
 * same, so they are hidden from assistive technology.
 */
export function LineIcon({
  path,
  className = 'size-4',
  weight = 2,
}: {
  path: string
  className?: string
  weight?: number
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  )
}
