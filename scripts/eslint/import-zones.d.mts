/** One boundary: files under `from` may not import (at run time) `paths` or `packages`. */
export interface ImportZone {
  from: string[]
  paths?: string[]
  except?: string[]
  packages?: string[]
  transitive?: boolean
  message: string
}

export const IMPORT_ZONES: ImportZone[]
