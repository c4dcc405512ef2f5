import type { Core } from '@strapi/strapi'

/** The site's 13 locales (src/i18n/locales.ts), English the default. */
export const LOCALES = {
  en: 'English (en)',
  ar: 'Arabic (ar)',
  fr: 'French (fr)',
  de: 'German (de)',
  it: 'Italian (it)',
  ko: 'Korean (ko)',
  nl: 'Dutch (nl)',
  hu: 'Hungarian (hu)',
  he: 'Hebrew (he)',
  tr: 'Turkish (tr)',
  es: 'Spanish (es)',
  ru: 'Russian (ru)',
  ro: 'Romanian (ro)',
} as const

export async function configureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales')
  const existing = new Set((await service.find()).map((locale: { code: string }) => locale.code))
  for (const [code, name] of Object.entries(LOCALES)) {
    if (!existing.has(code)) await service.create({ code, name })
  }
  await service.setDefaultLocale({ code: 'en' })
}
