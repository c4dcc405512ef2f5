import { cn } from '../lib/cn'

/** Avatar sizes in px (SPEC.md section 9: 16 to 48), named as in most UI kits. */
export const AVATAR_SIZES = {
  '3xs': 16,
  '2xs': 20,
  xs: 24,
  sm: 28,
  md: 32,
  lg: 36,
  xl: 40,
  '2xl': 44,
  '3xl': 48,
} as const

export type AvatarSize = keyof typeof AVATAR_SIZES

/** First letters of the first two words of a name: 'Sarah Al Mansouri' gives 'SA'. */
export function initialsOf(name: string | undefined | null): string {
  return (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .join('')
    .toLocaleUpperCase()
}

interface AvatarProps {
  /** the person's name: the accessible name and the source of the initials */
  alt?: string
  src?: string | null
  /** a named size of SPEC.md, or any pixel size (agent cards use larger photos) */
  size?: AvatarSize | number
  className?: string
  /** next to the visible name: keep the initials, but hide the avatar from screen readers */
  decorative?: boolean
}

/** A URL as a quoted CSS `url()`: what could end the string (quote, backslash, newline) is encoded. */
function cssUrl(src: string): string {
  const safe = src.replace(
    /["\\\n\r\f]/g,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`
  )
  return `url("${safe}")`
}

/**
 * A round photo that falls back to initials, or to a person icon when there is no name. The
 * photo is painted as a background layer over the fallback: a photo that fails to load paints
 * nothing (an `<img>` would draw Chrome's broken-image icon), so the initials show through
 * without any JavaScript. The name is carried by the wrapper (`role="img"`), announced once
 * whatever loads.
 */
export function Avatar({ alt, src, size = 'xl', className = '', decorative }: AvatarProps) {
  const px = typeof size === 'number' ? size : AVATAR_SIZES[size]
  const initials = initialsOf(alt)
  const named = Boolean(alt) && !decorative
  return (
    <span
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      style={{ width: px, height: px, fontSize: Math.max(8, Math.round(px * 0.4)) }}
      className={cn(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800 select-none dark:bg-primary-900 dark:text-primary-100',
        className
      )}
    >
      {initials ? (
        <span aria-hidden="true" className="leading-none">
          {initials}
        </span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-3/5">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z" />
        </svg>
      )}
      {src ? (
        <span
          aria-hidden="true"
          data-avatar-photo=""
          style={{ backgroundImage: cssUrl(src) }}
          className="absolute inset-0 bg-cover bg-center"
        />
      ) : null}
    </span>
  )
}
