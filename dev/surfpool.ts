// The local Solana chain (ARCHITECTURE §5): Surfpool, a real Solana runtime (solana-core) with JSON-RPC over
// HTTP and WebSocket on random 127.0.0.1 ports, from the `@solana/surfpool-linux-x64-gnu` npm package, offline.
// It runs in a child process of its own (dev/surfpool/process.ts, why there), like anvil: its runtime needs
// JavaScript that keeps running beside it, which the stack's busy event loop cannot promise. Stopping it (or
// the parent dying) ends the child, which frees its ports.
import * as Schema from "effect/Schema"
import { type CheatCode, ChainConfigJson, FromChild, ToChild } from "./surfpool/ipc.js"
import { type ChildExit, forkTsChild } from "./tsChild.js"

export interface Surfpool {
  readonly rpcUrl: string
  readonly wsUrl: string
  /** Surfpool's own pre-funded payer (10 SOL), base58. */
  readonly payer: string
  /** The chain's process. */
  readonly pid: number
  /** Settles when the chain's process has exited (for any reason). */
  readonly exited: Promise<ChildExit>
  /** Sets `address`'s balance to `lamports` (a cheat code: no transaction). */
  readonly fundSol: (address: string, lamports: bigint) => Promise<void>
  /** Creates an SPL mint (Token program, no mint or freeze authority) at `mint` (a cheat code). */
  readonly createMint: (mint: string, decimals: number) => Promise<void>
  /** Sets `owner`'s associated token account of `mint` to `amount` base units, creating it (a cheat code). */
  readonly fundToken: (owner: string, mint: string, amount: bigint) => Promise<void>
  /** Sets `owner`'s associated token account of `mint` to `amount` base units (a cheat code: no transaction). */
  readonly setTokenBalance: (owner: string, mint: string, amount: bigint) => Promise<void>
  /** Stops the chain's process (SIGKILL after a grace period); resolves once it is gone and its ports free. Idempotent. */
  readonly stop: () => Promise<void>
}

export interface StartSurfpoolOptions {
  /** Accounts funded once the chain is up. */
  readonly fund?: ReadonlyArray<{ readonly address: string; readonly lamports: bigint }>
  /** Slot time in ms; Surfpool's default when absent. */
  readonly slotTimeMs?: number
  /** Aborting before the chain is ready kills its process and rejects. */
  readonly signal?: AbortSignal
  /** How long the child may take to answer `ready` (default 30 s: it bundles its script first). */
  readonly startTimeoutMs?: number
  /** Receives the child's output lines (default: kept for error messages only). */
  readonly onOutput?: (line: string) => void
}

/** The addon's own stop waits up to 5 s for its servers. */
const STOP_GRACE_MS = 10_000
/** A cheat code is one local RPC call; one that takes this long means the runtime is stuck. */
const CHEAT_TIMEOUT_MS = 30_000

/** Forks the chain's process and resolves once it answers and the given accounts are funded. */
export const startSurfpool = async (options: StartSurfpoolOptions = {}): Promise<Surfpool> => {
  options.signal?.throwIfAborted()
  const config = Schema.encodeSync(ChainConfigJson)(options.slotTimeMs === undefined ? {} : { slotTimeMs: options.slotTimeMs })
  const { process: child, output, exited, stop } = forkTsChild("dev/surfpool/process.ts", [config], {
    stopMessage: Schema.encodeSync(ToChild)({ _tag: "stop" }),
    graceMs: STOP_GRACE_MS,
    ...(options.onOutput === undefined ? {} : { onOutput: options.onOutput })
  })

  const decode = Schema.decodeUnknownEither(FromChild)
  const pending = new Map<number, { readonly resolve: () => void; readonly reject: (error: Error) => void }>()
  child.on("message", (raw: unknown) => {
    const decoded = decode(raw)
    if (decoded._tag === "Left" || decoded.right._tag !== "cheatDone") return
    const { id, error } = decoded.right
    const call = pending.get(id)
    pending.delete(id)
    if (error === undefined) call?.resolve()
    else call?.reject(new Error(error))
  })
  void exited.then(({ code, signal }) => {
    for (const call of pending.values()) call.reject(new Error(`surfpool: the chain's process exited (code ${code}, signal ${signal})`))
    pending.clear()
  })

  let nextId = 0
  const cheat = (code: CheatCode): Promise<void> =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error(`surfpool: ${code._tag}: the chain is stopped`))
      const id = nextId++
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`surfpool: ${code._tag}: no answer within ${CHEAT_TIMEOUT_MS} ms\n${output()}`))
      }, CHEAT_TIMEOUT_MS)
      const settle = <A>(then: (value: A) => void) => (value: A): void => {
        clearTimeout(timer)
        then(value)
      }
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
      child.send(Schema.encodeSync(ToChild)({ _tag: "cheat", id, code }))
    })

  try {
    const ready = await new Promise<Extract<FromChild, { readonly _tag: "ready" }>>((resolve, reject) => {
      const timeoutMs = options.startTimeoutMs ?? 30_000
      const cleanup = (): void => {
        clearTimeout(timer)
        child.off("message", onMessage)
        child.off("exit", onExit)
        options.signal?.removeEventListener("abort", onAbort)
      }
      const fail = (error: unknown): void => {
        cleanup()
        reject(error)
      }
      const onMessage = (raw: unknown): void => {
        const decoded = decode(raw)
        if (decoded._tag === "Left") return
        if (decoded.right._tag === "failed") return fail(new Error(`surfpool: start failed: ${decoded.right.message}\n${output()}`))
        if (decoded.right._tag !== "ready") return
        cleanup()
        resolve(decoded.right)
      }
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void =>
        fail(new Error(`surfpool: the chain's process exited while starting (code ${code}, signal ${signal})\n${output()}`))
      const onAbort = (): void => fail(options.signal?.reason)
      const timer = setTimeout(() => fail(new Error(`surfpool: not ready within ${timeoutMs} ms\n${output()}`)), timeoutMs)
      child.on("message", onMessage)
      child.once("exit", onExit)
      options.signal?.addEventListener("abort", onAbort, { once: true })
    })
    if (child.pid === undefined) throw new Error("surfpool: no pid")
    const surfpool: Surfpool = {
      rpcUrl: ready.rpcUrl,
      wsUrl: ready.wsUrl,
      payer: ready.payer,
      pid: child.pid,
      exited,
      fundSol: (address, lamports) => cheat({ _tag: "fundSol", address, lamports }),
      createMint: (mint, decimals) => cheat({ _tag: "createMint", mint, decimals }),
      fundToken: (owner, mint, amount) => cheat({ _tag: "fundToken", owner, mint, amount }),
      setTokenBalance: (owner, mint, amount) => cheat({ _tag: "setTokenBalance", owner, mint, amount }),
      stop
    }
    for (const { address, lamports } of options.fund ?? []) await surfpool.fundSol(address, lamports)
    return surfpool
  } catch (error) {
    await stop()
    throw error
  }
}
