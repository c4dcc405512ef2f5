export interface SmokeResult {
  name: string
  ok: boolean
  problems: string[]
  warnings: string[]
  detail: string
}
export function headerProblems(headers: Headers): string[]
export function runSmoke(origin: string, options?: { concurrency?: number }): Promise<SmokeResult[]>
export function formatReport(origin: string, results: SmokeResult[], seconds: string): string
