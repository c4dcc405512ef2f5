import type { MessageKey } from '../../i18n/messages'
import type { Messages } from './messages'
import { translate } from './messages'

/** Form fields as the endpoint expects them: repeated names (checkboxes) become lists. */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || name === 'formToken') continue
    if (name === 'cf-turnstile-response') {
      body.turnstileToken = value
      continue
    }
    const current = body[name]
    body[name] = current === undefined ? value : ([] as unknown[]).concat(current, value)
  }
  return body
}

/** The first message of each field a schema refused, in the visitor's language. */
export function firstErrors(
  issues: { path: PropertyKey[]; message: string }[],
  messages: Messages
) {
  const t = translate(messages)
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    // a schema's messages are en.json keys (src/forms/rules.ts)
    errors[field] ??= t(issue.message as MessageKey)
  }
  return errors
}
