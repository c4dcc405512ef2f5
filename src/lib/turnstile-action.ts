/**
 * A form's Turnstile action: its endpoint's last segment (`leads`, `newsletter`, ...). The
 * browser hands it to the widget and the worker expects it back in siteverify's answer, so a
 * token solved on one form cannot be spent on another.
 */
export function turnstileAction(endpoint: string): string {
  return (endpoint.split(/[?#]/)[0]!.split('/').pop() ?? '').replace(/[^\w-]/g, '').slice(0, 32)
}
