import { flatFields, formKeys } from './fields'
import { FORMS } from '../generated/forms'
import type { DrawnFormName } from '../generated/form-views'
import Form, { holdView } from '../islands/form'
import { Island } from '../placements/island'
import { usePage } from '../components/page-context'
import { phoneContext, submitFormProps, type FormIslandOptions } from '../placements/form-context'

/**
 * A form drawn from its declaration (src/forms/<form>/), ready to drop into a page:
 * `<FormIsland form="partner" />`. It works without JavaScript, and hydrates when the visitor
 * reaches for it.
 */
export function FormIsland({ form, ...options }: FormIslandOptions & { form: DrawnFormName }) {
  const page = usePage()
  const { view, messages, schema } = FORMS[form]
  holdView(form, view)
  const hasPhone = flatFields(view.fields).some((field) => field.kind === 'tel')
  return (
    <Island
      name="form"
      hydrate="interaction"
      component={Form}
      props={{
        form,
        ...submitFormProps(page, [...formKeys(view), ...messages], schema({}), options),
        ...(hasPhone ? phoneContext(page) : {}),
      }}
    />
  )
}
