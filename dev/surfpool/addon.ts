// Surfpool's native addon (`@solana/surfpool-linux-x64-gnu`, surfpool 1.5): a real Solana runtime whose RPC
// servers run on native threads of the process that loads it. Loaded only by the Surfpool child process
// (dev/surfpool/process.ts). Its cheat codes are synchronous HTTP calls to its own RPC server.
import { createRequire } from "node:module"
import type { CheatCode } from "./ipc.js"

/** The package holding the native addon; its `@solana/surfpool` loader is not on the registry. */
export const SURFPOOL_PACKAGE = "@solana/surfpool-linux-x64-gnu"

/** The subset of the addon's `Surfnet` instance we use (the package ships no typings). */
interface SurfnetHandle {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly payer: string
  fundSol(address: string, lamports: number): void
  fundToken(owner: string, mint: string, amount: number): void
  setTokenBalance(owner: string, mint: string, amount: number): void
  setAccount(address: string, lamports: number, data: ReadonlyArray<number>, owner: string): void
  /** Empties the runtime's event queue (bounded: 1,024 events, then the runtime blocks); returns the events. */
  drainEvents(): ReadonlyArray<unknown>
  stop(): void
}

/** `SurfnetConfig` fields of surfpool 1.5 (crates/sdk-node/src/lib.rs): offline, remoteRpcUrl, blockProductionMode, slotTimeMs, airdropSol, airdropAddresses, payerSecretKey, …. */
interface SurfnetConfig {
  readonly offline: boolean
  readonly slotTimeMs?: number
}

export interface NativeSurfnet {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly payer: string
  readonly apply: (code: CheatCode) => void
  /** Drops the runtime's buffered events; returns how many there were. */
  readonly drainEvents: () => number
  /** Shuts the RPC servers down (throws if they did not confirm within 5 s). */
  readonly stop: () => void
}

const hasMethods = (value: object, names: ReadonlyArray<string>): boolean =>
  names.every((name) => typeof Reflect.get(value, name) === "function")

const isSurfnetHandle = (value: unknown): value is SurfnetHandle =>
  typeof value === "object" && value !== null &&
  hasMethods(value, ["fundSol", "fundToken", "setTokenBalance", "setAccount", "drainEvents", "stop"]) &&
  ["rpcUrl", "wsUrl", "payer"].every((name) => typeof Reflect.get(value, name) === "string")

const loadStartWithConfig = (): ((config: SurfnetConfig) => unknown) => {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`surfpool: ${SURFPOOL_PACKAGE} runs on linux-x64 only (this is ${process.platform}-${process.arch})`)
  }
  const addon: unknown = createRequire(import.meta.url)(SURFPOOL_PACKAGE)
  const surfnet: unknown = typeof addon === "object" && addon !== null ? Reflect.get(addon, "Surfnet") : undefined
  const start: unknown = typeof surfnet === "function" ? Reflect.get(surfnet, "startWithConfig") : undefined
  if (typeof start !== "function") throw new Error(`surfpool: ${SURFPOOL_PACKAGE} has no Surfnet.startWithConfig`)
  return (config) => Reflect.apply(start, surfnet, [config])
}

/** The addon takes amounts as f64: exact up to 2^53. */
const toSafeNumber = (amount: bigint): number => {
  if (amount < 0n || amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`surfpool: ${amount} out of range`)
  return Number(amount)
}

const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
const MINT_BYTES = 82
const MINT_RENT_LAMPORTS = 1_461_600

/** An initialised SPL mint account's data: no authorities, supply 10^15, `decimals`. */
const mintData = (decimals: number): ReadonlyArray<number> => {
  const data = new Uint8Array(MINT_BYTES)
  new DataView(data.buffer).setBigUint64(36, 10n ** 15n, true)
  data[44] = decimals
  data[45] = 1
  return Array.from(data)
}

/** Starts an offline Surfpool on random 127.0.0.1 ports (≈ 50–200 ms; blocks this thread meanwhile). */
export const startNativeSurfnet = (options: { readonly slotTimeMs?: number | undefined }): NativeSurfnet => {
  const handle = loadStartWithConfig()({
    offline: true,
    ...(options.slotTimeMs === undefined ? {} : { slotTimeMs: options.slotTimeMs })
  })
  if (!isSurfnetHandle(handle)) throw new Error("surfpool: Surfnet.startWithConfig returned no usable instance")
  const apply = (code: CheatCode): void => {
    switch (code._tag) {
      case "fundSol":
        return handle.fundSol(code.address, toSafeNumber(code.lamports))
      case "createMint":
        return handle.setAccount(code.mint, MINT_RENT_LAMPORTS, mintData(code.decimals), TOKEN_PROGRAM)
      case "fundToken":
        return handle.fundToken(code.owner, code.mint, toSafeNumber(code.amount))
      case "setTokenBalance":
        return handle.setTokenBalance(code.owner, code.mint, toSafeNumber(code.amount))
    }
  }
  return {
    rpcUrl: handle.rpcUrl,
    wsUrl: handle.wsUrl,
    payer: handle.payer,
    apply,
    drainEvents: () => handle.drainEvents().length,
    stop: () => handle.stop()
  }
}
