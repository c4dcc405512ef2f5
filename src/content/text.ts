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

type RichNode = { type?: unknown; text?: unknown; children?: unknown; format?: unknown }

/** The plain text of a Strapi Blocks node and its children (text, links, inline code). */
function nodeText(node: RichNode): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? node.children.map((child) => nodeText(child)).join('') : ''
}

/** Markdown's inline marks dropped, its block marks turned into the ones `parseBody` reads. */
function markdownToText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '## ')
    .replace(/^[ \t]*(?:[*+-]|\d+[.)])[ \t]+/gm, '- ')
    .replace(/^[ \t]*>[ \t]?/gm, '')
}

/**
 * A CMS text field as the plain text `parseBody` reads, whichever way the editor wrote it: a
 * Strapi 5 Blocks field (the default rich text: an array of nodes), Markdown (the classic rich
 * text), or plain text. Nothing becomes HTML.
 */
export function richText(value: unknown): string {
  if (typeof value === 'string') return markdownToText(value)
  if (!Array.isArray(value)) return ''
  return (value as RichNode[])
    .flatMap((block) => {
      if (block.type === 'heading') return [`## ${nodeText(block)}`]
      if (block.type === 'list' && Array.isArray(block.children)) {
        return [(block.children as RichNode[]).map((item) => `- ${nodeText(item)}`).join('\n')]
      }
      if (block.type === 'image') return []
      const text = nodeText(block)
      return text.trim() ? [text] : []
    })
    .join('\n\n')
}
