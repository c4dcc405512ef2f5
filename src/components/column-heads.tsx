/** A table's column headings, each with its own classes (alignment and padding differ by column). */
export function ColumnHeads({ columns }: { columns: readonly (readonly [string, string])[] }) {
  return (
    <>
      {columns.map(([label, className]) => (
        <th key={label} scope="col" className={className}>
          {label}
        </th>
      ))}
    </>
  )
}
