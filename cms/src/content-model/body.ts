/**
 * The site's body format, the one set of rules for every long text (a listing's description, an
 * article's body, a consultant's bio, a community's neighbourhood): blocks separated by a blank
 * line; a block whose every line starts with `- ` is a list, a one-line block starting with
 * `## ` (one to six `#`) a heading, anything else a paragraph whose lines join with a space.
 * Nothing is read as HTML, so content can never inject markup. D1 stores this text; the CMS
 * holds it as Strapi 5 Blocks, the rich text editors get in the admin.
 */
export type BodyBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }

const HEADING = /^#{1,6}[ \t]+/
const ITEM = /^- /

export function parseBody(text: string): BodyBlock[] {
  const blocks: BodyBlock[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((line) => ITEM.test(line))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.slice(2).trim()) })
    } else if (lines.length === 1 && HEADING.test(lines[0]!)) {
      blocks.push({ type: 'heading', text: lines[0]!.replace(HEADING, '') })
    } else {
      blocks.push({ type: 'paragraph', text: lines.join(' ') })
    }
  }
  return blocks
}

/** Blocks written back as body text: `parseBody(bodyText(blocks))` gives the same blocks. */
export function bodyText(blocks: BodyBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'heading'
        ? `## ${block.text}`
        : block.type === 'list'
          ? block.items.map((item) => `- ${item}`).join('\n')
          : block.text
    )
    .join('\n\n')
}

type StrapiText = { type: 'text'; text: string }
/** Strapi 5's Blocks: the nodes its rich-text editor writes. */
export type StrapiBlock =
  | { type: 'paragraph'; children: StrapiText[] }
  | { type: 'heading'; level: 2; children: StrapiText[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: StrapiText[] }[] }

const text = (value: string): StrapiText[] => [{ type: 'text', text: value }]

/** Body text as Strapi Blocks (the demo seed writes the site's texts into the CMS with it). */
export function textToBlocks(body: string): StrapiBlock[] {
  return parseBody(body).map((block): StrapiBlock => {
    if (block.type === 'heading') return { type: 'heading', level: 2, children: text(block.text) }
    if (block.type === 'list') {
      return {
        type: 'list',
        format: 'unordered',
        children: block.items.map((item) => ({ type: 'list-item', children: text(item) })),
      }
    }
    return { type: 'paragraph', children: text(block.text) }
  })
}

type RichNode = { type?: unknown; text?: unknown; children?: unknown }

/** The plain text of a Blocks node and its children (text, links, inline code). */
function nodeText(node: RichNode): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? node.children.map((child) => nodeText(child)).join('') : ''
}

/** Markdown's inline marks dropped, its block marks turned into the body format's. */
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
 * A CMS text field as body text, whichever way the editor wrote it: Strapi 5 Blocks (an array
 * of nodes: headings, lists, paragraphs, quotes and code as paragraphs, images left out),
 * Markdown (the classic rich text) or plain text.
 */
export function blocksToText(value: unknown): string {
  if (typeof value === 'string') return bodyText(parseBody(markdownToText(value)))
  if (!Array.isArray(value)) return ''
  const blocks = (value as RichNode[]).flatMap((node): BodyBlock[] => {
    if (node.type === 'image') return []
    if (node.type === 'list' && Array.isArray(node.children)) {
      const items = (node.children as RichNode[]).map((item) => nodeText(item).trim())
      return items.some(Boolean) ? [{ type: 'list', items: items.filter(Boolean) }] : []
    }
    // a line break within a paragraph is a space, as in body text; other spaces (a French
    // no-break space before a colon) stay as they are
    const content = nodeText(node)
      .replace(/[ \t]*[\r\n]+[ \t]*/g, ' ')
      .trim()
    if (!content) return []
    return [{ type: node.type === 'heading' ? 'heading' : 'paragraph', text: content }]
  })
  return bodyText(blocks)
}
