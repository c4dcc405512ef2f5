import words from './lead-notice.json'
import { mailLayout, type Mail } from './layout'

// The e-mail a consultant gets for a new lead, in the brokerage's working language (the admin
// panel's too): who, how to reach them, what they asked about and where, when, and the lead in
// the admin. Plain words; the words live in lead-notice.json.

export interface LeadNotice {
  kind: keyof typeof words.asked
  fullName: string | null
  email: string | null
  phone: string | null
  message: string | null
  page: string | null
  reference: string | null
  submittedAt: string
  utmSource: string | null
  utmCampaign: string | null
  reviewStatus: string | null
  reviewReason: string | null
  listing: { ref: number; title: string } | null
  consultant: { name: string } | null
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

/** The moment in Dubai, as the team reads it: "2 June 2025 at 13:14". */
export const dubaiTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso))

export function leadNotice(lead: LeadNotice, links: { site: string; admin: string }): Mail {
  const name = lead.fullName?.trim() || lead.email || 'A visitor'
  const listing = lead.listing
    ? `${lead.listing.title} (no. ${lead.listing.ref}): ${links.site}/catalog/${lead.listing.ref}`
    : null
  const campaign = [lead.utmSource, lead.utmCampaign].filter(Boolean).join(' / ')
  const details = [
    [words.labels.name, lead.fullName],
    [words.labels.email, lead.email],
    [words.labels.phone, lead.phone],
    [words.labels.listing, listing],
    [words.labels.page, lead.page && `${links.site}${lead.page}`],
    [words.labels.message, lead.message],
    [words.labels.campaign, campaign],
    [words.labels.reference, lead.reference],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')
  const opening = [
    lead.consultant
      ? fill(words.greeting, { consultant: lead.consultant.name.split(' ')[0]! })
      : words.greetingTeam,
    fill(words.intro, { name, asked: words.asked[lead.kind], time: dubaiTime(lead.submittedAt) }),
    details,
  ]
  if (!lead.consultant) opening.push(words.unassigned)
  if (lead.reviewStatus === 'suspected') {
    opening.push(fill(words.suspected, { reason: lead.reviewReason ?? '' }))
  }
  return mailLayout({
    language: 'en',
    subject: fill(words.subject, {
      name,
      subject: lead.listing?.title ?? words.subjects[lead.kind],
    }),
    opening,
    action: { label: words.action, href: links.admin, help: words.linkHelp },
    closing: [lead.email ? fill(words.reply, { name }) : '', words.signature].filter(Boolean),
  })
}
