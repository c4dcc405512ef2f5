import { PARTNER_VIEW } from '../forms/partner/view'
import { SubmitForm, type ViewFormProps } from './forms/submit-form'

/** The Refer & Earn application: the partner's details and what they tell about their network. */
export default function PartnerForm(props: ViewFormProps) {
  return <SubmitForm view={PARTNER_VIEW} props={props} />
}
