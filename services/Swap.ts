/**
 * Swap (swaps, convert calls, slippage): the form, the quote and where the swap stands, as
 * read-only state. The quote refreshes after a debounce and on a timer, a newer amount overtaking an older
 * quote; approve (only when the allowance is short, for the exact amount) and swap each go to the wallet at most
 * once whatever it does, with the notification banner; a quote that moved since it was shown is shown again.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { FeatureDisabled } from "../schemas/errors/features.js"
import type { SendToken } from "../schemas/send.js"
import type { SwapLabel } from "../schemas/swap.js"
import type { ReadStatus, SendError } from "./Send.js"
import type { GasPriceNetworkNotSupported, SwapNetworkNotSupported } from "../schemas/errors/dataApi.js"
import type { ApiFailure } from "./BlockchainApi.js"

/** Every catalogue error a swap can show: the wallet's and the node's (as Send), and the convert API's. */
export type SwapError = SendError | SwapNetworkNotSupported | GasPriceNetworkNotSupported | ApiFailure

/** A quote as shown: base units of the two tokens, and what derives from it at the slippage. */
export interface SwapQuoteView {
  readonly sellAmount: bigint
  readonly buyAmount: bigint
  /** What the router must pay at least (`buyAmount` less the slippage). */
  readonly minimumReceived: bigint
  /** Percent of value lost to fees and the pool, when both prices are known. */
  readonly priceImpact: number | undefined
  /** The network fee in the native coin's base units (an estimate until the transaction is built). */
  readonly networkFee: bigint | undefined
}

/**
 * Where the swap stands: the form; the approve or the swap waiting on the wallet or the chain; a quote that
 * moved before signing, waiting to be accepted; done.
 */
export type SwapStep = "form" | "approving" | "requote" | "swapping" | "pending" | "confirmed" | "reverted"

export interface SwapState {
  readonly caipNetworkId: string | undefined
  readonly from: string | undefined
  /** The account's tokens first (those it holds), then the rest of the exchange's list. */
  readonly tokens: ReadonlyArray<SendToken>
  readonly tokensStatus: ReadStatus
  readonly sell: SendToken | undefined
  readonly buy: SendToken | undefined
  /** The amount to sell as typed. */
  readonly amount: string
  readonly amountUnits: bigint | undefined
  readonly quote: SwapQuoteView | undefined
  readonly quoteStatus: ReadStatus
  /** What the router may spend of `sell` (undefined for the native coin, which needs no approve). */
  readonly allowance: bigint | undefined
  /** Percent (SWAP_SLIPPAGE_DEFAULT_PERCENT until changed). */
  readonly slippage: number
  readonly label: SwapLabel
  readonly step: SwapStep
  /** The last transaction the wallet returned (approve or swap). */
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  readonly error: SwapError | undefined
}

export interface SwapShape {
  readonly state: Subscribable.Subscribable<SwapState>
  /** A fresh form for the active EVM account and its token list; the quote timer runs. A running approve or swap is left alone. Never fails. */
  readonly start: Effect.Effect<void>
  /** The view closed: the quote timer stops. Never fails. */
  readonly stop: Effect.Effect<void>
  /** Picks the token to sell / to buy by id (the other side swaps places when the same). Never fails. */
  readonly selectSell: (tokenId: string) => Effect.Effect<void>
  readonly selectBuy: (tokenId: string) => Effect.Effect<void>
  /** Sell ↔ buy. Never fails. */
  readonly flip: Effect.Effect<void>
  /** Sets the amount; the quote is asked once it stayed unchanged for the debounce (a newer one overtakes). Never fails. */
  readonly setAmount: (amount: string) => Effect.Effect<void>
  /** The whole balance of `sell` (the native coin: less a swap's estimated fee). Never fails. */
  readonly setMax: Effect.Effect<void>
  /** Sets the slippage (percent); an out-of-range value is ignored. Never fails. */
  readonly setSlippage: (percent: number) => Effect.Effect<void>
  /** Asks the quote again now. Never fails: the error is in state. */
  readonly refreshQuote: Effect.Effect<void>
  /**
   * Approve (when the label says so) or swap: re-quotes, shows a moved quote again (step "requote": the next call
   * accepts it), builds the transaction, plans it (the node refuses a swap that would revert) and hands it to the
   * wallet. While a wallet request is outstanding no second one is made: this waits for that one again; after an
   * answer that may have been lost, the retry is sent only if the account's nonce has not moved. Never fails.
   */
  readonly submit: Effect.Effect<void>
  /** Stops waiting on the wallet (its late hash is adopted). Never fails. */
  readonly cancel: Effect.Effect<void>
}

export class Swap extends Context.Tag("walletport/Swap")<Swap, SwapShape>() {}

/** The Swap feature as the core holds it: the service's code is imported and built on the first `load`. */
export interface SwapFeatureShape {
  /** The Swap service (the same one on every call). Fails: FeatureDisabled (swaps off), ChunkLoadFailed; the next call imports again. */
  readonly load: Effect.Effect<SwapShape, ChunkLoadFailed | FeatureDisabled>
}

export class SwapFeature extends Context.Tag("walletport/SwapFeature")<SwapFeature, SwapFeatureShape>() {}
