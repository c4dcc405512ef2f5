import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog'
import { buttonClass } from '../../components/ui/button'
import type { PhoneProps, SubmitFormProps } from './form-props'
import { createDraft } from './draft'
import { translate } from './messages'
import { QuestionnaireForm } from './questionnaire-form'

type QuestionnaireDialogProps = SubmitFormProps &
  PhoneProps & {
    open: boolean
    onOpenChange: (open: boolean) => void
  }

/** The answers typed so far: closing the modal and opening it again loses none of them */
const draft = createDraft()

/** The questionnaire as a multi-step modal; loaded when the visitor first opens it. */
export default function QuestionnaireDialog({
  open,
  onOpenChange,
  ...props
}: QuestionnaireDialogProps) {
  const t = translate(props.messages)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('questionnaire.title')}
        description={t('questionnaire.intro')}
        closeLabel={t('questionnaire.close')}
      >
        <div className="contents" onChange={(event) => draft.capture(event.target)}>
          <QuestionnaireForm
            {...props}
            initial={{ values: draft.values(), errors: {} }}
            onSuccess={draft.clear}
            mode="steps"
            idPrefix="questionnaire-dialog"
            closeButton={
              <DialogClose className={buttonClass('secondary')}>
                {t('questionnaire.close')}
              </DialogClose>
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}
