import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { SafeParser } from '../../forms/fields'
import type { MessageKey } from '../../i18n/messages'
import { attribution } from './attribution'
import type { Messages } from './messages'
import { translate } from './messages'
import { firstErrors, readForm } from './read-form'
import { newKey, queueSubmission, send, unqueue } from './submit'
import { preloadToaster, showToast } from './toaster'
import { mountBotCheck, resetBotCheck } from './turnstile'
import { useFocusFirstError } from './use-focus-first-error'
import { usePageDuties } from './use-page-duties'

export type FormStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'duplicate'

export interface Result {
  id: string
  reference: string
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
  const focusFirstError = useFocusFirstError()
  const t = translate(options.messages)
  const toastTexts = { region: t('toast.region'), close: t('toast.close') }
  const toast = (
    title: MessageKey,
    text: MessageKey | undefined,
    tone: 'success' | 'error' | 'info'
  ) => showToast({ title: t(title), description: text ? t(text) : undefined, tone }, toastTexts)

  const prepare = useCallback((form?: HTMLFormElement | null) => {
    // The visitor reached the form: fetch what submitting needs while they type
    void preloadToaster()
    if (form) void mountBotCheck(form)
    schema.current ??= options.loadSchema().catch(() => null)
    return schema.current
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function succeed(body: Record<string, unknown>) {
    setResult(body as unknown as Result)
    setStatus('success')
    options.onSuccess?.(body as unknown as Result)
  }

  // A submission this form queued reached the server later, while the form was still here
  usePageDuties(last, (answer) => {
    if (answer.status !== 201) return setStatus('idle')
    succeed(answer.body)
    toast('forms.sentLaterTitle', 'forms.sentLaterText', 'success')
  })

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current
      const next = { ...current }
      delete next[name]
      return next
    })
  }, [])

  function refuse(form: HTMLFormElement, fields: Record<string, string>) {
    setErrors(fields)
    options.onErrors?.(fields)
    focusFirstError(form)
    if (options.invalid) toast(options.invalid.title, options.invalid.text, 'error')
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (status === 'submitting') return
    const { context, messages, failure, endpoint } = options
    const body = { ...readForm(form), ...context, ...attribution() }

    const parser = await prepare(form)
    const parsed = parser?.safeParse(body)
    if (parsed && !parsed.success)
      return refuse(form, firstErrors(parsed.error?.issues ?? [], messages))
    setErrors({})

    // The same details keep their key, so a retry is recognised as the same submission
    const json = JSON.stringify(body)
    if (last.current?.json !== json) last.current = { json, key: newKey() }
    const key = last.current.key
    setStatus('submitting')
    const answer = await send({ endpoint, body, key })

    if (answer.kind === 'unreachable') {
      const sentNotice = { title: t('forms.sentLaterTitle'), text: t('forms.sentLaterText') }
      queueSubmission({ endpoint, body, key, sentNotice: { ...sentNotice, ...toastTexts } })
      setStatus('queued')
      if (answer.offline) return toast('forms.offlineTitle', 'forms.offlineText', 'info')
      return toast(failure.title, failure.text ?? 'forms.queuedText', 'error')
    }
    unqueue(key)
    resetBotCheck(form)
    if (answer.status === 409 && options.duplicate) {
      setStatus('duplicate')
      return toast(options.duplicate.title, options.duplicate.text, 'info')
    }
    if (answer.status === 201) return succeed(answer.body)
    setStatus('idle')
    const fields = answer.body.fields
    if (answer.status === 400 && fields && typeof fields === 'object') {
      return refuse(form, fields as Record<string, string>)
    }
    if (answer.status === 429) {
      return toast('forms.rateLimitedTitle', 'forms.rateLimitedText', 'error')
    }
    toast(failure.title, failure.text, 'error')
  }

  function reset() {
    last.current = null
    setResult(undefined)
    setErrors({})
    setStatus('idle')
  }

  return { status, errors, result, onSubmit, prepare, clearError, reset, setStatus, t }
}
