// The local devnet (ARCHITECTURE §5): spawns the anvil binary shipped in the `@foundry-rs/anvil-<os>-<arch>`
// npm package on 127.0.0.1 with an OS-chosen port, and stops it without leaving orphans.
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { ANVIL_ACCOUNTS, ANVIL_CHAIN_ID, type AnvilAccount } from "./accounts.js"
import { deployMulticall3 } from "./multicall3.js"

export {
  ANVIL_ACCOUNT_0_ADDRESS,
  ANVIL_ACCOUNT_0_PRIVATE_KEY,
  ANVIL_ACCOUNTS,
  ANVIL_CHAIN_ID,
  type AnvilAccount
} from "./accounts.js"

/** How long anvil may take to print its listening address. */
export const ANVIL_START_TIMEOUT_MS = 15_000
/** How long stop() waits after SIGTERM before sending SIGKILL. */
export const ANVIL_STOP_TIMEOUT_MS = 5_000
/** Bytes of anvil output kept for error messages (anvil logs every RPC method name). */
const OUTPUT_LIMIT = 64 * 1024

export interface StartAnvilOptions {
  /** Aborting before anvil is ready kills it and rejects with the abort reason. */
  readonly signal?: AbortSignal
  /** 0 (default) lets the OS choose a free port. */
  readonly port?: number
  readonly chainId?: number
  readonly startTimeoutMs?: number
  readonly stopTimeoutMs?: number
  /** Path of the anvil binary; defaults to $ANVIL_BIN, then the npm package for this platform. */
  readonly binary?: string
  /** Extra command-line flags, e.g. ["--block-time", "1"]. */
  readonly extraArgs?: ReadonlyArray<string>
  /** Receives anvil's stdout/stderr as it arrives (the banner, then one line per RPC method). */
  readonly onOutput?: (text: string) => void
  /** Deploy Multicall3 at its canonical address once listening (default true; see dev/multicall3.ts). */
  readonly multicall3?: boolean
}

export interface AnvilExit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
}

export interface Anvil {
  readonly rpcUrl: string
  readonly port: number
  readonly pid: number
  readonly chainId: number
  /** The funded default dev accounts; accounts[0] is ANVIL_ACCOUNT_0. */
  readonly accounts: ReadonlyArray<AnvilAccount>
  /** Settles when the process has exited (for any reason). */
  readonly exited: Promise<AnvilExit>
  /** The last 64 KiB of anvil's output. */
  readonly output: () => string
  /** SIGTERM, then SIGKILL after stopTimeoutMs; resolves once the process is gone. Idempotent. */
  readonly stop: () => Promise<void>
}

const NPM_OS: Partial<Record<NodeJS.Platform, string>> = { linux: "linux", darwin: "darwin", win32: "win32" }
const NPM_ARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: "amd64", arm64: "arm64" }

/** Absolute path of the anvil binary: $ANVIL_BIN, else the one inside `@foundry-rs/anvil-<os>-<arch>`. */
export const anvilBinaryPath = (): string => {
  const fromEnv = process.env["ANVIL_BIN"]
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv
  const os = NPM_OS[process.platform]
  const arch = NPM_ARCH[process.arch]
  if (os === undefined || arch === undefined) {
    throw new Error(`anvil: no @foundry-rs/anvil package for ${process.platform}-${process.arch}; set ANVIL_BIN`)
  }
  const pkg = `@foundry-rs/anvil-${os}-${arch}`
  let manifest: string
  try {
    manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`)
  } catch {
    throw new Error(`anvil: ${pkg} is not installed (npm install -D --save-exact ${pkg}) and ANVIL_BIN is not set`)
  }
  const binary = join(dirname(manifest), "bin", process.platform === "win32" ? "anvil.exe" : "anvil")
  if (!existsSync(binary)) throw new Error(`anvil: ${binary} is missing from ${pkg}`)
  return binary
}

const SETPRIV = "/usr/bin/setpriv"
const LISTENING = /Listening on ([0-9.]+):(\d+)/

/** Starts anvil on 127.0.0.1 and resolves once it is accepting RPC connections. */
export const startAnvil = (options: StartAnvilOptions = {}): Promise<Anvil> => {
  const chainId = options.chainId ?? ANVIL_CHAIN_ID
  const startTimeoutMs = options.startTimeoutMs ?? ANVIL_START_TIMEOUT_MS
  const stopTimeoutMs = options.stopTimeoutMs ?? ANVIL_STOP_TIMEOUT_MS
  const { signal, onOutput } = options
  if (signal?.aborted === true) return Promise.reject(signal.reason)

  let binary: string
  try {
    binary = options.binary ?? anvilBinaryPath()
  } catch (error) {
    return Promise.reject(error)
  }
  if (!existsSync(binary)) return Promise.reject(new Error(`anvil: binary not found: ${binary}`))
  // Not --silent: it also suppresses the "Listening on" line we need with --port 0.
  const args = [
    "--host",
    "127.0.0.1",
    "--port",
    String(options.port ?? 0),
    "--chain-id",
    String(chainId),
    ...(options.extraArgs ?? [])
  ]
  // On Linux, setpriv (util-linux) makes the kernel SIGKILL anvil if this process dies without running any
  // cleanup (SIGKILL, OOM, a killed test worker). setpriv execs anvil, so the pid stays the same.
  const [command, commandArgs] = existsSync(SETPRIV) && process.platform === "linux"
    ? [SETPRIV, ["--pdeathsig", "KILL", "--", binary, ...args]]
    : [binary, args]
  const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] })

  let output = ""
  const onData = (text: string): void => {
    output = (output + text).slice(-OUTPUT_LIMIT)
    onOutput?.(text)
  }
  child.stdout.setEncoding("utf8")
  child.stderr.setEncoding("utf8")
  child.stdout.on("data", onData)
  child.stderr.on("data", onData)

  // If this Node process exits without calling stop() (uncaught error, process.exit), take anvil with it.
  const killOnExit = (): void => {
    child.kill("SIGKILL")
  }
  process.on("exit", killOnExit)

  let hasExited = false
  const exited = new Promise<AnvilExit>((resolve) => {
    const done = (exit: AnvilExit): void => {
      hasExited = true
      process.off("exit", killOnExit)
      resolve(exit)
    }
    child.once("exit", (code, exitSignal) => done({ code, signal: exitSignal }))
    // A failed spawn (ENOENT, EACCES) may emit "error" without ever emitting "exit".
    child.once("error", () => {
      if (child.pid === undefined) done({ code: null, signal: null })
    })
  })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (hasExited) return
      child.kill("SIGTERM")
      let timer: NodeJS.Timeout | undefined
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), stopTimeoutMs)
        })
      ])
      clearTimeout(timer)
      if (timedOut && !hasExited) {
        child.kill("SIGKILL")
        await exited
      }
    })()
    return stopping
  }

  return new Promise<Anvil>((resolve, reject) => {
    let settled = false
    const finish = (result: { readonly ok: Anvil } | { readonly error: unknown }): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener("abort", onAbort)
      child.stdout.off("data", checkReady)
      child.off("error", onError)
      if ("ok" in result) {
        resolve(result.ok)
      } else {
        // Reject only once the process is really gone, so callers never race an orphan.
        child.kill("SIGKILL")
        void exited.then(() => reject(result.error))
      }
    }
    const fail = (message: string): void => {
      finish({ error: new Error(`${message}\n--- anvil output ---\n${output.trim() || "(none)"}`) })
    }
    const checkReady = (): void => {
      const match = LISTENING.exec(output)
      const port = Number(match?.[2])
      if (match === null || !Number.isInteger(port) || port <= 0) return
      const host = match[1] ?? "127.0.0.1"
      child.stdout.off("data", checkReady)
      const rpcUrl = `http://${host}:${port}`
      const ready = options.multicall3 === false ? Promise.resolve() : deployMulticall3(rpcUrl)
      ready.then(() => finish({
        ok: {
          rpcUrl,
          port,
          pid: child.pid ?? -1,
          chainId,
          accounts: ANVIL_ACCOUNTS,
          exited,
          output: () => output,
          stop
        }
      }), (error: unknown) => fail(`anvil: Multicall3 deployment failed: ${String(error)}`))
    }
    const onError = (error: Error): void => {
      fail(`anvil: could not start ${binary}: ${error.message}`)
    }
    const onAbort = (): void => {
      finish({ error: signal?.reason })
    }
    const timer = setTimeout(() => {
      fail(`anvil: no "Listening on" line within ${startTimeoutMs} ms`)
    }, startTimeoutMs)

    child.stdout.on("data", checkReady)
    child.once("error", onError)
    void exited.then(({ code, signal: exitSignal }) => {
      fail(`anvil exited before it was ready (code ${code}, signal ${exitSignal})`)
    })
    signal?.addEventListener("abort", onAbort, { once: true })
  })
}
