import { numberFormat } from '../i18n/intl'

// Where a language writes the sign once for a range ("6–12 %" in Hungarian, Romanian and Italian
// copy, "%6–12" in Turkish), one end of the range is the bare figure; the others repeat it
// ("6% to 12%", "من 6% إلى 12%"). Intl's formatRange follows neither house style (hu "6% – 12%")
const SIGN_ONCE: Record<string, 'end' | 'start'> = { hu: 'end', ro: 'end', it: 'end', tr: 'start' }

/** The two ends of a range of percentages, each ready for the locale's range message. */
export function percentRange(
  locale: { code: string; iso: string },
  low: number,
  high: number
): { low: string; high: string } {
  const percent = numberFormat(locale.iso, { style: 'percent', maximumFractionDigits: 1 })
  const figure = numberFormat(locale.iso, { maximumFractionDigits: 1 })
  const once = SIGN_ONCE[locale.code]
  return {
    low: once === 'end' ? figure.format(low) : percent.format(low / 100),
    high: once === 'start' ? figure.format(high) : percent.format(high / 100),
  }
}
