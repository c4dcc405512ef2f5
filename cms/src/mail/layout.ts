/**
 * The one look of the mails visitors and partners get: paragraphs, the action as a button, the
 * link written out for a mail client that shows no buttons, in the reader's language and
 * direction. Plain text beside it, the same words.
 */

export interface Mail {
  subject: string
  text: string
  html: string
}

const RTL = new Set<string>(['ar', 'he'])

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

interface Layout {
  language: string
  subject: string
  /** before the button */
  opening: string[]
  action: { label: string; href: string; help: string }
  /** after it */
  closing: string[]
  /** small print at the foot, with an optional link (the newsletter's unsubscribe) */
  foot?: { text: string; link?: { label: string; href: string } }
}

export function mailLayout({ language, subject, opening, action, closing, foot }: Layout): Mail {
  const text = [...opening, `${action.label}:\n${action.href}`, ...closing]
  if (foot)
    text.push(
      [foot.text, foot.link && `${foot.link.label}: ${foot.link.href}`].filter(Boolean).join('\n')
    )
  const dir = RTL.has(language) ? 'rtl' : 'ltr'
  const href = escapeHtml(action.href)
  // a paragraph's own line breaks (a list of details) stay line breaks
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n')
  const footHtml = foot
    ? `<p style="font-size:12px;color:#64748b">${escapeHtml(foot.text)}${
        foot.link
          ? ` <a href="${escapeHtml(foot.link.href)}" style="color:#475569">${escapeHtml(foot.link.label)}</a>`
          : ''
      }</p>\n`
    : ''
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${paragraphs(opening)}
<p style="margin:28px 0"><a href="${href}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(action.help)}<br><a href="${href}" style="color:#047857;word-break:break-all">${href}</a></p>
${paragraphs(closing)}
</div>
${footHtml}</body>
</html>`
  return { subject, text: text.join('\n\n'), html }
}
