/**
 * The wallet-explorer service: the wallet catalogue for AllWallets, wallet images, the origins
 * allow-list and the analytics config. When the explorer cannot be reached the wallet calls answer from a
 * bundled catalogue of well-known wallets (`source: "bundled"`), loaded in its own chunk on first need.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { AnalyticsConfig, ExplorerWallet } from "../schemas/api/explorer.js"
import type { ApiRequestFailed } from "../schemas/errors/dataApi.js"

/** One page of wallets and where it came from. */
export interface WalletPage {
  readonly count: number
  readonly data: ReadonlyArray<ExplorerWallet>
  readonly source: "explorer" | "bundled"
}

/** Chains filter: CAIP-2 ids of the host's networks; a wallet listing none of them is left out. */
export interface WalletQuery {
  readonly chains?: ReadonlyArray<string>
}

/** "Origin must be on the allowed origins list". */
export type OriginCheck =
  /** On the list. */
  | "allowed"
  /** Not on the list: Invalid App Configuration was raised (once). */
  | "notListed"
  /** The explorer gave no list (403 or a network error): nothing is enforced. */
  | "noList"

export interface ExplorerShape {
  /** GET /getWallets: page `page` (1-based) of 40, without the featured and host-excluded ids (plus `exclude`). Fails: never (bundled fallback). */
  readonly getWallets: (a: WalletQuery & { readonly page: number; readonly exclude?: ReadonlyArray<string> }) => Effect.Effect<WalletPage>
  /** GET /getWallets: the first 4 recommended wallets, without the featured and excluded ids. Fails: never (bundled fallback). */
  readonly getRecommendedWallets: (a?: WalletQuery) => Effect.Effect<WalletPage>
  /** GET /getWallets with include = featuredWalletIds, in the host's order. Fails: never (bundled fallback). */
  readonly getFeaturedWallets: (a?: WalletQuery) => Effect.Effect<WalletPage>
  /** GET /getWallets?search: up to 100, input trimmed; an empty search answers nothing. Fails: never (bundled fallback). */
  readonly searchWallets: (a: WalletQuery & { readonly search: string }) => Effect.Effect<WalletPage>
  /** The URL of a wallet's image (an `<img src>`; carries projectId/st/sv). */
  readonly walletImageUrl: (imageId: string) => string
  /** GET /projects/v1/origins. Fails: ApiRequestFailed on 429 and 5xx. */
  readonly checkOrigin: (origin: string) => Effect.Effect<OriginCheck, ApiRequestFailed>
  /** GET /getAnalyticsConfig. Fails: ApiRequestFailed. */
  readonly getAnalyticsConfig: Effect.Effect<AnalyticsConfig, ApiRequestFailed>
}

export class Explorer extends Context.Tag("walletport/Explorer")<Explorer, ExplorerShape>() {}
