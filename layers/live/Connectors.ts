/** Connectors (SPEC §2): the ordered connector list, recomputed as wallets announce and recent wallets change. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import { type ConnectorEntry, Connectors } from "../../services/Connectors.js"
import { Storage } from "../../services/Storage.js"
import { onAnyChange } from "./anyChange.js"
import { orderConnectors } from "./connectorOrder.js"

// Icons are data URIs; a large one is not worth a storage slot (the live list has it anyway).
const MAX_STORED_ICON_CHARS = 8 * 1024

/** Marks the entries whose wallet has a connect prompt open in some namespace (ChainAdapterShape.prompting). */
const markPrompting = (
  entries: ReadonlyArray<ConnectorEntry>,
  prompting: ReadonlyArray<readonly [ChainNamespace, ReadonlySet<string>] | undefined>
): ReadonlyArray<ConnectorEntry> =>
  entries.map((entry) =>
    prompting.some((open) => open !== undefined && open[1].has(entry.walletIds[open[0]] ?? "")) ? { ...entry, prompting: true } : entry
  )

export const ConnectorsLive: Layer.Layer<Connectors, never, ChainAdapters | Config | Storage> = Layer.scoped(
  Connectors,
  Effect.gen(function*() {
    const config = yield* Config
    const adapters = yield* ChainAdapters
    const storage = yield* Storage
    const recentRef = yield* SubscriptionRef.make(yield* storage.recentWallets.get)

    const compute = Effect.gen(function*() {
      const wallets = yield* Effect.forEach(adapters.all, (adapter) => adapter.wallets.get)
      const prompting = yield* Effect.forEach(adapters.all, (adapter) =>
        adapter.prompting === undefined ? Effect.succeed(undefined) : Effect.map(adapter.prompting.get, (open) => [adapter.namespace, open] as const)
      )
      return markPrompting(orderConnectors({
        wallets,
        recent: yield* SubscriptionRef.get(recentRef),
        customWallets: config.customWallets,
        featuredWalletIds: config.featuredWalletIds,
        includeWalletIds: config.includeWalletIds,
        excludeWalletIds: config.excludeWalletIds
      }), prompting)
    })
    // Every entry, the embedded wallet's AUTH connector included: Connection connects and restores it by id. The
    // visitor reaches it through the email field (SPEC §1), never as a row of the list.
    const rows = (entries: ReadonlyArray<ConnectorEntry>) => entries.filter((entry) => entry.type !== "AUTH")
    const first = yield* compute
    const all = yield* SubscriptionRef.make(first)
    // Its own ref (not a mapped view) so that readers get the same array until the list changes.
    const list = yield* SubscriptionRef.make(rows(first))
    const publish = (entries: ReadonlyArray<ConnectorEntry>) =>
      Effect.zipRight(SubscriptionRef.set(all, entries), SubscriptionRef.set(list, rows(entries)))
    // Any adapter's wallets (each as built: a merged adapter changes when one of its own does) or the recent
    // list changing recomputes the list.
    yield* onAnyChange([
      recentRef.changes,
      ...adapters.built.map((adapter) => adapter.wallets.changes),
      ...adapters.built.flatMap((adapter) => (adapter.prompting === undefined ? [] : [adapter.prompting.changes]))
    ], Effect.flatMap(compute, publish))

    const get = (connectorId: string) =>
      Effect.map(SubscriptionRef.get(all), (entries) => entries.find((entry) => entry.id === connectorId))

    const markRecent = Effect.fn("Connectors.markRecent")(function*(entry: ConnectorEntry) {
      // SPEC §2 recent wallets are wallets to pick again; the email login is not one.
      if (entry.type === "AUTH") return
      yield* storage.recentWallets.add({
        id: entry.id,
        name: entry.name,
        ...(entry.icon !== undefined && entry.icon.length <= MAX_STORED_ICON_CHARS ? { imageUrl: entry.icon } : {}),
        ...(entry.rdns === undefined ? {} : { rdns: entry.rdns })
      })
      yield* SubscriptionRef.set(recentRef, yield* storage.recentWallets.get)
      yield* publish(yield* compute)
    })

    return {
      list,
      get,
      byWallet: (namespace, walletId) =>
        Effect.map(SubscriptionRef.get(all), (entries) => entries.find((entry) => entry.walletIds[namespace] === walletId)),
      markRecent,
      refresh: Effect.forEach(adapters.all, (adapter) => adapter.refresh, { discard: true })
    }
  })
)
