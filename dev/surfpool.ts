// The local Solana chain (ARCHITECTURE §5): Surfpool, a real Solana runtime (solana-core) with JSON-RPC over
// HTTP and WebSocket on random 127.0.0.1 ports, from the `@solana/surfpool-linux-x64-gnu` npm package. It runs
// inside this Node process (a native addon), offline, so stopping it frees its ports and nothing can orphan.
import { createRequire } from "node:module"

/** The package holding the native addon; its `@solana/surfpool` loader is not on the registry. */
export const SURFPOOL_PACKAGE = "@solana/surfpool-linux-x64-gnu"

export interface Surfpool {
  readonly rpcUrl: string
  readonly wsUrl: string
  /** Surfpool's own pre-funded payer (10 SOL), base58. */
  readonly payer: string
  /** Sets `address`'s balance to `lamports` (a cheat code: no transaction). */
  readonly fundSol: (address: string, lamports: bigint) => void
  /** Creates an SPL mint (Token program, no mint or freeze authority) at `mint` (a cheat code: surfnet_setAccount). */
  readonly createMint: (mint: string, decimals: number) => Promise<void>
  /** Sets `owner`'s associated token account of `mint` to `amount` base units (a cheat code). */
  readonly fundToken: (owner: string, mint: string, amount: bigint) => void
  /** Sets `owner`'s associated token account of `mint` to `amount` base units (a cheat code: no transaction). */
  readonly setTokenBalance: (owner: string, mint: string, amount: bigint) => void
  /** Shuts the RPC servers down and frees their ports. Idempotent. */
  readonly stop: () => Promise<void>
}

export interface StartSurfpoolOptions {
  /** Accounts funded once the chain is up. */
  readonly fund?: ReadonlyArray<{ readonly address: string; readonly lamports: bigint }>
  /** Slot time in ms; Surfpool's default when absent. */
  readonly slotTimeMs?: number
}

/** The subset of the addon's `Surfnet` instance we use (the package ships no typings). */
interface SurfnetHandle {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly payer: string
  fundSol(address: string, lamports: number): void
  fundToken(owner: string, mint: string, amount: number): void
  setTokenBalance(owner: string, mint: string, amount: number): void
  stop(): void
}

/** `SurfnetConfig` fields of surfpool 1.5 (crates/sdk-node/src/lib.rs): offline, remoteRpcUrl, blockProductionMode, slotTimeMs, airdropSol, airdropAddresses, payerSecretKey, …. */
interface SurfnetConfig {
  readonly offline: boolean
  readonly slotTimeMs?: number
}

const hasMethods = (value: object, names: ReadonlyArray<string>): boolean =>
  names.every((name) => typeof Reflect.get(value, name) === "function")

const isSurfnetHandle = (value: unknown): value is SurfnetHandle =>
  typeof value === "object" && value !== null && hasMethods(value, ["fundSol", "fundToken", "setTokenBalance", "stop"]) &&
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

const toLamports = (lamports: bigint): number => {
  if (lamports < 0n || lamports > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`surfpool: ${lamports} lamports out of range`)
  return Number(lamports)
}

const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
const MINT_BYTES = 82
const MINT_RENT_LAMPORTS = 1_461_600

/** An initialised SPL mint account's data: no authorities, supply 10^15, `decimals`. */
const mintData = (decimals: number): string => {
  const data = new Uint8Array(MINT_BYTES)
  const view = new DataView(data.buffer)
  view.setBigUint64(36, 10n ** 15n, true)
  data[44] = decimals
  data[45] = 1
  return Buffer.from(data).toString("hex")
}

const createMint = async (rpcUrl: string, mint: string, decimals: number): Promise<void> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "surfnet_setAccount",
      params: [mint, { lamports: MINT_RENT_LAMPORTS, data: mintData(decimals), owner: TOKEN_PROGRAM, executable: false }]
    })
  })
  const body: unknown = await response.json()
  if (typeof body !== "object" || body === null || "error" in body) throw new Error(`surfpool: creating mint ${mint} failed: ${JSON.stringify(body)}`)
}

/** Starts an offline Surfpool on 127.0.0.1 (≈ 50 ms) and funds the given accounts. */
export const startSurfpool = (options: StartSurfpoolOptions = {}): Surfpool => {
  const started = loadStartWithConfig()({
    offline: true,
    ...(options.slotTimeMs === undefined ? {} : { slotTimeMs: options.slotTimeMs })
  })
  if (!isSurfnetHandle(started)) throw new Error("surfpool: Surfnet.startWithConfig returned no usable instance")
  const handle = started
  let stopped = false
  const surfpool: Surfpool = {
    rpcUrl: handle.rpcUrl,
    wsUrl: handle.wsUrl,
    payer: handle.payer,
    fundSol: (address, lamports) => handle.fundSol(address, toLamports(lamports)),
    createMint: (mint, decimals) => createMint(handle.rpcUrl, mint, decimals),
    fundToken: (owner, mint, amount) => handle.fundToken(owner, mint, toLamports(amount)),
    setTokenBalance: (owner, mint, amount) => handle.setTokenBalance(owner, mint, toLamports(amount)),
    stop: () => {
      if (stopped) return Promise.resolve()
      stopped = true
      try {
        handle.stop()
        return Promise.resolve()
      } catch (error) {
        return Promise.reject(error)
      }
    }
  }
  try {
    for (const { address, lamports } of options.fund ?? []) surfpool.fundSol(address, lamports)
  } catch (error) {
    handle.stop()
    throw error
  }
  return surfpool
}
