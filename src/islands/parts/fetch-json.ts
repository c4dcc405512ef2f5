/** SWR's fetcher for the site's own JSON endpoints: an error answer is thrown, not returned. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** A list query with its page, for the API or for a link. */
export function withPage(query: string, page: number, pageSize?: number, after?: number): string {
  const params = new URLSearchParams(query)
  params.set('page', String(page))
  if (pageSize) params.set('pageSize', String(pageSize))
  if (after !== undefined) params.set('after', String(after))
  return params.toString()
}
