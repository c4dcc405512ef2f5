import type { MessageKey } from '../../i18n/messages'

/** Translated strings an island received from the server, by en.json key. */
export type Messages = Partial<Record<MessageKey, string>>

/** Looks a key up and fills `{{name}}` placeholders; a missing key shows itself, never blank. */
export function translate(messages: Messages) {
  return (key: MessageKey, params?: Record<string, string | number>) => {
    const text = messages[key] ?? key
    return params
      ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
      : text
  }
}
