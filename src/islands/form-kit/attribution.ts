// Marketing attribution kept in the browser: the UTM parameters of the landing URL and the
// affiliate transaction id (SPEC.md sections 4 and 7), sent with every submission.

import { TRACKING_TOKEN, UTM_PARAMS, type UtmField } from '../../lib/utm'

const UTM_KEY = 'lead_attribution'
const AFFILIATE_KEY = 'affiliate_transaction_id'

export type Utm = Partial<Record<UtmField, string>>

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** Keeps the landing URL's UTM parameters for this visit (the latest campaign wins). */
export function captureUtm(search = window.location.search) {
  const params = new URLSearchParams(search)
  const utm: Utm = {}
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param)?.trim()
    if (value) utm[field] = value.slice(0, 100)
  }
  if (Object.keys(utm).length > 0) storage('session')?.setItem(UTM_KEY, JSON.stringify(utm))
}

export function storedUtm(): Utm {
  try {
    return JSON.parse(storage('session')?.getItem(UTM_KEY) ?? '{}') as Utm
  } catch {
    return {}
  }
}

export function storedAffiliateId(): string | undefined {
  return storage('local')?.getItem(AFFILIATE_KEY) ?? undefined
}

declare global {
  interface Window {
    /**
     * The click registration under way. It is kept on the page, not in this module, because the
     * page script and a form's chunk each carry a copy of the module and must register once.
     */
    __affiliateClick?: Promise<string | undefined>
  }
}

/**
 * SPEC.md section 4: if a transaction id exists (in the URL or kept from before), keep it;
 * otherwise register a click (offer 3 and affiliate 1 unless the URL names others) and keep the
 * id it returns. Runs once per page; failures are silent, a lead never waits on them for long.
 */
export function ensureAffiliateId(search = window.location.search): Promise<string | undefined> {
  const params = new URLSearchParams(search)
  const fromUrl = params.get('_ef_transaction_id')?.trim()
  if (fromUrl && TRACKING_TOKEN.test(fromUrl)) {
    storage('local')?.setItem(AFFILIATE_KEY, fromUrl)
    return Promise.resolve(fromUrl)
  }
  const stored = storedAffiliateId()
  if (stored) return Promise.resolve(stored)
  window.__affiliateClick ??= (async () => {
    const body: Record<string, string> = {
      offerId: params.get('oid') || '3',
      affiliateId: params.get('affid') || '1',
      page: window.location.pathname,
    }
    for (const name of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'uid', 'source_id']) {
      const value = params.get(name)
      if (value) body[name === 'source_id' ? 'sourceId' : name] = value
    }
    try {
      const response = await fetch('/api/affiliate/clicks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) return undefined
      const { transactionId } = (await response.json()) as { transactionId?: string }
      if (transactionId) storage('local')?.setItem(AFFILIATE_KEY, transactionId)
      return transactionId
    } catch {
      return undefined
    }
  })()
  return window.__affiliateClick
}

/** What a submission carries for attribution. */
export function attribution() {
  return { ...storedUtm(), affiliateTransactionId: storedAffiliateId() }
}
