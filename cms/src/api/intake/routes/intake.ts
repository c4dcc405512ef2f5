/**
 * The site's way in (src/intake/): the outbox's deliveries of form records and newsletter
 * changes, the daily retention run, and a person's export or erasure. Never a role's: each call
 * carries CMS_INTAKE_TOKEN, which the site's worker and `npm run privacy` hold.
 */
const SITE_ONLY = { auth: false as const, policies: ['global::intake-token'] }

export default {
  routes: [
    { method: 'POST', path: '/intake', handler: 'intake.receive', config: SITE_ONLY },
    { method: 'POST', path: '/intake/retention', handler: 'intake.retention', config: SITE_ONLY },
    { method: 'POST', path: '/intake/privacy/export', handler: 'intake.export', config: SITE_ONLY },
    { method: 'POST', path: '/intake/privacy/erase', handler: 'intake.erase', config: SITE_ONLY },
  ],
}
