import type { Core } from '@strapi/strapi'
import { FORM_UIDS } from '../intake/records'

/**
 * Form records are people's details, not content: no webhook hears of them. Strapi sends every
 * entry event, the entry with it, to every webhook (the site's publish webhook among them),
 * which would carry each lead's name and phone to the site and make it refresh its pages.
 */
function keepOutOfWebhooks(strapi: Core.Strapi) {
  const runner = strapi.get('webhookRunner')
  const run = runner.run.bind(runner)
  runner.run = (webhook: unknown, event: string, info: { uid?: string } = {}) =>
    info.uid && FORM_UIDS.has(info.uid)
      ? Promise.resolve({ statusCode: 204 })
      : run(webhook, event, info)
}

/** The list of leads as the sales team scans it: newest first, who, stage, where from. */
const LEAD_LIST = [
  'fullName',
  'stage',
  'kind',
  'listing',
  'consultant',
  'utmCampaign',
  'submittedAt',
]

async function leadList(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types')
  const lead = contentTypes.findContentType('api::lead.lead')
  const configuration = await contentTypes.findConfiguration(lead)
  await contentTypes.updateConfiguration(lead, {
    ...configuration,
    settings: {
      ...configuration.settings,
      mainField: 'fullName',
      defaultSortBy: 'submittedAt',
      defaultSortOrder: 'DESC',
    },
    layouts: { ...configuration.layouts, list: LEAD_LIST },
  })
}

export async function configureFormCollections(strapi: Core.Strapi): Promise<void> {
  keepOutOfWebhooks(strapi)
  await leadList(strapi)
}
