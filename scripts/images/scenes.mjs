// Every generated image, by key. Content refers to these keys (photos, floor plans, portraits).
import { EXTERIORS } from './exteriors.mjs'
import { INTERIORS, PLANS, PORTRAITS } from './interiors.mjs'

export const SCENES = { ...EXTERIORS, ...INTERIORS, ...PLANS, ...PORTRAITS }
