import { ConsultationActions, CtaBand, MarketingHero } from '../../components/marketing/hero'
import { ExpertCards } from '../../components/marketing/experts'
import { IconTile, type IconName } from '../../components/marketing/icons'
import { FeatureCard, Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { WorldMap } from '../../components/marketing/world-map'
import { usePage } from '../../components/page-context'
import { listAgents } from '../../content'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import { Timeline } from '../../components/marketing/timeline'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import route from './route'
import { log } from '../../lib/log'

const VALUES = [
  { key: 'honesty', icon: 'shield' },
  { key: 'ownership', icon: 'target' },
  { key: 'expertise', icon: 'book' },
  { key: 'longTerm', icon: 'handshake' },
] as const satisfies readonly { key: string; icon: IconName }[]

interface StoryData {
  agents: Agent[]
}

function OurStory({ data }: { data: StoryData }) {
  const { t, locale } = usePage()
  return (
    <>
      <MarketingHero
        eyebrow={t('storyPage.eyebrow')}
        heading={t('pages.story.heading')}
        intro={t('pages.story.intro')}
        image={{ key: 'office-tower', alt: t('storyPage.imageAlt') }}
        trail={[{ name: t('pages.story.title'), page: 'our-story' }]}
      />
      <Section id="origin" heading={t('storyPage.origin.heading')}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid max-w-3xl content-start gap-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {(['p1', 'p2', 'p3'] as const).map((key) => (
              <p key={key} className="rtl:text-right">
                {t(`storyPage.origin.${key}`)}
              </p>
            ))}
          </div>
          <StatList items={generalStats(t)} className="self-start sm:grid-cols-2!" />
        </div>
      </Section>
      <Section
        id="journey"
        tone="muted"
        heading={t('storyPage.timeline.heading')}
        intro={t('storyPage.timeline.intro')}
      >
        <Timeline />
      </Section>
      <Section
        id="values"
        heading={t('storyPage.values.heading')}
        intro={t('storyPage.values.intro')}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={<IconTile name={icon} />}
              title={t(`storyPage.values.${key}.title`)}
            >
              {t(`storyPage.values.${key}.text`)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      {data.agents.length ? (
        <Section
          id="people"
          tone="muted"
          heading={t('storyPage.people.heading')}
          intro={t('storyPage.people.intro')}
        >
          <ExpertCards agents={data.agents} />
          <p className="mt-10 text-center">
            <a
              href={localePath('our-team', locale.code)}
              className="font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
            >
              {t('marketing.meetTeam')}
            </a>
          </p>
        </Section>
      ) : null}
      <Section
        id="global-presence"
        heading={t('storyPage.global.heading')}
        intro={t('storyPage.global.intro')}
      >
        <WorldMap />
      </Section>
      <CtaBand heading={t('storyPage.cta.heading')} text={t('storyPage.cta.text')}>
        <ConsultationActions />
      </CtaBand>
    </>
  )
}

async function load(ctx: ViewContext): Promise<StoryData> {
  const agents = await listAgents(ctx.env, ctx.locale.code, { pageSize: 4 }).catch(
    (error: unknown) => {
      log.error('our-story.consultants-unavailable', { error })
      return { items: [] }
    }
  )
  return { agents: agents.items }
}

export default definePage(route, {
  resolve: async (ctx) => ({
    meta: routeMeta(route, ctx.t, { hero: true }),
    data: await load(ctx),
  }),
  Component: OurStory,
})
