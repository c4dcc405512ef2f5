import { organizationLd, realEstateAgentLd } from '../../components/marketing/structured-data'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import route from './route'
import { HomeData, load } from './data'
import { Hero, Experience } from './hero'
import { Featured, Services, Experts } from './offer'
import { Locations, Trust } from './places'
import { Testimonials, Global, Developers, Contact } from './reach'

// The home page (SPEC.md section 2): its sections, in order, are the files beside this one.

function Home({ data }: { data: HomeData }) {
  const { t, locale, origin } = usePage()
  return (
    <>
      <Hero />
      <Experience />
      <Featured properties={data.featured} />
      <Services />
      <Experts agents={data.agents} />
      <Locations />
      <Trust />
      <Testimonials data={data} />
      <Global />
      <Developers developers={data.developers} />
      <Contact />
      <JsonLd data={organizationLd(t, locale, origin)} />
      <JsonLd data={realEstateAgentLd(t, locale, origin)} />
    </>
  )
}

export default definePage(route, {
  resolve: async (ctx) => ({
    meta: routeMeta(route, ctx.t, { hero: true }),
    data: await load(ctx),
  }),
  Component: Home,
})
