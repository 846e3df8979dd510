/**
 * EVM wallet discovery: EIP-6963 announcements plus the legacy `window.ethereum`, which is listed
 * (as INJECTED) only when no announced wallet is that same provider (the pure rules: announcements.ts).
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { addAnnouncement, type EvmWallet, injectedProvider, listWallets, readProperty } from "./announcements.js"

export { addAnnouncement, type EvmWallet, INJECTED_WALLET, listWallets, walletFromAnnouncement } from "./announcements.js"

/** The wallets found so far and how to wait for one. */
export interface EvmDiscovery {
  readonly wallets: SubscriptionRef.SubscriptionRef<ReadonlyArray<EvmWallet>>
  readonly refresh: Effect.Effect<void>
}

/** The page's wallets: listens to EIP-6963 for the scope's life. On a server (no window) the list stays empty. */
export const windowDiscovery = (excludeWalletIds: ReadonlyArray<string>): Effect.Effect<EvmDiscovery, never, Scope.Scope> =>
  Effect.gen(function*() {
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<EvmWallet>>([])
    if (typeof window === "undefined") return { wallets, refresh: Effect.void }
    const refresh = Effect.sync(() => window.dispatchEvent(new Event("eip6963:requestProvider")))
    let announced: ReadonlyArray<EvmWallet> = []
    const recompute = () => listWallets(announced, injectedProvider(), excludeWalletIds)
    const runtime = yield* Effect.runtime<never>()
    const onAnnounce = (event: Event) => {
      const next = addAnnouncement(announced, event instanceof CustomEvent ? readProperty(event, "detail") : undefined)
      if (next === announced) return
      announced = next
      Runtime.runSync(runtime)(SubscriptionRef.set(wallets, recompute()))
    }
    yield* Effect.acquireRelease(
      Effect.sync(() => window.addEventListener("eip6963:announceProvider", onAnnounce)),
      () => Effect.sync(() => window.removeEventListener("eip6963:announceProvider", onAnnounce))
    )
    yield* refresh
    yield* SubscriptionRef.set(wallets, recompute())
    return { wallets, refresh }
  })

/** A fixed list (tests): `SubscriptionRef.update(discovery.wallets, …)` simulates a late announcement. */
export const fixedDiscovery = (list: ReadonlyArray<EvmWallet>): Effect.Effect<EvmDiscovery> =>
  Effect.map(SubscriptionRef.make(list), (wallets) => ({ wallets, refresh: Effect.void }))

/** The wallet with this id, waiting up to `timeout` for it to be listed. A listed wallet is found whatever the timeout. */
export const findWallet = <W extends { readonly id: string }>(
  wallets: SubscriptionRef.SubscriptionRef<ReadonlyArray<W>>,
  id: string,
  timeout: Parameters<typeof Effect.timeoutOption>[1]
): Effect.Effect<W | undefined> =>
  Effect.flatMap(SubscriptionRef.get(wallets), (listed) => {
    const now = listed.find((wallet) => wallet.id === id)
    if (now !== undefined) return Effect.succeed(now)
    return wallets.changes.pipe(
      Stream.map((list) => list.find((wallet) => wallet.id === id)),
      Stream.filter((wallet): wallet is W => wallet !== undefined),
      Stream.runHead,
      Effect.timeoutOption(timeout),
      Effect.map((found) => Option.getOrUndefined(Option.flatten(found)))
    )
  })
