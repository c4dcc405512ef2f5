import { PageHero } from '../components/page-hero'
import { usePage } from '../components/page-context'
import type { MessageKey } from '../i18n/messages'
import { PAGES } from '../route-table'
import type { PageView } from './types'

/**
 * A page's heading and introduction from `pages.{messages}` in en.json. Pages whose bodies are
 * not built yet render this alone.
 */
function StandardPage() {
  const { t, page } = usePage()
  const key = PAGES[page ?? 'index'].messages
  return (
    <PageHero
      heading={t(`pages.${key}.heading` as MessageKey)}
      intro={t(`pages.${key}.intro` as MessageKey)}
    />
  )
}

export const standardPage: PageView = { Component: StandardPage }
