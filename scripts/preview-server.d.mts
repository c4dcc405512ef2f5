import type { LocalServer } from './local-server.mjs'

export const PREVIEW_ENV: string
export const PREVIEW_DIR: string
export function previewBundle(dir?: string): string
export function startPreviewServer(options: {
  port: number
  persistTo: string
  origin?: string
  vars?: Record<string, string>
  echo?: boolean
  config?: string
}): Promise<LocalServer>
