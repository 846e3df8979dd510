// `npm start`: the offline dev stack in the foreground. Ctrl-C (or SIGTERM/SIGHUP) stops every child.
import { startDevStack, type DevStack } from "./stack.js"

const parsePort = (value: string | undefined): number | undefined => {
  if (value === undefined || value === "") return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${value}`)
  return port
}

const argValue = (name: string): string | undefined => {
  const args = process.argv.slice(2)
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}

/** Dev only: WALLETPORT_DEV_FIXED_OTP=123456 makes every mailed one-time code that one (for manual tries). */
const devFixedOtp = (value: string | undefined): string | undefined => {
  if (value === undefined || value === "") return undefined
  if (!/^\d{6}$/.test(value)) throw new Error(`WALLETPORT_DEV_FIXED_OTP must be 6 digits, got ${JSON.stringify(value)}`)
  return value
}

let shuttingDown = false

const main = async (): Promise<void> => {
  const port = parsePort(argValue("--port") ?? process.env["PORT"])
  const fixedOtp = devFixedOtp(process.env["WALLETPORT_DEV_FIXED_OTP"])
  const verbose = process.argv.includes("--verbose") || process.env["WALLETPORT_DEV_VERBOSE"] === "1"
  const startedAt = performance.now()
  const abort = new AbortController()

  let stack: DevStack | undefined
  const shutdown = (reason: string, exitCode: number): void => {
    if (shuttingDown) {
      // Second Ctrl-C: don't wait any longer (anvil's exit hook still SIGKILLs it).
      process.exit(exitCode)
    }
    shuttingDown = true
    console.log(`walletport dev: ${reason}, stopping…`)
    abort.abort(new Error(reason))
    // Still starting: startDevStack sees the abort, stops what it started and rejects (handled below).
    if (stack === undefined) return
    void stack.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      }
    )
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => shutdown(signal, 0))
  }
  // `kill <npm pid>` makes npm signal its `sh -c` child, which dies without passing SIGTERM on to us;
  // notice being re-parented and stop, so anvil is never left behind.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) shutdown("parent process exited", 0)
  }, 250).unref()

  stack = await startDevStack({
    watch: true,
    signal: abort.signal,
    log: (line) => console.log(`walletport dev: ${line}`),
    ...(port === undefined ? {} : { port }),
    ...(fixedOtp === undefined ? {} : { devFixedOtp: fixedOtp }),
    ...(verbose
      ? {
          onAnvilOutput: (text: string) => process.stdout.write(text),
          onSurfpoolOutput: (line: string) => console.log(`walletport surfpool: ${line}`),
          onWalletServerOutput: (line: string) => console.log(`walletport wallet server: ${line}`)
        }
      : {})
  })
  const started = stack
  for (const [name, chain] of [["anvil", started.anvil], ["surfpool", started.surfpool]] as const) {
    void chain.exited.then(({ code, signal }) => {
      if (!shuttingDown) shutdown(`${name} exited unexpectedly (code ${code}, signal ${signal})`, 1)
    })
  }

  console.log(`walletport dev: ready in ${Math.round(performance.now() - startedAt)} ms (Ctrl-C stops everything)`)
  console.log(`walletport demo: ${started.url}`)
  console.log(`walletport data server: ${started.data.url} (analytics: ${started.data.url}/dev/analytics)`)
  console.log(`walletport wallet server: ${started.walletServer.url} (embedded wallet frame and API)`)
  console.log(`walletport mailbox: ${started.mail.mailboxUrl} (one-time codes and device links)`)
  if (fixedOtp !== undefined) console.log(`walletport dev: WALLETPORT_DEV_FIXED_OTP is set: every one-time code is ${fixedOtp} (dev only)`)
}

main().catch((error: unknown) => {
  if (shuttingDown) process.exit(0)
  console.error("walletport dev: failed to start:", error)
  process.exit(1)
})
