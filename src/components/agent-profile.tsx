import { imageSrc } from '../lib/images'
import { TickIcon } from './tick-icon'
import { fill, person, plural, standalone } from '../i18n/template'
import type { Agent } from '../schemas/agent'
import type { AgentLabels, AgentLinks } from './agent-labels'
import { Avatar } from './avatar'
import { ratingText, StarRating } from './star-rating'
import { cn } from '../lib/cn'
import { AgentBooking } from './agent-booking'
import { DotSeparator } from './dot-separator'
import { OwnWords } from './own-words'
import { RichMessage } from './rich-message'

const CHIP =
  'inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200'
const H = 'text-base font-semibold text-slate-900 dark:text-white'

interface AgentProfileProps {
  agent: Agent
  labels: AgentLabels
  links: AgentLinks
  localeIso: string
  /** `h2` inside a dialog whose title is the name, `h1` on the agent's own page */
  headingLevel: 1 | 2
  /** the name is the dialog's title there, so the profile does not repeat it */
  showName?: boolean
  /**
   * On the consultant's own page: from `lg` the figures and the ways to get in touch are a card
   * beside the profile that stays in view, so the width is used and the booking is at hand.
   */
  wide?: boolean
}

/**
 * A consultant's profile: rating, insider reviews, verified expertises, languages, profile text,
 * track record and the ways to book a consultation. Shared by the team dialog and /agent/:id.
 */
export function AgentProfile({
  agent,
  labels,
  links,
  localeIso,
  headingLevel,
  showName = true,
  wide = false,
}: AgentProfileProps) {
  const Title = `h${headingLevel}` as const
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3'
  return (
    <div className={cn('grid gap-6', wide && 'lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12')}>
      <div className="flex items-center gap-4">
        <Avatar
          alt={agent.name}
          src={agent.photo ? imageSrc(agent.photo, 192) : null}
          size={headingLevel === 1 ? 112 : 80}
        />
        <div className="min-w-0">
          {showName ? (
            <Title
              className={
                headingLevel === 1
                  ? 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white'
                  : 'text-xl font-bold text-slate-900 dark:text-white'
              }
            >
              {agent.name}
            </Title>
          ) : null}
          <p className="text-slate-700 dark:text-slate-300">{agent.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            <StarRating
              rating={agent.rating}
              label={fill(person(labels.ratingLabel, agent.gender), {
                rating: ratingText(localeIso, agent.rating),
              })}
              size="sm"
            />
            {/* the figure and its reviews stay on one line: wrapped, the dot started a line */}
            <span className="whitespace-nowrap">
              <span className="font-semibold">
                {fill(labels.ratingValue, { rating: ratingText(localeIso, agent.rating) })}
              </span>
              <DotSeparator />
              {plural(localeIso, agent.reviewCount, labels.reviews)}
            </span>
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {fill(labels.brn, { brn: agent.brn })}
          </p>
        </div>
      </div>

      <AgentBooking agent={agent} labels={labels} links={links} localeIso={localeIso} wide={wide} />

      <div className="grid min-w-0 gap-6">
        <section>
          <Section className={H}>{labels.expertises}</Section>
          <ul className="mt-2 flex flex-wrap gap-2">
            {agent.expertises.map((expertise) => (
              <li key={expertise} className={CHIP}>
                <TickIcon className="size-4" />
                {labels.expertiseNames[expertise]}
              </li>
            ))}
          </ul>
        </section>

        <section>
          <Section className={H}>{labels.languages}</Section>
          <ul className="mt-2 flex flex-wrap gap-2">
            {agent.languages.map((code) => (
              <li
                key={code}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
              >
                {standalone(localeIso, labels.languageNames[code] ?? code)}
              </li>
            ))}
          </ul>
        </section>

        <section>
          <Section className={H}>{labels.profile}</Section>
          <p className="mt-2 leading-7 text-slate-700 dark:text-slate-300">{agent.bio}</p>
        </section>

        {agent.trackRecord.length > 0 ? (
          <section>
            <Section className={H}>{labels.trackRecord}</Section>
            <ul className="mt-2 grid gap-2">
              {agent.trackRecord.map((item) => (
                <li key={item} className="flex gap-2 text-slate-700 dark:text-slate-300">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-600"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {agent.reviews.length > 0 ? (
          <section>
            <Section className={H}>{labels.insiderReviews}</Section>
            <ul className="mt-3 grid gap-3">
              {agent.reviews.map((review) => (
                <li
                  key={review.author}
                  className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                >
                  <StarRating
                    rating={review.rating}
                    label={fill(labels.reviewRatingLabel, {
                      rating: ratingText(localeIso, review.rating),
                    })}
                    size="sm"
                  />
                  <OwnWords
                    text={review.text}
                    language={review.language ?? 'en'}
                    localeIso={localeIso}
                    writtenIn={labels.writtenIn}
                    className="mt-2 text-slate-800 dark:text-slate-200"
                  />
                  <p className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                    {/* the name isolated: "Karim B." keeps its period in a right-to-left line */}
                    {review.place ? (
                      <RichMessage
                        template={labels.reviewAuthor}
                        values={{ author: <bdi>{review.author}</bdi>, place: review.place }}
                      />
                    ) : (
                      <bdi>{review.author}</bdi>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
