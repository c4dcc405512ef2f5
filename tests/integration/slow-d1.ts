// D1 made slow, for the tests only: nothing real slows the local D1 (an SQLite file inside
// workerd), so this wrapper of the binding waits `ms` before each query and batch runs (or
// before each batch only: the writes of a form).
const RUNS = new Set(['first', 'all', 'run', 'raw'])
const inner = new WeakMap<object, D1PreparedStatement>()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function slowStatement(statement: D1PreparedStatement, ms: number): D1PreparedStatement {
  if (ms === 0) return statement
  const wrapper = new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (property === 'bind') {
        return (...values: unknown[]) => slowStatement(target.bind(...values), ms)
      }
      if (typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      if (typeof property === 'string' && RUNS.has(property)) {
        return async (...args: unknown[]) => {
          await pause(ms)
          return method.apply(target, args)
        }
      }
      return method.bind(target)
    },
  })
  inner.set(wrapper, statement)
  return wrapper
}

/** The statements a batch was given, as D1 made them: anything else it refuses. */
const own = (statements: D1PreparedStatement[]) =>
  statements.map((statement) => inner.get(statement) ?? statement)

export function slowD1(db: D1Database, ms: number, what: 'all' | 'writes' = 'all'): D1Database {
  const readMs = what === 'all' ? ms : 0
  const slowSession = (session: D1DatabaseSession): D1DatabaseSession =>
    ({
      prepare: (query: string) => slowStatement(session.prepare(query), readMs),
      batch: async <T>(statements: D1PreparedStatement[]) => {
        await pause(ms)
        return session.batch<T>(own(statements))
      },
      getBookmark: () => session.getBookmark(),
    }) as D1DatabaseSession
  return {
    prepare: (query: string) => slowStatement(db.prepare(query), readMs),
    batch: async <T>(statements: D1PreparedStatement[]) => {
      await pause(ms)
      return db.batch<T>(own(statements))
    },
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint?: string) => slowSession(db.withSession(constraint)),
  } as D1Database
}
