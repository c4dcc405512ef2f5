import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { FORM_LIST } from '../../generated/forms'
import { isDrawnForm } from '../../generated/form-views'
import { formGuard } from './guard'
import { handleSubmission } from './submission'

// Every form's endpoint, from its declaration (src/forms/): the same way in (the guard,
// validation, idempotency, abuse checks) and out (its table, the CRM outbox, the answer page).
export const formEndpoints = new Hono<AppEnv>()

// GET /api/forms/config: what the form islands need from configuration, fetched when a visitor
// reaches a form so cached pages never carry it. Today: the Turnstile site key, or null.
formEndpoints.get('/api/forms/config', (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY?.trim() || null })
})

for (const [name, form] of FORM_LIST) {
  // a form the generic island cannot draw brings its own answer page: said at start, not on a post
  if (!form.page && !isDrawnForm(name)) throw new Error(`form "${name}" has no way to be drawn`)
  formEndpoints.post(form.view.endpoint, formGuard(), (c) => handleSubmission(c, name, form))
}
