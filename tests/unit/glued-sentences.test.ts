// No sentence is assembled in code from two translated pieces: each language writes a sentence
// whole, in one message with placeholders, with its own order, words and punctuation ("Open
// Monday to Friday" is one sentence in Dutch, not "Openingstijden:" + "Maandag…"). What the code
// may still join is detectable in its syntax, so this reads every source file's syntax tree.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** Calls that give translated text: the translator, and the helpers that fill its templates. */
const TRANSLATING_CALLS = new Set(['t', 'fill', 'plural', 'person', 'template'])
/** Names that hold translated strings handed to components and islands. */
const TRANSLATED_ROOTS = /^(labels|messages|types|statuses)$|Labels$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Whether an expression's value is translated text (a call or a label, not markup). */
function translated(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return translated(node.expression)
  if (ts.isCallExpression(node)) {
    const callee = node.expression
    if (ts.isIdentifier(callee)) return TRANSLATING_CALLS.has(callee.text)
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 't'
    )
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    let root: ts.Expression = node
    while (
      ts.isPropertyAccessExpression(root) ||
      ts.isElementAccessExpression(root) ||
      ts.isCallExpression(root)
    ) {
      root = root.expression
    }
    return ts.isIdentifier(root) && TRANSLATED_ROOTS.test(root.text)
  }
  if (ts.isConditionalExpression(node)) {
    const empty = (branch: ts.Expression) =>
      branch.kind === ts.SyntaxKind.NullKeyword || ts.isStringLiteralLike(branch)
    const [yes, no] = [translated(node.whenTrue), translated(node.whenFalse)]
    return (yes && (no || empty(node.whenFalse))) || (no && empty(node.whenTrue))
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.some((s) => translated(s.expression))
  return false
}

type Piece = 'translated' | 'text' | 'space' | 'other'

/** A JSX child as a piece of a line: translated text, written text, a space, or anything else. */
function piece(child: ts.JsxChild): Piece | null {
  if (ts.isJsxText(child)) {
    if (child.text.trim() !== '') return 'text'
    return child.text.includes('\n') ? null : 'space'
  }
  if (ts.isJsxExpression(child)) {
    const value = child.expression
    if (!value) return null
    if (ts.isStringLiteralLike(value)) return value.text.trim() === '' ? 'space' : 'text'
    return translated(value) ? 'translated' : 'other'
  }
  // an element whose first words are punctuation continues the sentence before it (`: {name}`)
  const inner = child.getText().replace(/^<[^>]*>/, '')
  return /^\s*[:·,;(–—]/.test(inner) && !/aria-hidden/.test(child.getText()) ? 'text' : 'other'
}

/** Every place a file joins translated text with more text, as `file:line what`. */
export function gluedSentences(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(`${file}:${line} ${what}: ${node.getText().replace(/\s+/g, ' ').slice(0, 90)}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const pieces = node.children.map(piece).filter((p): p is Piece => p !== null && p !== 'space')
      pieces.forEach((current, index) => {
        const next = pieces[index + 1]
        if (!next) return
        const pair = [current, next]
        if (pair.includes('translated') && !pair.includes('other')) {
          report(node, 'translated text joined with more text in JSX')
        }
      })
    }
    if (ts.isTemplateExpression(node)) {
      const parts = node.templateSpans.filter((span) => translated(span.expression)).length
      const words = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(
        ''
      )
      if (parts >= 2 || (parts === 1 && /[\p{L}:·,;]/u.test(words))) {
        report(node, 'translated text in a template string')
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (translated(node.left) || translated(node.right))
    ) {
      report(node, 'translated text concatenated')
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'join' &&
      /\bt(\.\w+)?\(/.test(node.expression.expression.getText())
    ) {
      report(node, 'translated texts joined (a list takes Intl.ListFormat)')
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

describe('sentences written whole', () => {
  it('joins no translated text with other text anywhere in src/', () => {
    const glued = sourceFiles('src').flatMap((file) =>
      gluedSentences(file, readFileSync(file, 'utf8'))
    )
    expect(glued).toEqual([])
  })

  // The checks themselves, on the shapes this codebase had before each became one message
  it.each([
    ["hours: `${t('company.hours.weekdays')} ${t('company.hours.weekdaysTime')}`", 'template'],
    ["const chip = `${t('catalog.minPrice')}: ${money}`", 'template'],
    ["const x = <p>{labels.portfolio}:{' '}<b>{amount}</b></p>", 'JSX'],
    ['const x = <a>{labels.viewDetails}<span className="sr-only">: {title}</span></a>', 'JSX'],
    ['const x = <p>{types[type]} · {statuses[status]}</p>', 'JSX'],
    ["const x = t('a') + ' ' + t('b')", 'concatenated'],
    ["const x = items.map((item) => t('a', { item })).join(', ')", 'joined'],
  ])('finds %s', (source, kind) => {
    expect(gluedSentences('planted.tsx', source).join('\n')).toContain(kind)
  })

  it.each([
    ["const x = <p>{t('a', { name })}</p>"],
    ['const x = <p>{types[type]}<DotSeparator />{statuses[status]}</p>'],
    [
      'const x = <a><NamedLabel label={labels.view} named={fill(labels.viewNamed, { title })} /></a>',
    ],
    ['const x = <h2>{t(\'a\')}<span aria-hidden="true"> · </span>{name}</h2>'],
  ])('leaves %s alone', (source) => {
    expect(gluedSentences('planted.tsx', source)).toEqual([])
  })
})
