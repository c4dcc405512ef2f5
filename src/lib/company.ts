// Facts about the company that code needs (links, structured data, the map). Everything a
// visitor reads about them is in en.json under `company`.
import { telHref } from './contact-links'

export const COMPANY_PHONE = '+971 4 300 0000'
export const COMPANY_PHONE_HREF = telHref(COMPANY_PHONE)
export const COMPANY_EMAIL = 'hello@arcadia-estates.example'
export const PRIVACY_EMAIL = 'privacy@arcadia-estates.example'
export const COPYRIGHT_EMAIL = 'copyright@arcadia-estates.example'
export const FOUNDING_YEAR = 2012

/** Agent rating shown on the site (SPEC.md section 1): 4.9 out of 5 on 100+ reviews. */
export const RATING = { value: 4.9, best: 5, count: 100 } as const

export type OfficeId = 'dubai' | 'london' | 'paris' | 'istanbul' | 'mumbai' | 'singapore' | 'seoul'

export interface Office {
  id: OfficeId
  /** longitude and latitude, for the world map */
  lon: number
  lat: number
  /** where the label sits beside the marker on the map, in map units */
  label: { dx: number; dy: number }
  email: string
  countryCode: string
}

/** The 7 global locations: the Dubai head office first. */
export const OFFICES: readonly Office[] = [
  {
    id: 'dubai',
    lon: 55.27,
    lat: 25.2,
    label: { dx: 0, dy: 7 },
    email: COMPANY_EMAIL,
    countryCode: 'AE',
  },
  {
    id: 'london',
    lon: -0.13,
    lat: 51.5,
    label: { dx: -9, dy: -3 },
    email: 'london@arcadia-estates.example',
    countryCode: 'GB',
  },
  {
    id: 'paris',
    lon: 2.35,
    lat: 48.86,
    label: { dx: -7, dy: 5 },
    email: 'paris@arcadia-estates.example',
    countryCode: 'FR',
  },
  {
    id: 'istanbul',
    lon: 28.98,
    lat: 41.01,
    label: { dx: 0, dy: -4 },
    email: 'istanbul@arcadia-estates.example',
    countryCode: 'TR',
  },
  {
    id: 'mumbai',
    lon: 72.88,
    lat: 19.08,
    label: { dx: 0, dy: 7 },
    email: 'mumbai@arcadia-estates.example',
    countryCode: 'IN',
  },
  {
    id: 'singapore',
    lon: 103.82,
    lat: 1.35,
    label: { dx: 0, dy: 7 },
    email: 'singapore@arcadia-estates.example',
    countryCode: 'SG',
  },
  {
    id: 'seoul',
    lon: 126.98,
    lat: 37.57,
    label: { dx: 0, dy: -4 },
    email: 'seoul@arcadia-estates.example',
    countryCode: 'KR',
  },
]

/** Opening hours of the Dubai office, Gulf Standard Time (schema.org day codes). */
export const OPENING_HOURS = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '19:00',
  },
  { days: ['Saturday'], opens: '10:00', closes: '17:00' },
] as const
