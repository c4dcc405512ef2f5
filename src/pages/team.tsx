import { Island } from '../components/island'
import { JsonLd } from '../components/json-ld'
import { usePage } from '../components/page-context'
import { PageHero } from '../components/page-hero'
import { listAgents } from '../content'
import TeamDirectory from '../islands/team-directory'
import { shareImage } from '../lib/seo'
import { plural } from '../lib/template'
import type { LocaleCode } from '../i18n/locales'
import { localePath } from '../route-table'
import { EXPERTISES, type Agent } from '../schemas/agent'
import {
  AgentQuerySchema,
  MAX_PAGE_SIZE,
  parseLenient,
  type AgentQuery,
} from '../schemas/content-query'
import { agentLabels, expertiseLabels, languageNames, template } from './content-labels'
import type { PageView } from './types'

interface TeamData {
  query: AgentQuery
  agents: Agent[]
  /** every language the team speaks, for the filter */
  languages: string[]
}

const SELECT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white'
const LABEL = 'block text-sm font-medium text-slate-800 dark:text-slate-200'

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
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor="team-expertise" className={LABEL}>
          {t('team.expertise')}
        </label>
        <select
          id="team-expertise"
          name="expertise"
          defaultValue={query.expertise ?? ''}
          className={SELECT}
        >
          <option value="">{t('team.anyExpertise')}</option>
          {EXPERTISES.map((expertise) => (
            <option key={expertise} value={expertise}>
              {expertises[expertise]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor="team-language" className={LABEL}>
          {t('team.language')}
        </label>
        <select
          id="team-language"
          name="language"
          defaultValue={query.language ?? ''}
          className={SELECT}
        >
          <option value="">{t('team.anyLanguage')}</option>
          {sorted.map((code) => (
            <option key={code} value={code}>
              {names[code]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-full bg-primary-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('team.apply')}
      </button>
      <a
        href={localePath('our-team', locale.code)}
        className="min-h-11 px-2 py-2.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
      >
        {t('team.clear')}
      </a>
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
        image: agent.photo ? origin + shareImage(agent.photo).src : undefined,
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
        <p
          id="team-count"
          dir="auto"
          className="mb-6 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {plural(locale.iso, agents.length, {
            one: template(t, 'team.countOne', 'count'),
            other: template(t, 'team.countOther', 'count'),
          })}
        </p>
        {agents.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <p
              dir="auto"
              className="mx-auto max-w-2xl text-lg font-semibold text-slate-900 dark:text-white"
            >
              {t('team.emptyTitle')}
            </p>
            <p dir="auto" className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">
              {t('team.emptyHelp')}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a
                href={localePath('our-team', locale.code)}
                className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-center text-sm font-semibold text-white hover:bg-primary-800"
              >
                {t('team.emptyAll')}
              </a>
              <a
                href={`${localePath('contact', locale.code)}?kind=consultation`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
              >
                {t('team.emptyContact')}
              </a>
            </div>
          </div>
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
                dialogDescription: t('agentProfile.dialogDescription'),
              },
              links: { contact: localePath('contact', locale.code), locale: locale.code },
              agentBase: localePath('agent-id', locale.code, { id: 0 }).slice(0, -1),
              localeIso: locale.iso,
            }}
          />
        )}
      </section>
    </>
  )
}

export const teamPage: PageView<TeamData> = {
  async load({ env, url }) {
    const query = parseLenient(AgentQuerySchema, Object.fromEntries(url.searchParams))
    const [filtered, all] = await Promise.all([
      listAgents(env, {
        expertise: query.expertise,
        language: query.language,
        pageSize: MAX_PAGE_SIZE,
      }),
      listAgents(env, { pageSize: MAX_PAGE_SIZE }),
    ])
    const languages = [...new Set(all.items.flatMap((agent) => agent.languages))]
    return { query, agents: filtered.items, languages }
  },
  Component: Team,
}
