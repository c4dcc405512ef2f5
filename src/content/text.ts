import type { Block } from '../schemas/blog'

/** Average adult reading speed for online articles, in words per minute. */
export const WORDS_PER_MINUTE = 200

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, at least one: a 450-word article takes 3 minutes. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE))
}

/**
 * Reads an article body stored as plain text: blank lines separate blocks, `## ` starts a
 * heading and `- ` list items. Nothing is interpreted as HTML, so content can never inject markup.
 */
export function parseBody(text: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.slice(2).trim()) })
    } else if (lines.length === 1 && lines[0]!.startsWith('#')) {
      blocks.push({ type: 'heading', text: lines[0]!.replace(/^#+\s*/, '') })
    } else {
      blocks.push({ type: 'paragraph', text: lines.join(' ') })
    }
  }
  return blocks
}
