import { describe, expect, it } from 'vitest'
import { isSensitiveName, scrub } from '../../src/lib/redact'

describe('what a log line may carry', () => {
  it.each([
    ['lead from maya@example.com failed', 'lead from [email] failed'],
    ['GET /x?email=maya%40example.com&a=1 failed', 'GET /x?[query] failed'],
    [
      'Fetch API cannot load: http://cms.test/api/auth/google/callback?access_token=ya29.x',
      'Fetch API cannot load: http://cms.test/api/auth/google/callback?[query]',
    ],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    [
      'cookie __Host-session=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.c2ln',
      'cookie __Host-session=[redacted]',
    ],
    ['{"password":"hunter2","ok":true}', '{"password":"[redacted]","ok":true}'],
    ['call +971 50 123 4567 or 050-123-4567', 'call [number] or [number]'],
  ])('scrubs %j', (text, clean) => {
    expect(scrub(text)).toBe(clean)
  })

  it.each([
    'outbox row 3f2a9c1e-0d4b-4c1e-9e2f-1234567890ab dead after 72 h',
    'row 12345678-1234-5abc-8def-123456789012',
    'D1_ERROR: UNIQUE constraint failed: leads.id at 2026-11-29T05:38:00.000Z',
    'CRM answered 401',
  ])('leaves ids, dates and statuses alone: %j', (text) => {
    expect(scrub(text)).toBe(text)
  })

  it('names the fields whose value is dropped whatever it holds', () => {
    for (const name of [
      'email',
      'contactEmail',
      'phone',
      'password',
      'access_token',
      'jwt',
      'Cookie',
      'fullName',
      'identifier',
      'X-Forwarded-For-Ip',
      'query',
    ]) {
      expect(isSensitiveName(name), name).toBe(true)
    }
    for (const name of [
      'status',
      'event',
      'path',
      'attempts',
      'durationMs',
      'description',
      'type',
    ]) {
      expect(isSensitiveName(name), name).toBe(false)
    }
  })
})
