import { imageSrc } from '../../lib/images'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import { Avatar } from '../avatar'
import { usePage } from '../page-context'
import { StarRating } from '../star-rating'
import { displayNames, listFormat, numberFormat } from '../../i18n/intl'

/** Consultants as cards: photo, title, rating, languages, and a link to the profile. */
export function ExpertCards({ agents }: { agents: Agent[] }) {
  const { t, locale } = usePage()
  const languages = displayNames([locale.iso], { type: 'language' })
  const list = listFormat(locale.iso, { style: 'long', type: 'conjunction' })
  const rating = numberFormat(locale.iso, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {agents.map((agent) => {
        const href = localePath('agent-id', locale.code, { id: agent.id })
        return (
          <li
            key={agent.id}
            className="relative flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <Avatar
              alt={agent.name}
              src={agent.photo ? imageSrc(agent.photo, 192) : null}
              size={80}
              decorative
              className="text-2xl ring-4 ring-primary-50 sm:size-24! dark:ring-primary-950"
            />
            <h3 className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
              <a
                href={href}
                className="after:absolute after:inset-0 hover:text-primary-800 dark:hover:text-primary-300"
              >
                {agent.name}
              </a>
            </h3>
            <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{agent.title}</p>
            <div className="flex flex-col items-center gap-1">
              <StarRating
                rating={Math.round(agent.rating * 2) / 2}
                label={t.person('agentProfile.ratingLabel', agent.gender, {
                  rating: rating.format(agent.rating),
                })}
                size="sm"
              />
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {t.plural('marketing.expertRating', agent.reviewCount, {
                  rating: rating.format(agent.rating),
                })}
              </span>
            </div>
            <p className="text-sm text-slate-700 max-sm:hidden dark:text-slate-300">
              {t.person('marketing.expertLanguages', agent.gender, {
                languages: list.format(agent.languages.map((code) => languages.of(code) ?? code)),
              })}
            </p>
            <span
              aria-hidden="true"
              className="mt-auto text-sm font-semibold text-primary-800 dark:text-primary-300"
            >
              {t('marketing.viewProfile')}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
