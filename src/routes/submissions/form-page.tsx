import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv, Bindings } from '../../env'
import type { MessageKey } from '../../i18n/messages'
import { renderDocument } from '../../render/render-document'
import type { LayoutName } from '../../route-table'
import { FormIsland } from '../../forms/form-island'
import type { ContextData, FormDeclaration, FormPageState } from '../../forms/declaration'
import { isDrawnForm } from '../../generated/form-views'
import { answerProps, originOf } from '../../forms/answer-props'

/**
 * The form a plain post is answered with: its declaration's own page, or else its view's title
 * and the generic form island.
 */
export function answerPage(
  name: string,
  form: FormDeclaration<ContextData>,
  state: FormPageState,
  env: Bindings
) {
  if (form.page) return form.page(state, env)
  if (!isDrawnForm(name)) throw new Error(`form "${name}" has neither a default view nor a page`)
  return {
    title: form.view.title,
    layout: form.layout,
    form: <FormIsland form={name} {...answerProps(state)} />,
  }
}

interface FormPageOptions {
  state: FormPageState
  /** the form's heading, also the document title */
  title: MessageKey
  layout?: LayoutName
  /** the form in its state: errors beside the fields, or the thank-you */
  form: ReactNode | Promise<ReactNode>
  /** false for a form that draws its own panel (the newsletter card): no box inside a box */
  framed?: boolean
}

/**
 * The page a plain HTML form (no JavaScript) gets back from a form endpoint: the form again
 * with the errors beside the fields and everything typed kept, or its thank-you state; and a
 * way back to the page the visitor came from. Not indexed.
 */
export function renderFormPage(c: Context<AppEnv>, options: FormPageOptions): Response {
  const t = c.get('t')
  const { state } = options
  const title = t(options.title)
  const back = originOf(state.values).page
  const hasErrors = Object.keys(state.errors).length > 0
  return renderDocument(c, {
    status: state.status,
    layout: options.layout ?? 'default',
    page: { page: null, params: {} },
    head: {
      title: t('meta.titleTemplate', { title, brand: t('brand.name') }),
      // what the page says first: what to correct, or the form's own title
      description: hasErrors ? t('forms.errorSummary') : title,
      robots: 'noindex',
    },
    content: async () => {
      const form = await options.form
      return (
        <section className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
          <p>
            <a
              href={back}
              className="text-sm font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {t('forms.backToPage')}
            </a>
          </p>
          {/* the page's one level-one heading; the form keeps its own heading below it */}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('forms.resultTitle')}
          </h1>
          {hasErrors ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
            >
              {t('forms.errorSummary')}
            </p>
          ) : null}
          {state.notice ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 dark:border-amber-900 dark:bg-amber-950"
            >
              <p className="font-semibold text-amber-900 dark:text-amber-100">
                {state.notice.title}
              </p>
              <p className="text-sm text-amber-900 dark:text-amber-100">{state.notice.text}</p>
            </div>
          ) : null}
          {options.framed === false ? (
            form
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              {form}
            </div>
          )}
        </section>
      )
    },
  })
}
