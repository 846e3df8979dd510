/** WalletDiscovery over a fixed list: no window, no events. `add` simulates a late announcement. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { type DiscoveredWallet, WalletDiscovery } from "../../services/WalletDiscovery.js"
import type { FakeWallet } from "./fakeWallet.js"

/** A discovered wallet backed by a fake. */
export const discoveredFake = (
  fake: FakeWallet,
  info: { readonly id: string; readonly name: string; readonly icon?: string }
): DiscoveredWallet => ({
  id: info.id,
  name: info.name,
  icon: info.icon,
  rdns: info.id,
  type: "ANNOUNCED",
  provider: fake.provider
})

export const WalletDiscoveryTest = (wallets: ReadonlyArray<DiscoveredWallet>): Layer.Layer<WalletDiscovery> =>
  Layer.effect(
    WalletDiscovery,
    Effect.gen(function*() {
      const ref = yield* SubscriptionRef.make(wallets)
      return {
        wallets: ref,
        refresh: () => Effect.void,
        find: (id: string, timeoutMillis: number) =>
          Effect.flatMap(SubscriptionRef.get(ref), (listed) => {
            // Like the live layer: a listed wallet is found whatever the timeout.
            const now = listed.find((wallet) => wallet.id === id)
            return now !== undefined ? Effect.succeed(now) : ref.changes.pipe(
              Stream.map((list) => list.find((wallet) => wallet.id === id)),
              Stream.filter((wallet): wallet is DiscoveredWallet => wallet !== undefined),
              Stream.runHead,
              Effect.timeoutOption(timeoutMillis),
              Effect.map((found) => Option.getOrUndefined(Option.flatten(found)))
            )
          })
      }
    })
  )
