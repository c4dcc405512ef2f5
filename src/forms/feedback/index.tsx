import { FeedbackFormIsland } from '../../components/forms/form-islands'
import { answerProps } from '../../routes/forms/form-page'
import { FeedbackSchema } from '../../schemas/feedback'
import { declareForm } from '../declaration'
import { FEEDBACK_VIEW } from './view'

/** The feedback form of /feedback, table `feedback` (0014). */
export const feedbackForm = declareForm({
  view: FEEDBACK_VIEW,
  recordType: 'feedback',
  table: 'feedback',
  schema: () => FeedbackSchema,
  columns: (f) => ({
    rating: f.rating,
    message: f.message,
    full_name: f.fullName,
    email: f.email,
  }),
  crm: (f) => ({
    rating: f.rating,
    message: f.message,
    fullName: f.fullName ?? null,
    email: f.email ?? null,
  }),
  page: (state) => ({
    title: FEEDBACK_VIEW.title,
    layout: 'empty',
    form: <FeedbackFormIsland {...answerProps(state)} />,
  }),
})
