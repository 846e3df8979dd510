/** Browser-wallet discovery (SPEC §2 connector order and exclusion): EIP-6963 plus legacy `window.ethereum`. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { Eip1193Provider } from "../schemas/eip1193.js"

/** A wallet found on the page. `id` is the rdns for announced wallets, "injected" for `window.ethereum`. */
export interface DiscoveredWallet {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly rdns: string | undefined
  readonly type: "ANNOUNCED" | "INJECTED"
  readonly provider: Eip1193Provider
}

export interface WalletDiscoveryShape {
  /** The wallets found so far, deduplicated and with host exclusions applied; grows as wallets announce. */
  readonly wallets: SubscriptionRef.SubscriptionRef<ReadonlyArray<DiscoveredWallet>>
  /** Asks wallets to announce again (dispatches `eip6963:requestProvider`). Never fails. */
  readonly refresh: () => Effect.Effect<void>
  /** The wallet with this id, waiting up to `timeout` millis for it to announce. Never fails; None when absent. */
  readonly find: (id: string, timeoutMillis: number) => Effect.Effect<DiscoveredWallet | undefined>
}

export class WalletDiscovery extends Context.Tag("walletport/WalletDiscovery")<WalletDiscovery, WalletDiscoveryShape>() {}
