import { AgentProfile } from '../../components/agent-profile'
import { ContactBar } from '../../components/contact-bar'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { ratingText } from '../../components/star-rating'
import { PropertyGrid } from '../property-grid'
import { getAgent, listProperties } from '../../content'
import { absoluteSrc, shareImage } from '../../lib/seo'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import type { PropertySummary } from '../../schemas/property'
import { agentLabels, expertiseWords, languageNames } from '../content-labels'
import { definePage, type Resolved, type ViewContext } from '../page'
import route from './route'
import { listFormat } from '../../i18n/intl'

interface AgentData {
  agent: Agent
  listings: PropertySummary[]
}

function AgentPage({ data }: { data: AgentData }) {
  const { t, locale, origin } = usePage()
  const { agent, listings } = data
  const contact = localePath('contact', locale.code)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'RealEstateAgent',
          name: agent.name,
          // a consultant is described as an agent business: the job title disambiguates
          disambiguatingDescription: agent.title,
          description: agent.bio,
          url: origin + localePath('agent-id', locale.code, { id: agent.id }),
          image: agent.photo ? absoluteSrc(origin, shareImage(agent.photo).src) : undefined,
          telephone: agent.phone,
          email: agent.email,
          knowsLanguage: agent.languages,
          identifier: { '@type': 'PropertyValue', name: 'BRN', value: agent.brn },
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: agent.rating,
            bestRating: 5,
            reviewCount: agent.reviewCount,
          },
          parentOrganization: {
            '@type': 'Organization',
            '@id': `${origin}/#organization`,
            name: t('brand.name'),
            url: origin + localePath('index', locale.code),
          },
          address: {
            '@type': 'PostalAddress',
            streetAddress: t('company.offices.dubai.street'),
            addressLocality: t('company.offices.dubai.city'),
            addressCountry: 'AE',
          },
        }}
      />
      <p className="text-sm">
        <a
          href={localePath('our-team', locale.code)}
          className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
        >
          {t('agentProfile.allConsultants')}
        </a>
      </p>
      <div className="mt-6 max-w-3xl lg:max-w-none">
        <AgentProfile
          agent={agent}
          labels={agentLabels(t, locale.iso, [agent])}
          links={{ contact, locale: locale.code }}
          localeIso={locale.iso}
          headingLevel={1}
          wide
        />
      </div>
      {listings.length > 0 ? (
        <section
          aria-labelledby="agent-listings"
          className="mt-14 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          <h2 id="agent-listings" className="text-2xl font-semibold text-slate-900 dark:text-white">
            {t.person('agentProfile.listings', agent.gender, { name: agent.name })}
          </h2>
          <PropertyGrid properties={listings} agentId={agent.id} className="mt-6" />
        </section>
      ) : null}
      <ContactBar source="agent" agent={agent} inColumn />
    </div>
  )
}

/** The consultant (a 404 when there is none) and up to six of their listings. */
async function resolve(ctx: ViewContext): Promise<Resolved<AgentData> | null> {
  const { t, locale, env } = ctx
  const agent = await getAgent(env, locale.code, Number(ctx.params.id))
  if (!agent) return null
  const listings = await listProperties(env, locale.code, { agent: agent.id, pageSize: 6 })
  const expertises = expertiseWords(t)
  const names = languageNames(locale.iso, agent.languages)
  const list = (items: string[]) => listFormat(locale.iso, { type: 'conjunction' }).format(items)
  return {
    meta: {
      title: t('agentProfile.metaTitle', { name: agent.name, title: agent.title }),
      description: t.person('agentProfile.metaDescription', agent.gender, {
        name: agent.name,
        title: agent.title,
        expertises: list(agent.expertises.map((e) => expertises[e])),
        languages: list(agent.languages.map((code) => names[code]!)),
        rating: ratingText(locale.iso, agent.rating),
        reviews: t.plural('agentProfile.reviewCount', agent.reviewCount),
        brn: agent.brn,
      }),
      image: agent.photo ? shareImage(agent.photo) : undefined,
      crumb: agent.name,
    },
    data: { agent, listings: listings.items },
  }
}

export default definePage(route, { resolve, Component: AgentPage })
