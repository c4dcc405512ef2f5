import messages from './messages.json'
import { siteUrl } from '../config/site'
import { mailLayout, type Mail } from './layout'

// The e-mails a partner receives, in the language they registered in: the words come from the
// site's locales/ (copied by scripts/cms-messages.mjs), the links open the site's own pages.

export type Language = keyof typeof messages
export type PartnerMailKind = 'reset' | 'confirm' | 'locked'

const PAGES: Record<PartnerMailKind, string> = {
  reset: 'reset-password',
  confirm: 'confirm-email',
  // the lock's e-mail offers a new password, which lifts the lock
  locked: 'reset-password',
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(messages, value)

/** The site's page a mail links to, in the partner's language (English has no prefix). */
export function partnerLink(
  kind: PartnerMailKind,
  language: Language,
  query: Record<string, string>
) {
  const prefix = language === 'en' ? '' : `/${language}`
  return `${siteUrl()}${prefix}/partners/${PAGES[kind]}?${new URLSearchParams(query)}`
}

export type PartnerMail = Mail

/** The subject, a plain-text body and the same in HTML with the link as a button. */
export function partnerMail(
  kind: PartnerMailKind,
  { language, name, link }: { language: Language; name: string; link: string }
): PartnerMail {
  const words = messages[language]
  const mail = words[kind]
  return mailLayout({
    language,
    subject: mail.subject,
    opening: [words.greeting.replace('{{name}}', name), mail.intro],
    action: { label: mail.action, href: link, help: words.linkHelp },
    closing: [mail.ignore, words.signature],
  })
}
