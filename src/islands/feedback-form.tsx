import { FEEDBACK_VIEW } from '../forms/feedback/view'
import { SubmitForm, type ViewFormProps } from './forms/submit-form'

/** The feedback form of /feedback: a rating, a message, and a name and email if wanted. */
export default function FeedbackForm(props: ViewFormProps) {
  return <SubmitForm view={FEEDBACK_VIEW} props={props} />
}
