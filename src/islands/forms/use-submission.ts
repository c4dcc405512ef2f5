import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { MessageKey } from '../../i18n/messages'
import { attribution, captureUtm, ensureAffiliateId } from './attribution'
import type { Messages } from './messages'
import { translate } from './messages'
import {
  flushQueue,
  newKey,
  queueSubmission,
  send,
  SENT_EVENT,
  unqueue,
  watchQueue,
} from './submit'
import { preloadToaster, showToast } from './toaster'
import { mountBotCheck, resetBotCheck } from './turnstile'

export type FormStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'duplicate'

export interface Result {
  id: string
  reference: string
}

interface SafeParser {
  safeParse: (input: unknown) => {
    success: boolean
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
}

export interface SubmissionOptions {
  endpoint: string
  messages: Messages
  /** the schema, imported when the visitor first reaches the form (it carries the phone library) */
  loadSchema: () => Promise<SafeParser>
  /** the toast of SPEC.md section 8 for this form's failure */
  failure: { title: MessageKey; text?: MessageKey }
  /** fields that are not inputs: kind, page, locale, property, consultant */
  context: Record<string, unknown>
  initialErrors?: Record<string, string>
  initialResult?: Result
  initialStatus?: FormStatus
  /** a toast when the details are refused (the newsletter's 'Invalid email format') */
  invalid?: { title: MessageKey; text: MessageKey }
  /** called once the submission is stored (201) */
  onSuccess?: (result: Result) => void
  /** called with the field errors of a refused submit, before focus moves to the first */
  onErrors?: (errors: Record<string, string>) => void
  /** the answer to a duplicate (409), e.g. 'Email Already Subscribed' */
  duplicate?: { title: MessageKey; text: MessageKey }
}

/** Form fields as the endpoint expects them: repeated names (checkboxes) become lists. */
function readForm(form: HTMLFormElement): Record<string, unknown> {
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

function firstErrors(issues: { path: PropertyKey[]; message: string }[], messages: Messages) {
  const t = translate(messages)
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= t(issue.message as MessageKey)
  }
  return errors
}

/**
 * Everything a form island does on submit: validate with the shared schema, send as JSON with
 * an Idempotency-Key (the same key on every retry of the same details), show the outcome, and
 * keep the submission when the network fails so it is sent when the connection returns.
 * The inputs are not controlled: what the visitor typed stays in them whatever happens.
 */
export function useSubmission(options: SubmissionOptions) {
  const [status, setStatus] = useState<FormStatus>(
    options.initialStatus ?? (options.initialResult ? 'success' : 'idle')
  )
  const [errors, setErrors] = useState<Record<string, string>>(options.initialErrors ?? {})
  const [result, setResult] = useState<Result | undefined>(options.initialResult)
  const last = useRef<{ json: string; key: string } | null>(null)
  const schema = useRef<Promise<SafeParser | null> | null>(null)
  const t = translate(options.messages)
  const toastTexts = { region: t('toast.region'), close: t('toast.close') }

  const prepare = useCallback((form?: HTMLFormElement | null) => {
    // The visitor reached the form: fetch what submitting needs while they type
    void preloadToaster()
    if (form) void mountBotCheck(form)
    schema.current ??= options.loadSchema().catch(() => null)
    return schema.current
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    captureUtm()
    watchQueue()
    void flushQueue()
    // Register the affiliate click when the browser is idle, not while the page is loading
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500))
    idle(() => void ensureAffiliateId())
    function onSent(event: Event) {
      const {
        key,
        status: answer,
        body,
      } = (event as CustomEvent).detail as {
        key: string
        status: number
        body: Record<string, unknown>
      }
      if (key !== last.current?.key) return
      event.preventDefault()
      if (answer === 201) {
        setResult(body as unknown as Result)
        setStatus('success')
        options.onSuccess?.(body as unknown as Result)
        showToast(
          {
            title: t('forms.sentLaterTitle'),
            description: t('forms.sentLaterText'),
            tone: 'success',
          },
          toastTexts
        )
      } else setStatus('idle')
    }
    window.addEventListener(SENT_EVENT, onSent)
    return () => window.removeEventListener(SENT_EVENT, onSent)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // After a refused submit, focus moves to the first field that needs attention, once the
  // errors are on screen
  const lastForm = useRef<HTMLFormElement | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest === 0) return
    const invalid = lastForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // a group (the rating's fieldset) is not focusable itself: its first control is
    const group = invalid && !invalid.matches('input, select, textarea')
    const first = group ? invalid.querySelector<HTMLElement>('input, select, textarea') : null
    const target = first ?? invalid
    target?.focus()
  }, [focusRequest])

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current
      const next = { ...current }
      delete next[name]
      return next
    })
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    lastForm.current = form
    if (status === 'submitting') return
    const { context, messages, failure, endpoint } = options
    const refused = () => {
      if (options.invalid) {
        const { title, text } = options.invalid
        showToast({ title: t(title), description: t(text), tone: 'error' }, toastTexts)
      }
    }
    const body = { ...readForm(form), ...context, ...attribution() }

    const parser = await prepare(form)
    if (parser) {
      const parsed = parser.safeParse(body)
      if (!parsed.success) {
        const fields = firstErrors(parsed.error?.issues ?? [], messages)
        setErrors(fields)
        options.onErrors?.(fields)
        setFocusRequest((count) => count + 1)
        refused()
        return
      }
    }
    setErrors({})

    // The same details keep their key, so a retry is recognised as the same submission
    const json = JSON.stringify(body)
    if (last.current?.json !== json) last.current = { json, key: newKey() }
    const key = last.current.key
    setStatus('submitting')
    const answer = await send({ endpoint, body, key })

    if (answer.kind === 'unreachable') {
      queueSubmission({
        endpoint,
        body,
        key,
        sentNotice: {
          title: t('forms.sentLaterTitle'),
          text: t('forms.sentLaterText'),
          ...toastTexts,
        },
      })
      setStatus('queued')
      showToast(
        answer.offline
          ? { title: t('forms.offlineTitle'), description: t('forms.offlineText'), tone: 'info' }
          : {
              title: t(failure.title),
              description: failure.text ? t(failure.text) : t('forms.queuedText'),
              tone: 'error',
            },
        toastTexts
      )
      return
    }
    unqueue(key)
    resetBotCheck(form)
    if (answer.status === 409 && options.duplicate) {
      setStatus('duplicate')
      showToast(
        { title: t(options.duplicate.title), description: t(options.duplicate.text), tone: 'info' },
        toastTexts
      )
      return
    }
    if (answer.status === 201) {
      setResult(answer.body as unknown as Result)
      setStatus('success')
      options.onSuccess?.(answer.body as unknown as Result)
      return
    }
    setStatus('idle')
    if (answer.status === 400 && answer.body.fields && typeof answer.body.fields === 'object') {
      const fields = answer.body.fields as Record<string, string>
      setErrors(fields)
      options.onErrors?.(fields)
      setFocusRequest((count) => count + 1)
      refused()
      return
    }
    if (answer.status === 429) {
      showToast(
        {
          title: t('forms.rateLimitedTitle'),
          description: t('forms.rateLimitedText'),
          tone: 'error',
        },
        toastTexts
      )
      return
    }
    showToast(
      {
        title: t(failure.title),
        description: failure.text ? t(failure.text) : undefined,
        tone: 'error',
      },
      toastTexts
    )
  }

  function reset() {
    last.current = null
    setResult(undefined)
    setErrors({})
    setStatus('idle')
  }

  return { status, errors, result, onSubmit, prepare, clearError, reset, setStatus, t }
}
