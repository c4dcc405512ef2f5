// The worker's memory over a load run: the resident set (RSS) of the workerd processes under
// the wrangler that serves it, read from /proc every few seconds.
import { readFileSync } from 'node:fs'
import { descendants } from '../bench/cpu.mjs'

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0 // the process is gone
  }
}

/** Samples every `everyMs` until stopped: `[{ seconds, mb }]` from the sampler's start. */
export function sampleMemory(wranglerPid, everyMs = 5_000) {
  const started = performance.now()
  const samples = []
  const take = () => {
    const workerd = descendants(wranglerPid).filter((p) => p.name === 'workerd')
    const kb = workerd.reduce((sum, p) => sum + rssKb(p.pid), 0)
    samples.push({ seconds: Math.round((performance.now() - started) / 1000), mb: kb / 1024 })
  }
  take()
  const timer = setInterval(take, everyMs)
  return {
    latest: () => samples.at(-1),
    stop() {
      clearInterval(timer)
      take()
      return samples
    },
  }
}
