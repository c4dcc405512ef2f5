export interface Statement {
  name: string
  sql: string
}
export function checkEmail(email: unknown): string
export function inline(sql: string, values: unknown[]): string
export function exportStatements(email: string): Statement[]
export function eraseStatements(email: string, now: number): Statement[]
