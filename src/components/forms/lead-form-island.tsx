import type { FormInitialState } from '../../islands/forms/form-props'
import LeadForm, { LEAD_FORM_KEYS } from '../../islands/lead-form'
import { LEAD_MESSAGE_KEYS, leadSchemaFor, type LeadKind } from '../../schemas/lead'
import { maxLengths } from '../../schemas/limits'
import { Island } from '../island'
import { usePage } from '../page-context'
import { formContext, islandMessages, phoneContext } from './form-context'

interface LeadFormIslandProps {
  kind: LeadKind
  propertyId?: number
  agentId?: number
  propertyTitle?: string
  agentName?: string
  initial?: FormInitialState
  showHeading?: boolean
  /** the page and UTM fields the form was first posted from (the no-JavaScript answer page) */
  origin?: { page: string; utm: Record<string, string> }
}

/**
 * The lead form as a page drops it in: `<LeadFormIsland kind="landing" />` on a landing page,
 * `kind="call"` with a `propertyId` beside a property. It works without JavaScript.
 */
export function LeadFormIsland(props: LeadFormIslandProps) {
  const { kind, propertyId, agentId, propertyTitle, agentName, initial, showHeading, origin } =
    props
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
        initial,
        showHeading,
        idPrefix: `lead-${kind}`,
        messages: islandMessages(page.t, [...LEAD_FORM_KEYS, ...LEAD_MESSAGE_KEYS]),
        limits: maxLengths(leadSchemaFor(kind)),
        ...formContext(page),
        ...origin,
        ...phoneContext(page),
      }}
    />
  )
}
