/**
 * The dot between two labels or names on one line ("Apartment · Dubai Marina"): layout, so
 * assistive technology skips it, and neutral in every script, where a comma is a Latin one.
 */
export function DotSeparator() {
  return <span aria-hidden="true"> · </span>
}
