export const BUDGET_BYTES: number
export const PAID_LIMIT_BYTES: number
export const FREE_LIMIT_BYTES: number
export interface BundleSize {
  files: number
  rawBytes: number
  gzipBytes: number
}
export function measureBundle(dir: string): BundleSize
export function sizeGate(measured: BundleSize, budget?: number): { ok: boolean; lines: string[] }
