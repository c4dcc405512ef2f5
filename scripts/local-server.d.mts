export interface LocalServer {
  url: string
  pid: number
  logs: () => string
  stop: () => Promise<void>
}

export function startLocalServer(options: {
  port: number
  persistTo: string
  vars?: Record<string, string>
  config?: string
}): Promise<LocalServer>
