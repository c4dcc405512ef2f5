/**
 * The site's plain-text bodies (paragraphs separated by a blank line, `## ` headings, `- ` list
 * items) as Strapi 5 Blocks, the rich-text format editors get in the admin.
 */
type Block =
  | { type: 'paragraph'; children: Text[] }
  | { type: 'heading'; level: 2; children: Text[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: Text[] }[] }
type Text = { type: 'text'; text: string }

const text = (value: string): Text[] => [{ type: 'text', text: value }]

export function toBlocks(body: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of body.split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({
        type: 'list',
        format: 'unordered',
        children: lines.map((line) => ({ type: 'list-item', children: text(line.slice(2)) })),
      })
    } else if (lines.length === 1 && lines[0]!.startsWith('## ')) {
      blocks.push({ type: 'heading', level: 2, children: text(lines[0]!.slice(3)) })
    } else {
      blocks.push({ type: 'paragraph', children: text(lines.join(' ')) })
    }
  }
  return blocks
}
