import { Fragment, type ReactNode } from 'react'
import { templateParts } from '../i18n/template'

/**
 * A translated sentence whose values are drawn as elements (a bold share, a muted amount): the
 * words and punctuation around them stay the language's own, in its order ("1re échéance : 10 %").
 */
export function RichMessage({
  template,
  values,
}: {
  template: string
  values: Record<string, ReactNode>
}) {
  return (
    <>
      {templateParts(template).map((part, index) => (
        <Fragment key={index}>{index % 2 === 0 ? part : (values[part] ?? `{{${part}}}`)}</Fragment>
      ))}
    </>
  )
}
