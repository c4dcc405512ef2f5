/** One layer of the worker: the files its patterns match (a `*` within a name, `**` across folders). */
export interface Layer {
  name: string
  paths: string[]
}

export const LAYERS: Layer[]
