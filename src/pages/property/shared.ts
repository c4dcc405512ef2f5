// What the sections of the property page share: their frame and how they write a month.
import type { Locale } from '../../i18n/locales'
import { dateTimeFormat } from '../../i18n/intl'

export const SECTION = 'defer-offscreen border-t border-slate-200 pt-8 dark:border-slate-800'
export const H2 = 'text-2xl font-semibold tracking-tight text-slate-900 dark:text-white'

export const monthYear = (locale: Locale, date: string) =>
  dateTimeFormat(locale.iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`)
  )
