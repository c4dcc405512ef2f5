/** Average adult reading speed for online articles, in words per minute. */
export const WORDS_PER_MINUTE = 200

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, at least one: a 450-word article takes 3 minutes. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE))
}

// The body format's one parser, shared with the CMS (cms/src/content-model/body.ts): blank lines
// separate blocks, `## ` starts a heading and `- ` list items; nothing is read as HTML
export { parseBody } from '../../cms/src/content-model/body'
