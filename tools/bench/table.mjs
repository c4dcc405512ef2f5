/** A plain-text table: first column left-aligned, figures right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String))
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)))
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-')
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n')
}
