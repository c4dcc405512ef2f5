import type { FormView } from '../forms/fields'
import { FORM_VIEWS, type DrawnFormName } from '../generated/form-views'
import { SubmitForm, type ViewFormProps } from './form-kit/submit-form'

// The island of every form drawn from its view alone (src/forms/<form>/view.ts with a default
// export). A view is code (option labels, the schema's loader), so it cannot travel in the
// props: the browser loads it by name before hydrating (`prepare`), and the server hands over
// the one it renders with (`holdView`).
const views = new Map<DrawnFormName, FormView>()

export type FormIslandProps = ViewFormProps & { form: DrawnFormName }

/** The server's side: the view it renders this form with. */
export function holdView(form: DrawnFormName, view: FormView) {
  views.set(form, view)
}

/** Loads the form's view (its own chunk) before the island hydrates. */
export async function prepare({ form }: FormIslandProps) {
  if (!views.has(form)) views.set(form, await FORM_VIEWS[form]())
}

export default function Form({ form, ...props }: FormIslandProps) {
  const view = views.get(form)
  if (!view) throw new Error(`the view of form "${form}" is not loaded`)
  return <SubmitForm view={view} props={props} />
}
