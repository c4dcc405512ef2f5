import type { Context } from 'hono'
import type * as z from 'zod/mini'
import { stringify } from 'safe-stable-stringify'
import {
  getStoredAnswer,
  insertStoredAnswer,
  replaceExpiredAnswer,
} from '../../db/idempotency-keys'
import type { SubmissionRecord } from '../../db/submission-record'
import { insertOutboxRow } from '../../db/webhook-outbox'
import type { AppEnv } from '../../env'
import { postedLocale } from '../../i18n/request-locale'
import { translator, type MessageKey, type Translate } from '../../i18n/messages'
import { sha256Hex } from '../../lib/hash'
import { newReference } from '../../lib/reference'
import { deliverRecord, forwarding } from '../../outbox/deliver'
import { crmPayload } from '../../outbox/payload'
import type {
  ContextData,
  ExistingRecord,
  FormDeclaration,
  FormPageState,
} from '../../forms/declaration'
import { insertSubmission } from '../../db/submissions'
import { BadBody, readBody } from '../../server/request-body'
import { siteOrigin } from '../../server/origin'
import { turnstileAction } from '../../lib/turnstile-action'
import { botCheck } from './bot-check'
import { answerPage, renderFormPage } from './form-page'
import { refererCampaign, refuse, wantsPage } from './respond'
import { log } from '../../lib/log'

const KEY_PATTERN = /^[\w-]{8,128}$/
const SKIPPED_VALUES = new Set([
  'website_url',
  'formToken',
  'turnstileToken',
  'cf-turnstile-response',
])
const MAX_VALUE_LENGTH = 4000

/** What the visitor typed, bounded, for the page that shows the form again. */
function typedValues(raw: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (SKIPPED_VALUES.has(name) || name.length > 64) continue
    if (typeof value === 'string') values[name] = value.slice(0, MAX_VALUE_LENGTH)
    else if (typeof value === 'number' || typeof value === 'boolean') values[name] = String(value)
    else if (Array.isArray(value)) {
      values[name] = value
        .filter((v) => typeof v === 'string')
        .slice(0, 20)
        .map((v: string) => v.slice(0, 200))
    }
  }
  return values
}

/** The first message per field, translated. */
function fieldErrors(error: z.core.$ZodError, t: Translate): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fields[field] ??= t(issue.message as MessageKey) || t('forms.errors.invalid')
  }
  return fields
}

function isConstraintError(error: unknown, table: string): boolean {
  return String(error).includes(`UNIQUE constraint failed: ${table}.`)
}

/**
 * The one way a form is taken in: read, validate with the form's shared schema, replay the
 * first answer to a repeated Idempotency-Key (or form token), check for bots, then commit the
 * record, its outbox row and its answer in one D1 batch (a transaction) before answering 201.
 * Forwarding to the CRM starts only after the commit.
 */
export async function handleSubmission<T extends ContextData>(
  c: Context<AppEnv>,
  name: string,
  spec: FormDeclaration<T>
): Promise<Response> {
  const asPage = wantsPage(c)
  let raw: Record<string, unknown>
  try {
    raw = await readBody(c)
    // Cloudflare Turnstile's widget names its token so in a plain form
    if (typeof raw['cf-turnstile-response'] === 'string') {
      raw.turnstileToken = raw['cf-turnstile-response']
    }
  } catch (error) {
    if (!(error instanceof BadBody)) throw error
    return refuse(c, 400, 'forms.errors.malformed')
  }

  // the form's own field comes first (src/i18n/request-locale.ts)
  const locale = postedLocale(raw.locale, c.get('locale'))
  if (locale !== c.get('locale')) {
    c.set('locale', locale)
    c.set('t', translator(locale.code))
  }
  const t = c.get('t')
  // what the browser did not send (a plain form, storage turned off), the Referer may name
  for (const [field, value] of Object.entries(refererCampaign(c))) raw[field] ??= value
  const values = typedValues(raw)

  const page = (state: FormPageState) => {
    return renderFormPage(c, { state, ...answerPage(name, spec, state, c.env) })
  }
  const answer = (status: 201 | 400 | 409, body: Record<string, unknown>, extra = {}) =>
    asPage ? page({ status, locale, values, errors: {}, ...extra }) : c.json(body, status)
  const unavailable = (error: unknown) => {
    log.error('form.not-stored', { endpoint: spec.view.endpoint, error })
    return refuse(c, 503, 'forms.errors.unavailable')
  }

  // The key: a header from script clients, a hidden form token from plain forms
  const header = c.req.header('Idempotency-Key')
  if (header !== undefined && !KEY_PATTERN.test(header)) {
    return refuse(c, 400, 'forms.errors.malformed')
  }
  let key: { value: string; fromHeader: boolean } | undefined = header
    ? { value: header, fromHeader: true }
    : typeof raw.formToken === 'string' && KEY_PATTERN.test(raw.formToken)
      ? { value: raw.formToken, fromHeader: false }
      : undefined

  const parsed = spec.schema(raw).safeParse(raw)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, t)
    return asPage
      ? page({ status: 400, locale, values, errors })
      : c.json({ error: t('forms.errors.invalid'), fields: errors }, 400)
  }
  const data = parsed.data
  const { turnstileToken, ...hashed } = data
  // Keys sorted, so the same submission always hashes the same
  const requestHash = await sha256Hex(stringify(hashed))
  const now = Date.now()

  const replay = (stored: { status: number; body: unknown }) => {
    const body = stored.body as { id: string; reference: string }
    return answer(stored.status as 201, body, { result: body })
  }
  const conflict = () => c.json({ error: t('forms.errors.idempotencyConflict') }, 409)
  // the row this submission renews instead of adding one (spec.existing), once looked up
  let found: ExistingRecord | null

  try {
    if (key) {
      const stored = await getStoredAnswer(c.env.DB, spec.view.endpoint, key.value, now)
      if (stored?.requestHash === requestHash) return replay(stored)
      if (stored && key.fromHeader) return conflict()
      // A form token with other details: the token came from a cached page, so this is
      // another visitor's submission and must not be mistaken for a repeat
      if (stored) key = undefined
    }
    found = spec.existing ? await spec.existing.find(c.env.DB, data) : null
    if (found?.duplicate) return duplicateAnswer()
  } catch (error) {
    return unavailable(error)
  }

  function duplicateAnswer() {
    const notice = { title: t(spec.existing!.title), text: t(spec.existing!.text) }
    return answer(409, { error: notice.title, message: notice.text }, { notice })
  }

  const review = await botCheck({
    honeypot: data.website_url,
    turnstileToken,
    secret: c.env.TURNSTILE_SECRET_KEY,
    ip: c.req.header('CF-Connecting-IP'),
    hostname: new URL(siteOrigin(c)).hostname,
    action: turnstileAction(spec.view.endpoint),
    verifyUrl: c.env.TURNSTILE_VERIFY_URL,
  })

  for (let attempt = 0; ; attempt++) {
    const createdAt = new Date(now).toISOString()
    const record: SubmissionRecord = {
      id: crypto.randomUUID(),
      reference: newReference(),
      page: data.page ?? null,
      locale: locale.code,
      utm: {
        source: data.utmSource,
        medium: data.utmMedium,
        campaign: data.utmCampaign,
        term: data.utmTerm,
        content: data.utmContent,
      },
      affiliateTransactionId: data.affiliateTransactionId ?? null,
      consent: {
        version: data.consentVersion,
        locale: locale.code,
        at: createdAt,
        marketingOptIn: data.marketingOptIn,
      },
      review,
      createdAt,
    }
    // a renewed row keeps its id and reference; the record's id is then its change's
    const body = found
      ? { id: found.id, reference: found.reference }
      : { id: record.id, reference: record.reference }
    const db = c.env.DB
    const links = spec.links ? await spec.links(c, body.id, locale.code, now) : undefined
    const statements = found
      ? spec.existing!.renew(db, found, { data, record, links, now })
      : [
          insertSubmission(db, spec.table, spec.columns(data), record),
          insertOutboxRow(db, {
            id: record.id,
            type: spec.recordType,
            payload: crmPayload(spec.recordType, record, spec.crm(data), links),
            createdAt,
            now,
          }),
        ]
    const forwarded = statements.length > 0
    if (key) {
      const entry = { scope: spec.view.endpoint, key: key.value, requestHash, status: 201, body }
      statements.unshift(
        replaceExpiredAnswer(db, entry.scope, entry.key, now),
        insertStoredAnswer(db, entry, now)
      )
    }
    try {
      if (statements.length) await db.batch(statements)
    } catch (error) {
      if (key && isConstraintError(error, 'idempotency_keys')) {
        // A racing copy of this submission committed first: answer as it was answered
        const stored = await getStoredAnswer(db, spec.view.endpoint, key.value, now).catch(
          () => null
        )
        if (stored?.requestHash === requestHash) return replay(stored)
        if (stored && key.fromHeader) return conflict()
        key = undefined
        continue
      }
      if (spec.existing && isConstraintError(error, spec.table)) {
        // the same key raced in: answer as that row now stands
        found = await spec.existing.find(db, data).catch(() => null)
        if (found?.duplicate) return duplicateAnswer()
        if (found && attempt < 2) continue
      }
      if (attempt < 2 && String(error).includes('UNIQUE constraint failed')) continue
      return unavailable(error)
    }
    // Committed. Forwarding starts now and, should it fail, the scheduled handler retries it
    if (forwarded && forwarding(c.env)) {
      c.executionCtx.waitUntil(
        deliverRecord(c.env, record.id).catch((error) =>
          log.error('outbox.forward-failed', { error })
        )
      )
    }
    return answer(201, body, { result: body })
  }
}
