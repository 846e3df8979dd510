/**
 * Onramp (buying crypto with a card, onramp calls, limits): the purchase form's draft, the quote and
 * the provider's checkout, as read-only state. The provider's page opens through Device (never from a component);
 * once it is open the history's `onramp` answer is watched until the purchase lands, then the balance and
 * Activity are read again.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { OnrampOptions } from "../schemas/api/blockchainApi.js"
import type { OnrampPaymentMethod } from "../schemas/constants.js"
import type { OnrampQuote } from "../schemas/entities/OnrampQuote.js"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { FeatureDisabled } from "../schemas/errors/features.js"

/** The quote of the current draft: none yet, being fetched, or shown (`estimate` when it is the error catalogue's fallback). */
export type OnrampQuoteState =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly quote: OnrampQuote; readonly estimate: boolean }

/**
 * The checkout: not started, asking for the provider's URL, the provider's page open and the purchase awaited,
 * the purchase landed on the account, or the URL could not be had (`error` says why).
 */
export type OnrampCheckout =
  | { readonly status: "idle" | "opening" | "open" }
  | { readonly status: "landed"; readonly amount: string; readonly symbol: string }
  | { readonly status: "failed"; readonly error: string }

export interface OnrampState {
  /** The options (from the onramp API; the built-in list when the call failed); undefined until `start` read them. */
  readonly options: OnrampOptions | undefined
  /** The buying address (the active EVM account); undefined when none is connected. */
  readonly address: string | undefined
  readonly paymentCurrency: string
  readonly method: OnrampPaymentMethod
  /** The purchase currency's id (USDC, ETH). */
  readonly asset: string
  /** The network's name as the options give it (the onramp calls name networks so). */
  readonly network: string | undefined
  /** The fiat amount as typed. */
  readonly amount: string
  /** Why the amount cannot be bought (limits), once one was typed. */
  readonly amountError: string | undefined
  readonly quote: OnrampQuoteState
  readonly checkout: OnrampCheckout
}

export interface OnrampShape {
  readonly state: Subscribable.Subscribable<OnrampState>
  /**
   * A fresh draft for the active EVM account at once, then the options (the built-in list when the API fails) merged
   * into it when they arrive, keeping what was typed meanwhile (the quote follows); a newer start overtakes an older
   * one's options. Never fails.
   */
  readonly start: Effect.Effect<void>
  /** Sets the amount; the quote follows after the debounce, a newer change interrupting an older quote. Never fails. */
  readonly setAmount: (amount: string) => Effect.Effect<void>
  readonly setPaymentCurrency: (currency: string) => Effect.Effect<void>
  readonly setMethod: (method: OnrampPaymentMethod) => Effect.Effect<void>
  readonly setAsset: (asset: string) => Effect.Effect<void>
  readonly setNetwork: (network: string) => Effect.Effect<void>
  /**
   * With a quote shown: asks for the provider's URL, opens it, and watches the history until the purchase lands
   * (then the balance and Activity refresh). A newer `buy` overtakes an older watch. Never fails: see `checkout`.
   */
  readonly buy: Effect.Effect<void>
}

/** The Onramp feature as the core holds it: its code loads with import() on first use (ARCHITECTURE §4). */
export interface OnrampFeatureShape {
  /** The Onramp service, built once. Fails: FeatureDisabled when `features.onramp` is off; ChunkLoadFailed. */
  readonly load: Effect.Effect<OnrampShape, ChunkLoadFailed | FeatureDisabled>
}

export class OnrampFeature extends Context.Tag("walletport/OnrampFeature")<OnrampFeature, OnrampFeatureShape>() {}
