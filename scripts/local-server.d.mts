export interface LocalServer {
  url: string
  pid: number
  logs: () => string
  /** resolves with wrangler's exit code once it has stopped */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

export function startLocalServer(options: {
  port: number
  persistTo: string
  vars?: Record<string, string>
  config?: string
  env?: string
  echo?: boolean
  /** a D1 migrated without the demo content, for the CMS sync to fill */
  empty?: boolean
  /** false (a bundle's `config` only): without the devtools inspector and the local trace store */
  devTools?: boolean
}): Promise<LocalServer>
