// The stack's side of the wallet server (server/, issue 21): runs it in a child process (walletServerProcess.ts,
// why there), on its own 127.0.0.1 port — same-site with the demo (both 127.0.0.1), so the frame keeps its
// first-party storage — with a fresh PGlite data dir and frame build in a scratch directory per stack.
//
// Two steps, because the server's allow-list needs the demo's origin and the demo's /config.json needs the
// server's URL: launch (port open, frame build and database prepared meanwhile), then configure.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as Schema from "effect/Schema"
import { forkTsChild } from "../tsChild.js"
import { FromChild, type ToChild } from "./walletServerIpc.js"

type Configure = Omit<Extract<ToChild, { readonly _tag: "configure" }>, "_tag">

export interface LaunchWalletServerOptions {
  /** Receives the child's output lines (default: kept for error messages only). */
  readonly onOutput?: (line: string) => void
  /** How long launch and configure may each take (default 90 s: the first run makes the PGlite template). */
  readonly timeoutMs?: number
}

export interface WalletServerChild {
  /** The wallet server's origin, e.g. http://127.0.0.1:40555 (the frame is at /frame). */
  readonly url: string
  readonly pid: number
  /** Its scratch directory (frame build, PGlite data dir), removed by stop(). */
  readonly workDir: string
  /** Creates the server (migrations, allow-list); resolves once it answers. */
  readonly configure: (options: Configure) => Promise<void>
  /** Tests only: moves the server's clock forward by `ms` (e.g. past the mail cooldown); resolves once it moved. */
  readonly advanceClock: (ms: number) => Promise<void>
  /** Stops the child (PGlite closed) and removes its scratch directory. Idempotent. */
  readonly stop: () => Promise<void>
}

const STOP_GRACE_MS = 10_000

/** Forks the wallet-server child and resolves once its port is open. */
export const launchWalletServer = async (options: LaunchWalletServerOptions = {}): Promise<WalletServerChild> => {
  const timeoutMs = options.timeoutMs ?? 90_000
  const workDir = await mkdtemp(join(tmpdir(), "walletport-wallet-server-"))
  const forked = forkTsChild("dev/embedded/walletServerProcess.ts", [workDir], {
    stopMessage: { _tag: "stop" },
    graceMs: STOP_GRACE_MS,
    ...(options.onOutput === undefined ? {} : { onOutput: options.onOutput })
  })
  const child = forked.process

  const decode = Schema.decodeUnknownEither(FromChild)
  /** The first message from the child that `pick` takes; rejects on `failed`, on its exit or after the timeout. */
  const next = <A>(pick: (message: FromChild) => A | undefined, what: string): Promise<A> =>
    new Promise((resolve, reject) => {
      const cleanup = (): void => {
        clearTimeout(timer)
        child.off("message", onMessage)
        child.off("exit", onExit)
      }
      const fail = (message: string): void => {
        cleanup()
        reject(new Error(`wallet server: ${what}: ${message}\n${forked.output()}`))
      }
      const onMessage = (raw: unknown): void => {
        const decoded = decode(raw)
        if (decoded._tag === "Left") return
        const message = decoded.right
        if (message._tag === "failed") return fail(message.message)
        const picked = pick(message)
        if (picked === undefined) return
        cleanup()
        resolve(picked)
      }
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => fail(`exited (code ${code}, signal ${signal})`)
      const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs)
      child.on("message", onMessage)
      child.once("exit", onExit)
    })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await forked.stop()
      await rm(workDir, { recursive: true, force: true })
    })())

  try {
    const url = await next((m) => (m._tag === "listening" ? m.url : undefined), "launch")
    if (child.pid === undefined) throw new Error("wallet server: no pid")
    const pid = child.pid
    const configure = async (configuration: Configure): Promise<void> => {
      const ready = next((m) => (m._tag === "ready" ? true : undefined), "configure")
      child.send({ _tag: "configure", ...configuration })
      await ready
    }
    const advanceClock = async (ms: number): Promise<void> => {
      const moved = next((m) => (m._tag === "clockAdvanced" ? true : undefined), "advanceClock")
      child.send({ _tag: "advanceClock", ms })
      await moved
    }
    return { url, pid, workDir, configure, advanceClock, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
