/**
 * The constants of the legal texts (SPEC.md section 9), in one place: the terms, the privacy
 * policy and the tests that read the rendered pages all take them from here.
 */
export const LEGAL = {
  /** the terms: users must be at least this old */
  minimumAge: 18,
  /** the privacy policy: no data knowingly collected from children under this age */
  childAge: 13,
  /** changes to the terms take effect this many days after notice */
  changeNoticeDays: 30,
  /** informal resolution period after a dispute notice */
  disputeResolutionDays: 30,
  /** liability cap, US dollars */
  liabilityCapUsd: 50,
  /** arbitration claims below this amount may be non-appearance based */
  nonAppearanceBelowUsd: 10_000,
  /** the minimum paid when an award beats our last settlement offer */
  minimumAwardUsd: 2_500,
  /** an in-person hearing takes place within this distance of the user's residence */
  hearingMiles: 100,
  /** implied warranties that cannot be excluded are limited to this many days */
  warrantyDays: 90,
  /** when the texts were last revised */
  lastUpdated: '2025-06-01',
} as const
