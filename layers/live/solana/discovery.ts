/**
 * Wallet Standard discovery (ARCHITECTURE §8): the wallets registered through `@wallet-standard/app`,
 * filtered to those that serve a Solana chain and can connect, deduplicated by id, host exclusions applied.
 * The list follows register/unregister events for the life of the adapter's scope.
 */
import { getWallets } from "@wallet-standard/app"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"
import { type DiscoveredSolanaWallet, listWallets } from "./walletList.js"

export { type DiscoveredSolanaWallet, listWallets } from "./walletList.js"

export interface SolanaDiscovery {
  readonly wallets: Subscribable.Subscribable<ReadonlyArray<AdapterWallet>>
  readonly refresh: Effect.Effect<void>
  /** The listed wallet with this id now, if any. */
  readonly current: (walletId: string) => Effect.Effect<DiscoveredSolanaWallet | undefined>
  /** Waits up to `timeout` for the wallet to be listed. */
  readonly find: (walletId: string, timeout: Duration.DurationInput) => Effect.Effect<AdapterWallet | undefined>
  /** Emits once, then ends, when the wallet is no longer listed (at once if it is not listed now). */
  readonly gone: (walletId: string) => Stream.Stream<void>
}

export const makeDiscovery = (
  excludeWalletIds: ReadonlyArray<string>
): Effect.Effect<SolanaDiscovery, never, Scope.Scope> =>
  Effect.gen(function*() {
    const registry = getWallets()
    const list = () => listWallets(registry.get(), excludeWalletIds)
    const entries = yield* SubscriptionRef.make(list())
    const recompute = Effect.suspend(() => SubscriptionRef.set(entries, list()))

    const runtime = yield* Effect.runtime<never>()
    const onChange = () => Runtime.runSync(runtime)(recompute)
    yield* Effect.acquireRelease(
      Effect.sync(() => [registry.on("register", onChange), registry.on("unregister", onChange)]),
      (offs) => Effect.sync(() => offs.forEach((off) => off()))
    )

    const lookup = (walletId: string) => (all: ReadonlyArray<DiscoveredSolanaWallet>) =>
      all.find(({ info }) => info.id === walletId)

    return {
      wallets: Subscribable.map(entries, (all) => all.map(({ info }) => info)),
      // Wallets register once per app-ready event; announcing again lets a wallet that missed it register.
      refresh: Effect.zipRight(
        Effect.sync(() => {
          if (typeof window === "undefined") return
          const api = Object.freeze({ register: registry.register })
          window.dispatchEvent(new CustomEvent("wallet-standard:app-ready", { detail: api }))
        }),
        recompute
      ),
      current: (walletId) => Effect.map(SubscriptionRef.get(entries), lookup(walletId)),
      find: (walletId, timeout) =>
        Effect.gen(function*() {
          // A listed wallet is found whatever the timeout (a zero timeout would otherwise win the race).
          const listed = lookup(walletId)(yield* SubscriptionRef.get(entries))
          if (listed !== undefined) return listed.info
          const found = yield* entries.changes.pipe(
            Stream.map(lookup(walletId)),
            Stream.filter((entry): entry is DiscoveredSolanaWallet => entry !== undefined),
            Stream.runHead,
            Effect.timeoutOption(timeout)
          )
          return Option.getOrUndefined(Option.flatten(found))?.info
        }),
      gone: (walletId) =>
        entries.changes.pipe(
          Stream.filter((all) => lookup(walletId)(all) === undefined),
          Stream.take(1),
          Stream.as(undefined)
        )
    }
  })
