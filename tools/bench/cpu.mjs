// CPU time per request, read from outside the worker. Inside workerd the clocks stand still
// while JavaScript runs (a Spectre mitigation), so the worker cannot time itself: instead this
// reads the kernel's per-thread counter, /proc/<pid>/task/<tid>/schedstat (first field:
// nanoseconds on a CPU), of every process under the wrangler that startLocalServer started.
import { readdirSync, readFileSync } from 'node:fs'
import { HEADERS } from './load.mjs'
import { median, quantile } from './stats.mjs'

// After each response, time for work the worker does after it (waitUntil: the cache store)
const SETTLE_MS = 15

const read = (path) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return '' // the process or thread is gone
  }
}

/** Every process below `rootPid`, each with its command name. */
export function descendants(rootPid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    // Fields after the command (which is in parentheses and may hold spaces): state, ppid, ...
    const stat = read(`/proc/${entry}/stat`)
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (!children.has(ppid)) children.set(ppid, [])
    children.get(ppid).push(Number(entry))
  }
  const found = []
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      found.push({ pid: child, name: read(`/proc/${child}/comm`).trim() })
      walk(child)
    }
  }
  walk(rootPid)
  return found
}

/** Nanoseconds on a CPU, summed over all threads of a process. */
export function cpuNs(pid) {
  let total = 0
  let tasks
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return 0 // the process is gone
  }
  for (const tid of tasks)
    total += Number(read(`/proc/${pid}/task/${tid}/schedstat`).split(' ')[0] || 0)
  return total
}

/** The processes to watch, grouped as the table shows them: workerd (all) and node (wrangler). */
export function watchedProcesses(wranglerPid) {
  const all = [{ pid: wranglerPid, name: 'node' }, ...descendants(wranglerPid)]
  return {
    workerd: all.filter((p) => p.name === 'workerd').map((p) => p.pid),
    node: all.filter((p) => p.name === 'node').map((p) => p.pid),
  }
}

const sample = (groups) =>
  Object.fromEntries(
    Object.entries(groups).map(([group, pids]) => [group, pids.reduce((s, p) => s + cpuNs(p), 0)])
  )

const byKey = (object, f) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]))

/**
 * `count` rounds after `warmup` unmeasured ones; a round sends one request of each variant in
 * turn, one at a time, so the machine's drifting load falls on every variant alike. For each
 * request, the CPU time every watched group spent from just before it was sent until SETTLE_MS
 * after its body was read. `variants[name](i)` gives the path of round i (a unique query string
 * makes it miss the edge cache).
 */
export async function cpuPerRequest(origin, groups, variants, { count = 200, warmup = 30 } = {}) {
  const values = byKey(variants, () => byKey(groups, () => []))
  for (let i = 0; i < warmup + count; i++) {
    for (const [variant, path] of Object.entries(variants)) {
      const before = sample(groups)
      const response = await fetch(`${origin}${path(i)}`, { headers: HEADERS })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${path(i)} answered ${response.status}`)
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
      if (i < warmup) continue
      const after = sample(groups)
      for (const group of Object.keys(groups)) {
        values[variant][group].push((after[group] - before[group]) / 1e6)
      }
    }
  }
  return byKey(values, (perGroup) =>
    byKey(perGroup, (list) => ({
      medianMs: median(list),
      p95Ms: quantile(list, 0.95),
      samples: list.length,
    }))
  )
}
