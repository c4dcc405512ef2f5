// The choices of the questionnaire and the partner application, apart from the schemas so
// the forms can list them without loading zod and the phone library before the visitor starts.
export const YES_NO = ['yes', 'no'] as const
export const DUBAI_YEARS = ['none', 'under-1', '1-3', '3-5', 'over-5'] as const
export const PORTFOLIO_AREAS = ['off-plan', 'secondary', 'both', 'none'] as const
export const TRANSACTIONS = ['0', '1-3', '4-10', 'over-10'] as const
export const LANGUAGES = ['arabic', 'english', 'other'] as const

export const PARTNER_TYPES = ['individual', 'agency', 'company'] as const
export const REFERRALS_PER_MONTH = ['1-2', '3-5', '6-10', 'over-10'] as const
