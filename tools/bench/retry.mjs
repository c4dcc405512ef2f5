// Others' builds rewrite public/assets while a bench runs, and wrangler dev then restarts the
// worker: requests fail for a moment and the static snapshot is forgotten. A test that fails
// is run once more from the start (the static string stored again), after the restart.
export async function onceMore(name, test) {
  try {
    return await test()
  } catch (error) {
    console.log(`  ${name} failed (${error.message}); once more in 10 s, after a reload...`)
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    return test()
  }
}
