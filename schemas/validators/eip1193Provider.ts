/**
 * EIP-1193 provider, as a plain type guard: Effect-free, so the instant-open preview's EIP-6963 discovery
 * checks announcements with the same rule as the EVM adapter (schemas/eip1193.ts wraps it in a Schema).
 */

/** EIP-1193: what we call on a wallet. Listener methods are optional; some wallets lack them. */
export interface Eip1193Provider {
  readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>
  readonly on?: (event: string, listener: (...args: Array<unknown>) => void) => unknown
  readonly removeListener?: (event: string, listener: (...args: Array<unknown>) => void) => unknown
}

/** An object (or function) with a callable `request`: the one thing we need from a wallet. */
export const isEip1193Provider = (value: unknown): value is Eip1193Provider =>
  (typeof value === "object" || typeof value === "function") &&
  value !== null &&
  "request" in value &&
  typeof value.request === "function"
