// Where submissions that could not reach the server wait (src/islands/form-kit/submit.ts). Its own
// module so the island loader can check for them without loading the sending code.
export const QUEUE_KEY = 'pending_submissions'

export function hasPendingSubmissions(): boolean {
  try {
    return Boolean(localStorage.getItem(QUEUE_KEY))
  } catch {
    return false
  }
}
