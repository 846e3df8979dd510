/**
 * Walletport's errors as hosts hold them: one plain shape for every error of the catalogue (the classes on
 * `walletport/errors` are Effect's, and their declarations load Effect's; this one does not).
 */
import type { WalletportErrorTag } from "../errors/tags.js"

export type { WalletportErrorTag }

/**
 * An error of walletport's catalogue (a wallet's refusal, an RPC failure, bad options…), from this copy of the
 * library or another: `isWalletportError` recognises it by `_tag`. Narrow on `_tag`; for a class's own fields
 * use `instanceof` with the class from `walletport/errors`.
 */
export interface WalletportError extends Error {
  /** Which error it is: "UserRejectedRequest", "ChainNotConfigured", "InvalidOptions"… */
  readonly _tag: WalletportErrorTag
  /** What went wrong, in words a visitor can read. */
  readonly message: string
  /** For developers: the error's fields (the wallet's code, the RPC's answer, the bad option…). */
  readonly details: string
}
