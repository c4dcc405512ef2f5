import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react'
import { agentContactLinks } from '../components/agent-booking'
import type { AgentLabels, AgentLinks } from '../components/agent-labels'
import { Avatar } from '../components/avatar'
import { ratingText, StarRating } from '../components/star-rating'
import { imageSrc } from '../lib/images'
import { around, fill, person, type PersonForms } from '../i18n/template'
import { formatMoneyShort } from '../lib/compact-money'
import { NamedLabel } from '../components/named-label'
import type { Agent } from '../schemas/agent'
import { cn } from '../lib/cn'
import { buttonClass } from '../components/ui/button'
import { listFormat } from '../i18n/intl'

// The dialog (Radix) is fetched when a profile is first opened, or when the visitor points at
// a "View profile" link, so the list itself ships without it
const loadDialog = () => import('./parts/agent-dialog')
const AgentDialog = lazy(loadDialog)

export interface TeamDirectoryProps {
  agents: Agent[]
  labels: AgentLabels & {
    list: string
    close: string
    openPage: string
    dialogDescription: PersonForms | string
  }
  links: AgentLinks
  /** locale-prefixed `/agent/`; a profile's own page is this plus the id */
  agentBase: string
  localeIso: string
}

/**
 * The consultants' cards. "View profile" is a link to the consultant's own page; with
 * JavaScript it opens the profile in a dialog instead and the address follows it, so the
 * profile can be shared, reloaded or closed with the Back button.
 */
export default function TeamDirectory({
  agents,
  labels,
  links,
  agentBase,
  localeIso,
}: TeamDirectoryProps) {
  const [openId, setOpenId] = useState<number | null>(null)
  const open = agents.find((agent) => agent.id === openId) ?? null

  // Back and Forward move between the list and a profile
  useEffect(() => {
    const onPop = () => {
      const match = location.pathname.startsWith(agentBase)
        ? Number(location.pathname.slice(agentBase.length))
        : null
      setOpenId(match && agents.some((agent) => agent.id === match) ? match : null)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [agents, agentBase])

  function show(event: MouseEvent<HTMLAnchorElement>, agent: Agent) {
    // a new tab or window gets the page itself
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    history.pushState({ agentId: agent.id }, '', `${agentBase}${agent.id}`)
    setOpenId(agent.id)
  }

  const close = useCallback((next: boolean) => {
    if (next) return
    if ((history.state as { agentId?: number } | null)?.agentId) history.back()
    else setOpenId(null)
  }, [])

  const languageList = listFormat(localeIso, { type: 'conjunction' })
  // the amount stands in the sentence where the language puts it, in bold
  const [portfolioBefore, portfolioAfter] = around(labels.portfolioLine, 'amount')
  return (
    <>
      <ul aria-label={labels.list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {agents.map((agent) => {
          const contact = agentContactLinks(agent, links)
          return (
            <li
              key={agent.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center gap-4">
                <Avatar
                  alt={agent.name}
                  src={agent.photo ? imageSrc(agent.photo, 160) : null}
                  size={72}
                />
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
                    {agent.name}
                  </h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{agent.title}</p>
                  <p className="mt-1 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <StarRating
                      rating={agent.rating}
                      label={fill(person(labels.ratingLabel, agent.gender), {
                        rating: ratingText(localeIso, agent.rating),
                      })}
                      size="sm"
                    />
                    <span className="font-semibold">{ratingText(localeIso, agent.rating)}</span>
                  </p>
                </div>
              </div>
              <ul className="mt-4 flex flex-wrap gap-1.5">
                {agent.expertises.map((expertise) => (
                  <li
                    key={expertise}
                    className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200"
                  >
                    {labels.expertiseNames[expertise]}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                {fill(person(labels.speaks, agent.gender), {
                  languages: languageList.format(
                    agent.languages.map((code) => labels.languageNames[code] ?? code)
                  ),
                })}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {portfolioBefore}
                <span className="font-semibold">
                  {formatMoneyShort(localeIso, agent.portfolioUsd, 'USD')}
                </span>
                {portfolioAfter}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                <a
                  href={`${agentBase}${agent.id}`}
                  onClick={(event) => show(event, agent)}
                  onPointerEnter={() => void loadDialog()}
                  onFocus={() => void loadDialog()}
                  className={cn(
                    buttonClass('secondary', 'sm'),
                    'grow text-center whitespace-nowrap'
                  )}
                >
                  <NamedLabel
                    label={labels.viewProfile}
                    named={fill(labels.viewProfileNamed, { name: agent.name })}
                  />
                </a>
                <a
                  href={contact.consultation}
                  className={cn(buttonClass('primary', 'sm'), 'grow text-center whitespace-nowrap')}
                >
                  <NamedLabel
                    label={labels.bookConsultation}
                    named={fill(labels.bookConsultationNamed, { name: agent.name })}
                  />
                </a>
              </div>
            </li>
          )
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <AgentDialog
            agent={open}
            labels={labels}
            links={links}
            localeIso={localeIso}
            href={`${agentBase}${open.id}`}
            onOpenChange={close}
          />
        </Suspense>
      ) : null}
    </>
  )
}
