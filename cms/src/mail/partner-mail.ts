import messages from './messages.json'
import { siteUrl } from '../config/site'

// The e-mails a partner receives, in the language they registered in: the words come from the
// site's locales/ (copied by scripts/cms-messages.mjs), the links open the site's own pages.

export type Language = keyof typeof messages
export type PartnerMailKind = 'reset' | 'confirm' | 'locked'

const RTL = new Set<string>(['ar', 'he'])
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

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface PartnerMail {
  subject: string
  text: string
  html: string
}

/** The subject, a plain-text body and the same in HTML with the link as a button. */
export function partnerMail(
  kind: PartnerMailKind,
  { language, name, link }: { language: Language; name: string; link: string }
): PartnerMail {
  const words = messages[language]
  const mail = words[kind]
  const greeting = words.greeting.replace('{{name}}', name)
  const text = [greeting, mail.intro, `${mail.action}:\n${link}`, mail.ignore, words.signature]
  const dir = RTL.has(language) ? 'rtl' : 'ltr'
  const href = escape(link)
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p>${escape(greeting)}</p>
<p>${escape(mail.intro)}</p>
<p style="margin:28px 0"><a href="${href}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${escape(mail.action)}</a></p>
<p style="font-size:13px;color:#475569">${escape(words.linkHelp)}<br><a href="${href}" style="color:#047857;word-break:break-all">${href}</a></p>
<p>${escape(mail.ignore)}</p>
<p>${escape(words.signature)}</p>
</div>
</body>
</html>`
  return { subject: mail.subject, text: text.join('\n\n'), html }
}
