import { displayNames } from '../i18n/intl'
import { fill } from '../i18n/template'
import { primaryLanguage, textDirection } from '../lib/text-direction'

interface OwnWordsProps {
  text: string
  /** the language the client wrote in (BCP 47) */
  language: string
  /** the page's locale */
  localeIso: string
  /** `Written in {{language}}`, in the page's language */
  writtenIn: string
  className?: string
}

/**
 * A client's words as they wrote them, never translated: marked with their language and its
 * direction, and, on a page in another language, a note in the page's language that says so.
 */
export function OwnWords({ text, language, localeIso, writtenIn, className }: OwnWordsProps) {
  const other = primaryLanguage(language) !== primaryLanguage(localeIso)
  const name = displayNames([localeIso], { type: 'language' }).of(language) ?? language
  return (
    <>
      <blockquote lang={language} dir={textDirection(language)} className={className}>
        <p>{text}</p>
      </blockquote>
      {other ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {fill(writtenIn, { language: name })}
        </p>
      ) : null}
    </>
  )
}
