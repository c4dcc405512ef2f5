import type { MessageKey } from '../../i18n/messages'
import { fill } from '../../i18n/template'

/** Translated strings an island received from the server, by en.json key. */
export type Messages = Partial<Record<MessageKey, string>>

/** Looks a key up and fills `{{name}}` placeholders; a missing key shows itself, never blank. */
export function translate(messages: Messages) {
  return (key: MessageKey, params?: Record<string, string | number>) => {
    const text = messages[key] ?? key
    return params ? fill(text, params) : text
  }
}
