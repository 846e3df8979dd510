// A dev service in a child process of its own: a TypeScript script forked through scripts/run-ts.mjs with an
// IPC channel, its output kept for error messages, stopped by a message (SIGKILL after a grace period).
// The child must exit on its own when the channel closes (its parent died), so it can never outlive the stack.
import { type ChildProcess, fork, type Serializable } from "node:child_process"
import { join } from "node:path"
import { projectRoot } from "./paths.js"

export interface ChildExit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
}

export interface TsChild {
  readonly process: ChildProcess
  /** The last output of the child (stdout and stderr), for error messages. */
  readonly output: () => string
  /** Settles when the child has exited (for any reason). */
  readonly exited: Promise<ChildExit>
  /** Sends `stopMessage` (SIGTERM if the channel is gone), SIGKILL after `graceMs`; resolves once it exited. Idempotent. */
  readonly stop: () => Promise<void>
}

const OUTPUT_TAIL_CHARS = 8_000

export interface ForkTsChildOptions {
  /** The message that asks the child to stop, already encoded. */
  readonly stopMessage: Serializable
  readonly graceMs: number
  /** Receives the child's output lines (default: kept for error messages only). */
  readonly onOutput?: (line: string) => void
}

/** Forks `script` (a path relative to the project root) with `args`. */
export const forkTsChild = (script: string, args: ReadonlyArray<string>, options: ForkTsChildOptions): TsChild => {
  const root = projectRoot()
  const child = fork(join(root, "scripts", "run-ts.mjs"), [join(root, script), ...args], {
    cwd: root,
    // Not the test runner's loader flags: run-ts bundles the TypeScript itself.
    execArgv: [],
    stdio: ["ignore", "pipe", "pipe", "ipc"]
  })
  let output = ""
  const onData = (chunk: Buffer): void => {
    const text = chunk.toString("utf8")
    output = (output + text).slice(-OUTPUT_TAIL_CHARS)
    for (const line of text.split("\n")) if (line.trim() !== "") options.onOutput?.(line)
  }
  child.stdout?.on("data", onData)
  child.stderr?.on("data", onData)
  const exited = new Promise<ChildExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      if (child.connected) child.send(options.stopMessage)
      else child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), options.graceMs)
      await exited
      clearTimeout(timer)
    })())

  return { process: child, output: () => output, exited, stop }
}
