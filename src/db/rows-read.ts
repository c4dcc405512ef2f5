/**
 * A D1 database that keeps D1's `meta.rows_read` of every query made through it: the catalogue
 * at scale is held to 1,000 rows a query (DESIGN.md), and the bench and the scale tests report
 * it. Measurement only: `first()` goes through `all()` to see the query's meta.
 */
export function countingRowsRead(db: D1Database): { db: D1Database; rowsRead: () => number[] } {
  const rows: number[] = []
  const originals = new WeakMap<object, D1PreparedStatement>()
  const tally = <T extends { meta?: { rows_read?: number } }>(result: T): T => {
    rows.push(result.meta?.rows_read ?? 0)
    return result
  }

  function wrap(statement: D1PreparedStatement): D1PreparedStatement {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => tally(await statement.all()),
      run: async () => tally(await statement.run()),
      first: async (column?: string) => {
        const row = (tally(await statement.all()).results[0] ?? null) as Record<string, unknown>
        return column === undefined || row === null ? row : row[column]
      },
      raw: statement.raw.bind(statement),
    } as unknown as D1PreparedStatement
    originals.set(wrapped, statement)
    return wrapped
  }

  const counted = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) =>
      (await db.batch(statements.map((statement) => originals.get(statement) ?? statement))).map(
        tally
      ),
    exec: db.exec.bind(db),
    dump: db.dump.bind(db),
    withSession: db.withSession.bind(db),
  } as unknown as D1Database
  return { db: counted, rowsRead: () => [...rows] }
}
