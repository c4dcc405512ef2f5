// Sending a form from the browser: one Idempotency-Key per submission, reused on every retry,
// and a queue in localStorage for submissions that could not reach the server, sent again when
// the connection returns (or on the next page that has a form) with the same key.
import { QUEUE_KEY } from './pending'
import { showToast } from './toaster'

export interface Submission {
  endpoint: string
  body: Record<string, unknown>
  key: string
  queuedAt?: number
  /** the toast shown when it is delivered after the form that sent it has gone */
  sentNotice?: { title: string; text: string; region: string; close: string }
}

export type SendResult =
  | { kind: 'answer'; status: number; body: Record<string, unknown> }
  /** the server could not be reached, or failed (5xx): the submission is kept for later */
  | { kind: 'unreachable'; offline: boolean }

/** A queued submission older than this is dropped: its idempotency answer is gone by then. */
const QUEUE_MAX_AGE_MS = 20 * 60 * 60 * 1000
export const SENT_EVENT = 'pending-submission-sent'

export function newKey(): string {
  return crypto.randomUUID()
}

function readQueue(): Submission[] {
  try {
    const list = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as Submission[]
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

function writeQueue(list: Submission[]) {
  try {
    if (list.length === 0) localStorage.removeItem(QUEUE_KEY)
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(list))
  } catch {
    // storage disabled or full: the submission lives as long as the page
  }
}

export function queueSubmission(submission: Submission) {
  const list = readQueue().filter((entry) => entry.key !== submission.key)
  writeQueue([...list, { ...submission, queuedAt: submission.queuedAt ?? Date.now() }])
}

export function unqueue(key: string) {
  writeQueue(readQueue().filter((entry) => entry.key !== key))
}

export async function send(submission: Submission): Promise<SendResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { kind: 'unreachable', offline: true }
  }
  let response: Response
  try {
    response = await fetch(submission.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': submission.key,
      },
      body: JSON.stringify(submission.body),
    })
  } catch {
    return { kind: 'unreachable', offline: navigator.onLine === false }
  }
  if (response.status >= 500) return { kind: 'unreachable', offline: false }
  let body: Record<string, unknown> = {}
  try {
    body = (await response.json()) as Record<string, unknown>
  } catch {
    // an answer without JSON: the status says enough
  }
  return { kind: 'answer', status: response.status, body }
}

let flushing = false

/**
 * Sends every queued submission once. A submission the server answered (accepted, or refused
 * for good) leaves the queue; an unreachable one stays. Mounted forms hear of each accepted one
 * through SENT_EVENT, with the key and the answer.
 */
export async function flushQueue() {
  if (flushing) return
  flushing = true
  try {
    for (const entry of readQueue()) {
      if (Date.now() - (entry.queuedAt ?? 0) > QUEUE_MAX_AGE_MS) {
        unqueue(entry.key)
        continue
      }
      const result = await send(entry)
      if (result.kind === 'unreachable') {
        if (result.offline) break
        continue
      }
      unqueue(entry.key)
      const unclaimed = window.dispatchEvent(
        new CustomEvent(SENT_EVENT, {
          cancelable: true,
          detail: { key: entry.key, status: result.status, body: result.body },
        })
      )
      // No form on this page sent it: tell the visitor here
      if (unclaimed && result.status === 201 && entry.sentNotice) {
        const { title, text, region, close } = entry.sentNotice
        showToast({ title, description: text, tone: 'success' }, { region, close })
      }
    }
  } finally {
    flushing = false
  }
}

let watching = false

/** Retries queued submissions when the browser is back online and every 30 s meanwhile. */
export function watchQueue() {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('online', () => void flushQueue())
  setInterval(() => {
    if (readQueue().length > 0) void flushQueue()
  }, 30_000)
  if (readQueue().length > 0) void flushQueue()
}
