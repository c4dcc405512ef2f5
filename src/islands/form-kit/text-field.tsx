import type { HTMLInputTypeAttribute } from 'react'
import { describedBy, Field, Input, Textarea } from '../../components/ui/field'

interface TextFieldProps {
  /** ids are `${prefix}-${name}` */
  prefix: string
  name: string
  label: string
  value?: string
  error?: string
  required?: boolean
  requiredLabel?: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  multiline?: boolean
  /** a text area's height in lines */
  rows?: number
  hint?: string
}

/** A labelled text input or text area with its error, the common case of every form. */
export function TextField(props: TextFieldProps) {
  const id = `${props.prefix}-${props.name}`
  const control = {
    id,
    name: props.name,
    required: props.required,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    defaultValue: props.value ?? '',
    // An email reads left to right in any language; other answers take their own direction
    dir: props.type === 'email' ? 'ltr' : 'auto',
    ...describedBy(id, props.error, Boolean(props.hint)),
  }
  return (
    <Field
      id={id}
      label={props.label}
      required={props.required}
      requiredLabel={props.requiredLabel}
      error={props.error}
      hint={props.hint}
    >
      {props.multiline ? (
        <Textarea {...control} rows={props.rows ?? 4} />
      ) : (
        <Input {...control} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
      )}
    </Field>
  )
}
