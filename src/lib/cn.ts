import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, skipping the falsy ones (shadcn's `cn` without tailwind-merge:
 * docs/decisions/libraries-over-hand-code-measured.md). Lists that ask for two values of one property fail
 * tests/integration/class-conflicts.test.ts instead of being merged at run time.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}
