export const FIRST_GENERATED_ID: number
export interface ScaleSize {
  listings: number
  agents: number
  articles: number
}
export function scaleSql(size: ScaleSize): string
export function scaleStatements(size: ScaleSize): string[]
