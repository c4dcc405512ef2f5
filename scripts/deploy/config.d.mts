export interface EnvironmentConfig {
  name: string
  publicOrigin?: string
  database?: { name: string; id?: string }
  renderedPages?: { id?: string }
  routes: string[]
  workersDev?: boolean
}
export function environmentConfig(env: string, configPath?: string): EnvironmentConfig
export function deployProblems(env: string, config: EnvironmentConfig): string[]
