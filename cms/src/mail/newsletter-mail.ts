import messages from './newsletter-messages.json'
import { mailLayout, type Mail } from './layout'

// The newsletter's mails, in the subscriber's language: the words come from the site's locales/
// (copied by scripts/cms-messages.mjs); the links are the site's, signed by the site.

type Language = keyof typeof messages

const languageOf = (locale: unknown): Language =>
  typeof locale === 'string' && Object.hasOwn(messages, locale) ? (locale as Language) : 'en'

/**
 * RFC 8058 one-click unsubscribe, for every newsletter mail: a mail client shows its own
 * "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the link, which the site answers.
 */
export function unsubscribeHeaders(unsubscribeUrl: string) {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The double opt-in mail: the link that confirms, and the one that unsubscribes. */
export function confirmationMail(
  locale: unknown,
  links: { confirm: string; unsubscribe: string }
): Mail & { headers: Record<string, string> } {
  const language = languageOf(locale)
  const words = messages[language]
  const mail = mailLayout({
    language,
    subject: words.subject,
    opening: [words.greeting, words.intro],
    action: { label: words.action, href: links.confirm, help: words.linkHelp },
    closing: [words.ignore, words.signature],
    foot: { text: words.why, link: { label: words.unsubscribe, href: links.unsubscribe } },
  })
  return { ...mail, headers: unsubscribeHeaders(links.unsubscribe) }
}
