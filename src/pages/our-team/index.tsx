import { EmptyResults } from '../../components/empty-results'
import { FilterActions, FilterSelect } from '../../components/filter-select'
import { Island } from '../../placements/island'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { PageHero } from '../../components/page-hero'
import { listAgents } from '../../content'
import TeamDirectory from '../../islands/team-directory'
import { absoluteSrc, shareImage } from '../../lib/seo'
import type { LocaleCode } from '../../i18n/locales'
import { localePath } from '../../route-table'
import { EXPERTISES, type Agent } from '../../schemas/agent'
import {
  AgentQuerySchema,
  MAX_PAGE_SIZE,
  parseLenient,
  type AgentQuery,
} from '../../schemas/content-query'
import { standalone } from '../../i18n/template'
import { agentLabels, expertiseLabels, languageNames } from '../content-labels'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import route from './route'

interface TeamData {
  query: AgentQuery
  agents: Agent[]
  /** every language the team speaks, for the filter */
  languages: string[]
}

function Filters({ query, languages }: Pick<TeamData, 'query' | 'languages'>) {
  const { t, locale } = usePage()
  const names = languageNames(locale.iso, languages)
  const expertises = expertiseLabels(t)
  const sorted = [...languages].sort((a, b) => names[a]!.localeCompare(names[b]!, locale.iso))
  return (
    <form
      method="get"
      action={localePath('our-team', locale.code)}
      aria-label={t('team.filtersLabel')}
      className="mt-8 flex flex-wrap items-end gap-4"
    >
      <FilterSelect
        id="team-expertise"
        name="expertise"
        label={t('team.expertise')}
        value={query.expertise}
        first={{ label: t('team.anyExpertise') }}
        options={EXPERTISES.map((expertise) => ({
          value: expertise,
          label: expertises[expertise],
        }))}
        className="min-w-48 flex-1 sm:flex-none"
      />
      <FilterSelect
        id="team-language"
        name="language"
        label={t('team.language')}
        value={query.language}
        first={{ label: t('team.anyLanguage') }}
        options={sorted.map((code) => ({
          value: code,
          label: standalone(locale.iso, names[code]!),
        }))}
        className="min-w-48 flex-1 sm:flex-none"
      />
      <FilterActions
        apply={t('team.apply')}
        clear={t('team.clear')}
        clearHref={localePath('our-team', locale.code)}
        size="inline"
      />
    </form>
  )
}

/** The consultants shown, as a schema.org ItemList of RealEstateAgent entries. */
function teamListLd(agents: Agent[], name: string, locale: LocaleCode, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: agents.length,
    itemListElement: agents.map((agent, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'RealEstateAgent',
        name: agent.name,
        disambiguatingDescription: agent.title,
        url: origin + localePath('agent-id', locale, { id: agent.id }),
        image: agent.photo ? absoluteSrc(origin, shareImage(agent.photo).src) : undefined,
        telephone: agent.phone,
      },
    })),
  }
}

function Team({ data }: { data: TeamData }) {
  const { t, locale, origin } = usePage()
  const { agents } = data
  return (
    <>
      {agents.length > 0 ? (
        <JsonLd data={teamListLd(agents, t('pages.team.heading'), locale.code, origin)} />
      ) : null}
      <PageHero heading={t('pages.team.heading')} intro={t('pages.team.intro')}>
        <Filters query={data.query} languages={data.languages} />
      </PageHero>
      <section
        aria-labelledby="team-count"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
      >
        <p id="team-count" className="mb-6 text-lg font-semibold text-slate-900 dark:text-white">
          {t.plural('team.count', agents.length)}
        </p>
        {agents.length === 0 ? (
          <EmptyResults
            title={t('team.emptyTitle')}
            help={t('team.emptyHelp')}
            actions={[
              {
                href: localePath('our-team', locale.code),
                label: t('team.emptyAll'),
                primary: true,
              },
              {
                href: `${localePath('contact', locale.code)}?kind=consultation`,
                label: t('team.emptyContact'),
              },
            ]}
          />
        ) : (
          <Island
            name="team-directory"
            component={TeamDirectory}
            props={{
              agents,
              labels: {
                ...agentLabels(t, locale.iso, agents),
                list: t('team.list'),
                close: t('agentProfile.close'),
                openPage: t('agentProfile.openPage'),
                dialogDescription: t.personForms('agentProfile.dialogDescription'),
              },
              links: { contact: localePath('contact', locale.code), locale: locale.code },
              agentBase: localePath('agent-id', locale.code, { id: 0 }).slice(0, -1),
              localeIso: locale.iso,
            }}
            hydrate="interaction"
          />
        )}
      </section>
    </>
  )
}

async function load({ env, url, locale }: ViewContext): Promise<TeamData> {
  const query = parseLenient(AgentQuerySchema, Object.fromEntries(url.searchParams))
  const [filtered, all] = await Promise.all([
    listAgents(env, locale.code, {
      expertise: query.expertise,
      language: query.language,
      pageSize: MAX_PAGE_SIZE,
    }),
    listAgents(env, locale.code, { pageSize: MAX_PAGE_SIZE }),
  ])
  const languages = [...new Set(all.items.flatMap((agent) => agent.languages))]
  return { query, agents: filtered.items, languages }
}

export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await load(ctx) }),
  Component: Team,
})
