/**
 * The options of the sign-in built-ins (`localSiwx`, `serverSiwx`) and their defaults: what a host writes
 * when it configures them, kept apart from their code, which loads on first use (runtime/siwx/builtins.ts).
 */
import type { SiwxBuiltinOptions } from "./defaultFields.js"

/** The Web Storage subset localSiwx uses (localStorage by default). */
export interface SiwxKeyValueStorage {
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
  readonly removeItem: (key: string) => void
}

export interface LocalSiwxOptions extends SiwxBuiltinOptions {
  readonly storage?: SiwxKeyValueStorage
  /** Storage key of the sessions. */
  readonly key?: string
  /** For smart-account signatures (EIP-1271/6492): a JSON-RPC URL per CAIP-2 chain. */
  readonly rpcUrls?: Readonly<Record<string, string>>
}

/** localSiwx's default storage key. */
export const LOCAL_SIWX_KEY = "@walletport/siwx-sessions"

export interface ServerSiwxOptions extends SiwxBuiltinOptions {
  /** The auth endpoint's base URL (with a trailing slash: paths are resolved against it). */
  readonly url: string
  /** fetch to use (default the global one); requests carry credentials (the cookie). */
  readonly fetch?: typeof globalThis.fetch
}
