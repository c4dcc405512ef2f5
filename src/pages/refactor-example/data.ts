import { listAgents, listProperties, listTestimonials } from '../../content'
import type { Agent } from '../../schemas/agent'
import type { PropertySummary } from '../../schemas/property'
import type { Testimonial } from '../../schemas/testimonial'
import { type ViewContext } from '../page'

// The kit shows real content where it can: the first listing, consultant and testimonial.

export interface KitData {
  property: PropertySummary | null
  agent: Agent | null
  testimonial: Testimonial | null
}
export async function load(ctx: ViewContext): Promise<KitData> {
  const safe = <T>(promise: Promise<{ items: T[] }>) =>
    promise.then((page) => page.items[0] ?? null).catch(() => null)
  const [property, agent, testimonial] = await Promise.all([
    safe(listProperties(ctx.env, ctx.locale.code, { pageSize: 1 })),
    safe(listAgents(ctx.env, ctx.locale.code, { pageSize: 1 })),
    safe(listTestimonials(ctx.env, ctx.locale.code, { pageSize: 1 })),
  ])
  return { property, agent, testimonial }
}
