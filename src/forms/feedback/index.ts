import { FEEDBACK_MESSAGE_KEYS, FeedbackSchema } from './schema'
import { declareForm } from '../declaration'
import { FEEDBACK_VIEW } from './view'

/** The feedback form of /feedback, table `feedback` (0014). */
export default declareForm({
  view: FEEDBACK_VIEW,
  recordType: 'feedback',
  table: 'feedback',
  schema: () => FeedbackSchema,
  messages: FEEDBACK_MESSAGE_KEYS,
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
  layout: 'empty',
})
