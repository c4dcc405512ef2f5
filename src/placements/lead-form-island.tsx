import { formKeys } from '../forms/fields'
import { leadView, type LandingSubmit } from '../forms/lead/view'
import LeadForm from '../islands/lead-form'
import { LEAD_KINDS, LEAD_MESSAGE_KEYS, leadSchemaFor, type LeadKind } from '../forms/lead/schema'
import { Island } from './island'
import { usePage } from '../components/page-context'
import { phoneContext, submitFormProps, type FormIslandOptions } from './form-context'

/** Every string the lead form can show, whichever kind it is (the dialog switches kinds). */
export const LEAD_FORM_KEYS = [
  ...formKeys(...LEAD_KINDS.map((kind) => leadView(kind))),
  ...LEAD_MESSAGE_KEYS,
]

interface LeadFormIslandProps extends FormIslandOptions {
  kind: LeadKind
  propertyId?: number
  agentId?: number
  propertyTitle?: string
  agentName?: string
  showHeading?: boolean
  /** a landing page's own button ("Register my interest" under "Register your interest") */
  submit?: LandingSubmit
}

/**
 * The lead form as a page drops it in: `<LeadFormIsland kind="landing" />` on a landing page,
 * `kind="call"` with a `propertyId` beside a property. It works without JavaScript.
 */
export function LeadFormIsland(props: LeadFormIslandProps) {
  const { kind, propertyId, agentId, propertyTitle, agentName, showHeading, submit } = props
  const page = usePage()
  return (
    <Island
      name="lead-form"
      hydrate="interaction"
      component={LeadForm}
      props={{
        kind,
        propertyId,
        agentId,
        propertyTitle,
        agentName,
        showHeading,
        submit,
        idPrefix: `lead-${kind}`,
        ...submitFormProps(page, LEAD_FORM_KEYS, leadSchemaFor(kind), props),
        ...phoneContext(page),
      }}
    />
  )
}
