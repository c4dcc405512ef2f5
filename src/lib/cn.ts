/** Joins class names, skipping the falsy ones (shadcn's `cn`, without a merge step). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}
