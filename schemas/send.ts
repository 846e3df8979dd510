/**
 * Send (send, pending transactions limit): the tokens a transfer can move, the transfer itself,
 * the chain-specific plan an adapter builds for it, the stored pending transactions, and the button label
 * that leads the user through the form.
 */
import type { ChainNamespace } from "./entities/ids.js"
import type { PendingTransaction } from "./storage/pendingTransactions.js"
import { isEvmAddress } from "./validators/core/evmAddress.js"
import { isSolanaAddress } from "./validators/core/solanaAddress.js"

/** What kind of asset a token is: the chain's own coin or a token contract / mint. */
export type SendTokenKind = "native" | "erc20" | "spl"

/** A token the account holds, as the Send view's picker lists it. `balance` is in base units. */
export interface SendToken {
  /** "native", or the contract (EVM) / mint (Solana) address. */
  readonly id: string
  readonly kind: SendTokenKind
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly balance: bigint
  /** USD per whole token, when a price is known (then the view shows a fiat value). */
  readonly price?: number
  /** SPL: the token program that owns the mint (Token or Token-2022). */
  readonly program?: string
  /** SPL: the token account holding the balance (the source of a transfer). */
  readonly account?: string
}

/** The id of the chain's own coin in a token list. */
export const NATIVE_TOKEN_ID = "native"

/** A transfer of `amount` base units of `token` from the account to `to`. */
export interface Transfer {
  readonly from: string
  readonly to: string
  readonly token: SendToken
  readonly amount: bigint
}

/**
 * What an adapter prepared for a transfer: the fee in the native coin's base units and the exact request
 * it will hand the wallet. EVM: the wallet owns the nonce (viem's model: wallets assign their own and ignore
 * a dapp's), so the request carries none; `accountNonce` is the account's pending count when planned, which
 * tells a retry whether the account sent anything since. Solana: the same message and blockhash.
 */
export type TransferPlan =
  | {
    readonly _tag: "evm"
    readonly transfer: Transfer
    readonly fee: bigint
    /** The eth_sendTransaction parameters (hex quantities), without a nonce. */
    readonly request: Readonly<Record<string, string>>
    /** The account's transaction count ("pending") when planned; never sent to the wallet. */
    readonly accountNonce: number
  }
  | {
    readonly _tag: "solana"
    readonly transfer: Transfer
    readonly fee: bigint
    /** The unsigned transaction's wire bytes. */
    readonly wire: Uint8Array
    /** The last block height its blockhash is valid for: past it, the transaction can never land. */
    readonly lastValidBlockHeight: bigint
  }

/** A transaction mined: it did what it said, or reverted. */
export type MinedStatus = "success" | "reverted"

/**
 * Why another transaction took the sender's nonce (viem's `waitForTransactionReceipt` reasons): the same call
 * at another fee ("repriced": the transfer happened under the new hash), a call to oneself of no value
 * ("cancelled"), or anything else ("replaced").
 */
export type ReplacementReason = "repriced" | "replaced" | "cancelled"

/** Another transaction took the sender's nonce: why, and that transaction once found and mined. */
export interface TransferReplaced {
  readonly reason: ReplacementReason
  /** Undefined when the replacement was not found in the blocks searched (reason "replaced"). */
  readonly replacement: { readonly hash: string; readonly status: MinedStatus } | undefined
}

/**
 * The outcome of a sent transaction: mined under its hash, replaced (its nonce mined under another hash), or
 * "dropped" (it will not be mined as sent: EVM, the node no longer knows it and its nonce is unused; Solana, the
 * chain is past its blockhash's last valid block height and the signature is unknown).
 */
export type TransferOutcome = MinedStatus | "dropped" | TransferReplaced

export { PendingTransaction, PendingTransactions } from "./storage/pendingTransactions.js"

/**
 * The Send form's step labels, in the order the user meets them (AppKit's progression): codes the view words
 * in the visitor's language (ui/i18n `send.labels`; English "Add Amount" … "Review Send").
 */
export const SEND_LABELS = {
  selectToken: "selectToken",
  addAmount: "addAmount",
  addAddress: "addAddress",
  invalidAddress: "invalidAddress",
  insufficientFunds: "insufficientFunds",
  fundWallet: "fundWallet",
  estimating: "estimating",
  resolving: "resolving",
  review: "review"
} as const

/** A label of the Send form's button. */
export type SendLabel = (typeof SEND_LABELS)[keyof typeof SEND_LABELS]

/** An address of the namespace. Money is at stake: a mixed-case EVM address must match its checksum. */
export const isAddressOf = (namespace: ChainNamespace, address: string): boolean =>
  namespace === "eip155" ? isEvmAddress(address) : namespace === "solana" ? isSolanaAddress(address) : false

/**
 * A recipient typed as a name rather than an address: any text with a dot ("alice.walletport.id", "alice.eth",
 * "💩.eth"). No EVM or Solana address contains a dot, so the two never overlap. Whether the name is valid is the
 * name system's to say (ENSIP-15 refuses "p\u0430ypal.eth" with its reason), not a look-alike "invalid address".
 */
export const isRecipientName = (text: string): boolean => text.includes(".")

/** The block explorer page of a transaction, when the network names an explorer. */
export const explorerTransactionUrl = (explorer: string | undefined, hash: string): string | undefined =>
  explorer === undefined ? undefined : `${explorer.replace(/\/+$/, "")}/tx/${hash}`

/** What a pending entry keeps of its plan to tell later that it can no longer land (Solana's blockhash lifetime). */
export const planExpiry = (plan: TransferPlan): Pick<PendingTransaction, "lastValidBlockHeight"> =>
  plan._tag === "solana" ? { lastValidBlockHeight: plan.lastValidBlockHeight } : {}

/** Keeps the newest `limit` pending transactions (newest first), one entry per hash. */
export const addPending = (
  list: ReadonlyArray<PendingTransaction>,
  entry: PendingTransaction,
  limit: number
): ReadonlyArray<PendingTransaction> => [entry, ...list.filter((p) => p.hash !== entry.hash)].slice(0, limit)
