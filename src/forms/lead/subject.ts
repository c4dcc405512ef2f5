import { getAgent, getProperty } from '../../content'
import type { Bindings } from '../../env'
import type { LocaleCode } from '../../i18n/locales'

/**
 * The names of the listing and the consultant a lead is about, in the page's language: they read
 * better than numbers, and a consultant named needs no grammatical gender ("עם Noa Levi", where
 * «עם יועץ מס׳ 11» spoke of a woman as a man). Without them (an unknown id, content down) the
 * form still works and shows the numbers.
 */
export async function leadSubject(
  env: Bindings,
  locale: LocaleCode,
  ids: { propertyId?: number; agentId?: number }
): Promise<{ propertyTitle?: string; agentName?: string }> {
  const [property, agent] = await Promise.all([
    ids.propertyId ? getProperty(env, locale, ids.propertyId).catch(() => null) : null,
    ids.agentId ? getAgent(env, locale, ids.agentId).catch(() => null) : null,
  ])
  return { propertyTitle: property?.title, agentName: agent?.name }
}
