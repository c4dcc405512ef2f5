import type { MessageKey } from '../i18n/messages'

// What a visitor sees of a form: its copy and its fields, declared once and read by the generic
// form island (src/islands/form-kit/submit-form.tsx), the keys its island is given, and the
// worker's declaration (src/forms/declaration.ts). Plain data: it runs in the browser, so it
// imports no schema (loaded when the visitor reaches the form: it carries the phone library).
// Lengths are not here: inputs take `maxlength` from the schema (src/schemas/limits.ts).

interface Labelled {
  name: string
  label: MessageKey
}

/** A line of text, an address or a paragraph (`textarea`). */
export interface TextSpec extends Labelled {
  kind: 'text' | 'email' | 'textarea'
  required?: boolean
  placeholder?: MessageKey
  autoComplete?: string
  /** a text area's height in lines, when not 4 */
  rows?: number
}

/** The country picker and the number (`phoneCountry` and `phone`). */
export interface PhoneSpec {
  kind: 'tel'
  name: 'phone'
  required: boolean
}

/** One of a few options as pills (radio buttons; checkboxes if `multiple`). */
export interface ChoiceSpec<O extends string = string> extends Labelled {
  kind: 'choice'
  options: readonly O[]
  optionLabel(option: O): MessageKey
  multiple?: boolean
}

/** One of a few options in a drop-down, which starts on `empty` (no answer). */
export interface SelectSpec<O extends string = string> extends Labelled {
  kind: 'select'
  options: readonly O[]
  optionLabel(option: O): MessageKey
  empty: MessageKey
}

/** Pills for `options`; `optionLabel` is typed by them, so each label key is checked. */
export function choice<const O extends string>(spec: Omit<ChoiceSpec<O>, 'kind'>): ChoiceSpec {
  return { kind: 'choice', ...spec }
}

/** A drop-down for `options`; `optionLabel` is typed by them, so each label key is checked. */
export function select<const O extends string>(spec: Omit<SelectSpec<O>, 'kind'>): SelectSpec {
  return { kind: 'select', ...spec }
}

/** A score from 1 to `options.length`, as round numbered pills; `optionLabel` reads the count. */
export interface RatingSpec extends Labelled {
  kind: 'rating'
  options: readonly number[]
  optionLabel: MessageKey
  required: true
}

/** The consent notice, and the unticked marketing opt-in when `marketing`. */
export interface ConsentSpec {
  kind: 'consent'
  marketing: boolean
}

/** Fields side by side from the `sm` breakpoint. */
export interface PairSpec {
  kind: 'pair'
  fields: readonly FieldSpec[]
}

export type FieldSpec =
  TextSpec | PhoneSpec | SelectSpec | ChoiceSpec | RatingSpec | ConsentSpec | PairSpec

/** What a form island runs its schema through, without importing zod's types into the page. */
export interface SafeParser {
  safeParse: (input: unknown) => {
    success: boolean
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
}

export interface FormView {
  /** the endpoint the form posts to; it also scopes Idempotency-Keys */
  endpoint: string
  /** ids are `${idPrefix}-${field}` */
  idPrefix: string
  title: MessageKey
  intro?: MessageKey
  submit: MessageKey
  /** the thank-you state's title and text */
  thankYou: { title: MessageKey; text: MessageKey }
  /** the toast of SPEC.md section 8 for this form's failure */
  failure: { title: MessageKey; text?: MessageKey }
  fields: readonly FieldSpec[]
  /** the shared zod schema, imported when the visitor first reaches the form */
  loadSchema(): Promise<SafeParser>
  /** the gap between the form's rows, when not `gap-4` */
  spacing?: string
  /** strings the form shows besides its copy and fields (the lead form's chips) */
  keys?: readonly MessageKey[]
}

/** The fields of a form in order, pairs opened. */
export function flatFields(fields: readonly FieldSpec[]): Exclude<FieldSpec, PairSpec>[] {
  return fields.flatMap((field) => (field.kind === 'pair' ? flatFields(field.fields) : [field]))
}

/** Every message key a field shows: its label, placeholder and options. */
function fieldKeys(field: Exclude<FieldSpec, PairSpec>): MessageKey[] {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'textarea':
      return field.placeholder ? [field.label, field.placeholder] : [field.label]
    case 'tel':
      return ['forms.phone', 'forms.phoneCountry', 'forms.phonePlaceholder']
    case 'select':
      return [field.label, field.empty, ...field.options.map((o) => field.optionLabel(o))]
    case 'choice':
      return [field.label, ...field.options.map((o) => field.optionLabel(o))]
    case 'rating':
      return [field.label, field.optionLabel]
    case 'consent':
      return [
        'consent.notice',
        'consent.privacyLink',
        ...(field.marketing ? ['consent.marketing' as const] : []),
      ]
  }
}

/** What every form that sends says: while sending, offline, queued, rate limited, in toasts. */
export const SENDING_KEYS: MessageKey[] = [
  'forms.submitting',
  'forms.honeypot',
  'forms.offlineTitle',
  'forms.offlineText',
  'forms.queuedText',
  'forms.queuedInline',
  'forms.sentLaterTitle',
  'forms.sentLaterText',
  'forms.rateLimitedTitle',
  'forms.rateLimitedText',
  'toast.region',
  'toast.close',
]

/** A form with labelled fields: its required marks, the reference of its answer. */
const FULL_FORM_KEYS: MessageKey[] = [
  'forms.required',
  'forms.requiredNote',
  'forms.reference',
  'forms.referenceHint',
  'forms.errors.tooLong',
]

/** The strings a form's island is given, read from its views: nothing listed by hand. */
export function viewKeys(...views: FormView[]): MessageKey[] {
  const keys = views.flatMap((view) => [
    view.title,
    ...(view.intro ? [view.intro] : []),
    view.submit,
    view.thankYou.title,
    view.thankYou.text,
    view.failure.title,
    ...(view.failure.text ? [view.failure.text] : []),
    ...flatFields(view.fields).flatMap(fieldKeys),
    ...(view.keys ?? []),
  ])
  return [...new Set([...keys, ...SENDING_KEYS])]
}

/** The strings of a form drawn by the generic form (src/islands/form-kit/submit-form.tsx). */
export function formKeys(...views: FormView[]): MessageKey[] {
  return [...new Set([...viewKeys(...views), ...FULL_FORM_KEYS])]
}

/** The name, email and phone of a form that a consultant answers. */
export const NAME_FIELD: TextSpec = {
  kind: 'text',
  name: 'fullName',
  label: 'forms.fullName',
  placeholder: 'forms.fullNamePlaceholder',
  autoComplete: 'name',
  required: true,
}

export const EMAIL_FIELD: TextSpec = {
  kind: 'email',
  name: 'email',
  label: 'forms.email',
  placeholder: 'forms.emailPlaceholder',
  autoComplete: 'email',
  required: true,
}

export function phoneField(required: boolean): PhoneSpec {
  return { kind: 'tel', name: 'phone', required }
}
