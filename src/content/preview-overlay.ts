import { AsyncLocalStorage } from 'node:async_hooks'
import { stringify } from 'safe-stable-stringify'

/**
 * An editor's draft preview (src/routes/preview.tsx) renders the site's own page with the draft
 * in place of the published entry: while it renders, the read that would fetch that entry
 * (`getProperty(42)`, `getPost('slug')`) answers the draft, and every other read answers from D1
 * as for any visitor. Nothing of the draft is written anywhere; the answer lives in this
 * request's async context only (workerd's AsyncLocalStorage, flag `nodejs_als`).
 */
const drafts = new AsyncLocalStorage<Map<string, unknown>>()

const keyOf = (read: string, args: readonly unknown[]) => `${read}|${stringify(args)}`

/** Runs `render` with `read(...args)` answering `answer` instead of D1. */
export function withDraft<R>(
  read: 'getProperty' | 'getAgent' | 'getPost',
  args: readonly unknown[],
  answer: unknown,
  render: () => R
): R {
  return drafts.run(new Map([[keyOf(read, args), answer]]), render)
}

/** The draft's answer for this read while a preview renders, else undefined. */
export function previewAnswer(
  read: string,
  args: readonly unknown[]
): Promise<unknown> | undefined {
  const answers = drafts.getStore()
  if (!answers) return undefined
  const key = keyOf(read, args)
  return answers.has(key) ? Promise.resolve(answers.get(key)) : undefined
}
