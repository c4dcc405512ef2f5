// For the form schema tests: the English messages, and a refusal's first message per field.
import { translator, type MessageKey } from '../../src/i18n/messages'

export const t = translator('en')

/** The first message per field, in English, as the form shows it. */
export function fieldErrors(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown
): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    fields[field] ??= t(issue.message as MessageKey)
  }
  return fields
}
