import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type * as z from 'zod/mini'
import type { SubmissionRecord } from '../db/submission-record'
import type { ColumnValue } from '../db/submissions'
import type { RecordType } from '../db/webhook-outbox'
import type { AppEnv, Bindings } from '../env'
import type { Locale, LocaleCode } from '../i18n/locales'
import type { MessageKey } from '../i18n/messages'
import type { RecordLinks } from '../outbox/payload'
import type { LayoutName } from '../route-table'
import type { CONTEXT_FIELDS } from './rules'
import type { FormView } from './fields'

/** What every form's data carries besides its answers (page, locale, UTM, consent, bot check). */
export type ContextData = z.output<z.ZodMiniObject<typeof CONTEXT_FIELDS>>

/**
 * Everything the site knows about one form, in one place (docs/lead-capture.md): the default
 * export of `src/forms/<form>/index.ts(x)`, listed by scripts/build-forms.mjs. The endpoint
 * (src/routes/submissions/endpoints.ts), the insert (src/db/submissions.ts), the CRM payload and the
 * no-JavaScript answer page read it; the island reads its `view` (`./<form>/view.ts`). Members
 * are methods so a list of declarations of different forms is one type.
 */
export interface FormDeclaration<T extends ContextData> {
  /** what the visitor sees: endpoint, copy, fields and thank-you, shared with the island */
  view: FormView
  /** the CRM's `type` */
  recordType: RecordType
  /** its table: the common submission columns plus `columns` */
  table: string
  /** the shared zod schema; a form whose messages depend on a field (the lead's kind) picks here */
  schema(raw: Record<string, unknown>): z.ZodMiniType<T, unknown>
  /** the messages its schema answers with, which the island shows */
  messages: readonly MessageKey[]
  /** the form's own columns, as stored */
  columns(data: T): Record<string, ColumnValue>
  /** the record's own fields, as the CRM receives them under `data` */
  crm(data: T): object
  /**
   * One row per key (the newsletter: per address). `find` gives the row a submission would
   * repeat: a `duplicate` is refused (409, `title` and `text`); any other is renewed by the
   * statements of `renew` (its outbox record among them; none: answered as it stands) instead
   * of a new row. Without it, every submission is a row of its own.
   */
  existing?: {
    find(db: D1Database, data: T): Promise<ExistingRecord | null>
    renew(db: D1Database, found: ExistingRecord, request: RenewalRequest<T>): D1PreparedStatement[]
    title: MessageKey
    text: MessageKey
  }
  /**
   * signed links the record carries to its owner's inbox (the newsletter's confirmation and
   * unsubscribe), made for the record's id in the visitor's language
   */
  links?(c: Context<AppEnv>, id: string, locale: LocaleCode, now: number): Promise<RecordLinks>
  /** the layout of the page a plain HTML form gets back, when not the default */
  layout?: LayoutName
  /**
   * that page, for a form with an island of its own (without, the view's title and the generic
   * form island): its heading, layout and the form in its state, which may wait on content the
   * form names (`env`); `framed: false`: a form that draws its own card stands on the page, not
   * in a second box
   */
  page?(
    state: FormPageState,
    env: Bindings
  ): {
    title: MessageKey
    layout?: LayoutName
    framed?: boolean
    form: ReactNode | Promise<ReactNode>
  }
}

/** The row a submission found for its key (`existing`). */
export interface ExistingRecord {
  id: string
  reference: string
  duplicate: boolean
  /** where it stands (the newsletter: pending, confirmed, unsubscribed) */
  status: string
  /** when it last changed: a renewal may wait a while before it mails again */
  changedAt: string
}

/** What renews a row: this submission's data, its record (a new id: the change's), links. */
export interface RenewalRequest<T> {
  data: T
  record: SubmissionRecord
  links?: RecordLinks
  now: number
}

/** Declares a form; the type of its data comes from its schema. */
export function declareForm<T extends ContextData>(form: FormDeclaration<T>) {
  return form
}

/** What a no-JavaScript form page is rendered from: the answer, the values, the errors. */
export interface FormPageState {
  status: 201 | 400 | 409
  locale: Locale
  /** what the visitor typed, to fill the form again */
  values: Record<string, string | string[]>
  /** translated message per field */
  errors: Record<string, string>
  result?: { id: string; reference: string }
  /** the title and text of a refusal that is not about one field (409) */
  notice?: { title: string; text: string }
}
