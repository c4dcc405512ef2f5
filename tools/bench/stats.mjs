// Small statistics shared by the bench and the load test.

/** The value at quantile `q` (0..1) of a list, nearest rank; NaN for an empty list. */
export function quantile(values, q) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

export const median = (values) => quantile(values, 0.5)

export const kb = (bytes) => (bytes / 1024).toFixed(1)
export const size = (bytes) => `${kb(bytes)} KB`
export const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a')
export const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`
export const mark = (pass) => (pass ? 'PASS' : 'FAIL')
