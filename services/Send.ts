/**
 * Send (send, pending transactions): the form's draft and where the transfer stands, as read-only
 * state. The domain decides the button label and sends at most once whatever the wallet does: one wallet
 * request at a time (Cancel hides the wait, the request's late answer is adopted), and a retry after an answer
 * that may have been lost never resends once the account's nonce moved.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { CaipNetworkId, ChainNamespace } from "../schemas/entities/ids.js"
import type { Network } from "../schemas/entities/Network.js"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { ConnectorNotConnected } from "../schemas/errors/connectors.js"
import type { AbiDecodingError, NodeError, ReceiptTimeout } from "../schemas/errors/chainRpc.js"
import type { Transaction } from "../schemas/entities/Transaction.js"
import type { PendingTransaction, SendLabel, SendToken, TransferPlan } from "../schemas/send.js"
import type { AdapterReadError, AdapterSubmitError } from "./ChainAdapter.js"

/**
 * Where the flow stands: filling the form, reviewing, waiting on the wallet, waiting on the chain, done.
 * "confirmed" / "reverted" also end a transfer the wallet re-sent at another fee (`hash` is then the new one);
 * "replaced" / "cancelled": another transaction took its nonce (a cancel sends nothing); "dropped": the node
 * forgot it and it will not be mined.
 */
export type SendStep =
  | "form"
  | "review"
  | "signing"
  | "pending"
  | "confirmed"
  | "reverted"
  | "replaced"
  | "cancelled"
  | "dropped"

/** Every catalogue error the flow can end in; each has its message. */
export type SendError = AdapterSubmitError | AdapterReadError | ConnectorNotConnected | NodeError | AbiDecodingError | ReceiptTimeout

/** Loading status of a read. */
export type ReadStatus = "idle" | "loading" | "ready" | "failed"

/**
 * A recipient typed as a name, resolved through ENS on EVM networks that have it (issue 26) and the names API
 * (profile lookup): waiting, its address on the draft's namespace (with the name as ENSIP-15 normalised
 * it, when ENS resolved it), no such name, a name whose addresses are all on other namespaces, a name ENSIP-15
 * refuses (`reason`: the catalogue's InvalidEnsName message), or a failed lookup.
 */
export type NameResolution =
  | { readonly name: string; readonly status: "resolving" }
  | { readonly name: string; readonly status: "resolved"; readonly address: string; readonly normalized?: string }
  | { readonly name: string; readonly status: "invalid"; readonly reason: string }
  | { readonly name: string; readonly status: "unknown" | "otherNamespace" | "failed" }

/**
 * What Receive warns about (smartAccountDeployed): the account's kind and the networks of its namespace
 * where it is a smart account without code yet. "unknown" when nothing could be learned.
 */
export interface SmartAccountStatus {
  readonly kind: "eoa" | "smartAccount" | "unknown"
  readonly undeployedOn: ReadonlyArray<Network>
}

export interface SendState {
  /** The namespace the account sends from; undefined before `start`. */
  readonly namespace: ChainNamespace | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  readonly from: string | undefined
  /** The account's tokens, the native coin first. */
  readonly tokens: ReadonlyArray<SendToken>
  readonly tokensStatus: ReadStatus
  readonly token: SendToken | undefined
  /** The amount as typed (a decimal string, or anything the user typed). */
  readonly amount: string
  /** The amount in base units, when `amount` is a valid positive amount of `token`. */
  readonly amountUnits: bigint | undefined
  readonly recipient: string
  /** When the recipient is a name: its lookup (the transfer goes to the resolved address). */
  readonly resolution: NameResolution | undefined
  /** The prepared request and its fee, for the current draft. */
  readonly plan: TransferPlan | undefined
  readonly planStatus: ReadStatus
  /** The form's button label as a code (AppKit's progression; the view words it); `SEND_LABELS.review` when the draft can be reviewed. */
  readonly label: SendLabel
  readonly step: SendStep
  /** The transaction hash / signature once the wallet returned it. */
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  /** Why the last read or submit failed. */
  readonly error: SendError | undefined
}

export interface SendShape {
  readonly state: Subscribable.Subscribable<SendState>
  /** Transactions sent and not yet confirmed, newest first, at most 99; survives a reload. */
  readonly pending: Subscribable.Subscribable<ReadonlyArray<PendingTransaction>>
  /** A fresh draft for the namespace's account (default: the active one) and its token list. A running submit is left alone. Never fails. */
  readonly start: (namespace?: ChainNamespace) => Effect.Effect<void>
  /** Picks a token of the list by id. Ignored while a submit runs. Never fails. */
  readonly selectToken: (tokenId: string) => Effect.Effect<void>
  /** Sets the amount text. Ignored while a submit runs. Never fails. */
  readonly setAmount: (amount: string) => Effect.Effect<void>
  /** The whole balance (the native coin: less the fee). Ignored while a submit runs. Never fails. */
  readonly setMax: Effect.Effect<void>
  /**
   * Sets the recipient: an address, or a name resolved after the 500 ms debounce on Effect's Clock (a newer
   * input interrupts an older lookup). Ignored while a submit runs. Never fails.
   */
  readonly setRecipient: (recipient: string) => Effect.Effect<void>
  /** Form → review, when the label says the draft is ready. Never fails. */
  readonly review: Effect.Effect<void>
  /** Review → form. Never fails. */
  readonly edit: Effect.Effect<void>
  /**
   * Review → signing → pending: hands the plan to the wallet. While a wallet request is outstanding (even one
   * cancelled) no second request is made: this waits for that one again. A failure returns to review with the
   * error; after one that may have reached the chain (a dropped connection, a garbled answer) the retry is sent
   * only if the account's nonce has not moved (else: review with a fresh plan and NodeError "nonceTooLow").
   * Never fails: the error is in state.
   */
  readonly confirm: Effect.Effect<void>
  /**
   * Stops waiting on the wallet (back to review). The request stays open in the wallet: its late hash is adopted
   * (shown and tracked as the send's result). Never fails.
   */
  readonly cancel: Effect.Effect<void>
  /**
   * The namespace's account (default: the active one) as Receive shows it: a kind the connector reports wins;
   * otherwise an account with code on at least one of the host's networks is a smart account, undeployed where it
   * has none. Never fails: a network whose probe failed is left out.
   */
  readonly smartAccount: (namespace?: ChainNamespace) => Effect.Effect<SmartAccountStatus>
}

export class Send extends Context.Tag("walletport/Send")<Send, SendShape>() {}

/**
 * The Send feature as the core holds it (ARCHITECTURE §4: a view group's code loads with import() on first use):
 * the service's code is imported and built on the first `load`, or at start when transactions sent before a
 * reload are still pending.
 */
export interface SendFeatureShape {
  /**
   * The Send service (the same one on every call), built on the first call that loads its chunk. Fails:
   * ChunkLoadFailed when the chunk does not download; the next call imports it again.
   */
  readonly load: Effect.Effect<SendShape, ChunkLoadFailed>
  /** The service's pending list, readable before the Send chunk loads (Activity shows it). */
  readonly pending: Subscribable.Subscribable<ReadonlyArray<PendingTransaction>>
  /**
   * The Activity list of `account`: its pending sends (of `pending`, a value read from the list above) first as
   * pending rows, newest first, minus those the indexed `history` already lists by hash.
   */
  readonly withPending: (
    history: ReadonlyArray<Transaction>,
    pending: ReadonlyArray<PendingTransaction>,
    account: ActivityAccount
  ) => ReadonlyArray<Transaction>
}

/** Whose Activity is shown: an address on a network. */
export interface ActivityAccount {
  readonly address: string | undefined
  readonly caipNetworkId: string | undefined
}

export class SendFeature extends Context.Tag("walletport/SendFeature")<SendFeature, SendFeatureShape>() {}
