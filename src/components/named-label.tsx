/**
 * A link's words as seen, and for assistive technology one translated sentence that also names
 * what the link is about ("View Details: Marina Crest Residences"), so a list of links reads
 * apart. The sentence holds the visible words (tests/unit/locale-checks.test.ts), as speech
 * control needs, and each language writes it whole: its own order and punctuation.
 */
export function NamedLabel({ label, named }: { label: string; named: string }) {
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{named}</span>
    </>
  )
}
