import type { AgentLabels, AgentLinks } from '../../components/agent-labels'
import { AgentProfile } from '../../components/agent-profile'
import { Dialog, DialogContent } from '../../components/ui/dialog'
import { person, type PersonForms } from '../../i18n/template'
import type { Agent } from '../../schemas/agent'

export interface AgentDialogProps {
  agent: Agent
  labels: AgentLabels & { close: string; openPage: string; dialogDescription: PersonForms | string }
  links: AgentLinks
  localeIso: string
  href: string
  onOpenChange: (open: boolean) => void
}

/**
 * A consultant's profile in a Radix dialog. Loaded only when a profile is first opened, so the
 * team page does not pay for the dialog's code up front.
 */
export default function AgentDialog({
  agent,
  labels,
  links,
  localeIso,
  href,
  onOpenChange,
}: AgentDialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={agent.name}
        description={person(labels.dialogDescription, agent.gender)}
        closeLabel={labels.close}
      >
        <AgentProfile
          agent={agent}
          labels={labels}
          links={links}
          localeIso={localeIso}
          headingLevel={2}
          showName={false}
        />
        <p className="mt-6">
          <a
            href={href}
            className="text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            {labels.openPage}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  )
}
