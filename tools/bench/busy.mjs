// DESIGN.md asks for Lighthouse's bars "on a busy machine too": while Lighthouse runs, the bench
// keeps cores busy with processes of its own that spin, as a second program on a phone would.
import { spawn } from 'node:child_process'

/** Runs `work` while `processes` spinning Node processes compete for the CPU. */
export async function whileBusy(processes, work) {
  const spinners = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  )
  try {
    return await work()
  } finally {
    for (const spinner of spinners) spinner.kill('SIGKILL')
  }
}
