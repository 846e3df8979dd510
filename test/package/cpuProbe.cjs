// Preloaded (`node --require`) into a process the package check times (hostTsc.mjs): prints its CPU time on exit.
process.on("exit", () => {
  const { user, system } = process.cpuUsage()
  process.stderr.write(`\nwalletport-cpu-us ${user + system}\n`)
})
