import { safeLocalPath } from '../lib/safe-path'
import { TRACKING_TOKEN, UTM_PARAMS } from '../lib/utm'
import type { FormPageState } from './declaration'

/** Where the form came from, from what it posted: its page and UTM fields, kept for a retry. */
export function originOf(values: FormPageState['values']) {
  const page = typeof values.page === 'string' ? safeLocalPath(values.page) : undefined
  const utm: Record<string, string> = {}
  for (const field of Object.values(UTM_PARAMS)) {
    const value = values[field]
    if (typeof value === 'string' && TRACKING_TOKEN.test(value)) utm[field] = value
  }
  return { page: page ?? '/', utm }
}

/** What an island is given on the answer page: its state, and where it was first posted from. */
export function answerProps(state: FormPageState) {
  return {
    initial: { values: state.values, errors: state.errors, result: state.result },
    origin: originOf(state.values),
  }
}
