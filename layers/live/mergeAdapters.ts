/**
 * Several adapters of one namespace as one (the namespace's own adapter plus WalletConnect's): their wallet
 * lists are concatenated, and every wallet call goes to the adapter that listed the wallet. Chain reads go
 * to the first adapter (the namespace's own), which the host configured for them.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Subscribable from "effect/Subscribable"
import type { AdapterWallet, ChainAdapterShape } from "../../services/ChainAdapter.js"

export const mergeAdapters = (adapters: ReadonlyArray<ChainAdapterShape>): ReadonlyArray<ChainAdapterShape> => {
  const byNamespace = new Map<string, Array<ChainAdapterShape>>()
  for (const adapter of adapters) {
    const group = byNamespace.get(adapter.namespace)
    if (group === undefined) byNamespace.set(adapter.namespace, [adapter])
    else group.push(adapter)
  }
  return [...byNamespace.values()].map((group) => (group.length === 1 && group[0] !== undefined ? group[0] : merged(group)))
}

const merged = (group: ReadonlyArray<ChainAdapterShape>): ChainAdapterShape => {
  const [first] = group
  if (first === undefined) throw new Error("mergeAdapters: empty group")
  const walletsGet = Effect.map(Effect.forEach(group, (adapter) => adapter.wallets.get), (lists) => lists.flat())
  const wallets: Subscribable.Subscribable<ReadonlyArray<AdapterWallet>> = Subscribable.make({
    get: walletsGet,
    changes: Stream.mergeAll(group.map((adapter) => adapter.wallets.changes), { concurrency: "unbounded" }).pipe(
      Stream.mapEffect(() => walletsGet)
    )
  })
  /** The adapter that lists the wallet now; the first adapter otherwise (it answers WalletNotFound). */
  const owner = (walletId: string) =>
    Effect.map(
      Effect.forEach(group, (adapter) => Effect.map(adapter.wallets.get, (list) => (list.some((w) => w.id === walletId) ? adapter : undefined))),
      (found) => found.find((adapter) => adapter !== undefined) ?? first
    )
  // The open prompts of every adapter of the group (wallet ids are unique across it: owner() relies on that too).
  const promptSources = group.flatMap((adapter) => (adapter.prompting === undefined ? [] : [adapter.prompting]))
  const promptingGet = Effect.map(Effect.forEach(promptSources, (source) => source.get), (sets): ReadonlySet<string> => new Set(sets.flatMap((set) => [...set])))
  const prompting: ChainAdapterShape["prompting"] = promptSources.length === 0 ? undefined : Subscribable.make({
    get: promptingGet,
    changes: Stream.mergeAll(promptSources.map((source) => source.changes), { concurrency: "unbounded" }).pipe(Stream.mapEffect(() => promptingGet))
  })
  const walletConnect = group.find((adapter) => adapter.walletConnect !== undefined)?.walletConnect
  const embedded = group.find((adapter) => adapter.embedded !== undefined)?.embedded
  // Sending (issue 10): chain reads from the first adapter, the wallet call to the wallet's own adapter.
  const reads = first.transfers
  const transfers: ChainAdapterShape["transfers"] = reads === undefined ? undefined : {
    ...reads,
    submit: (walletId, network, plan) =>
      Effect.flatMap(owner(walletId), (adapter) => (adapter.transfers ?? reads).submit(walletId, network, plan))
  }
  return {
    namespace: first.namespace,
    wallets,
    refresh: Effect.forEach(group, (adapter) => adapter.refresh, { discard: true }),
    find: (walletId, timeout) =>
      Effect.raceAll(group.map((adapter) => adapter.find(walletId, timeout).pipe(
        Effect.flatMap((wallet) => (wallet === undefined ? Effect.fail("absent" as const) : Effect.succeed(wallet)))
      ))).pipe(Effect.orElseSucceed(() => undefined)),
    connect: (walletId, network) => Effect.flatMap(owner(walletId), (adapter) => adapter.connect(walletId, network)),
    ...(prompting === undefined ? {} : { prompting }),
    restore: (walletId, network) => Effect.flatMap(owner(walletId), (adapter) => adapter.restore(walletId, network)),
    disconnect: (walletId) => Effect.flatMap(owner(walletId), (adapter) => adapter.disconnect(walletId)),
    events: (walletId) => Stream.unwrap(Effect.map(owner(walletId), (adapter) => adapter.events(walletId))),
    switchNetwork: (walletId, network) => Effect.flatMap(owner(walletId), (adapter) => adapter.switchNetwork(walletId, network)),
    getBalance: first.getBalance,
    signMessage: (walletId, address, message) =>
      Effect.flatMap(owner(walletId), (adapter) => adapter.signMessage(walletId, address, message)),
    hostProvider: (walletId) => Effect.flatMap(owner(walletId), (adapter) => adapter.hostProvider(walletId)),
    ...(walletConnect === undefined ? {} : { walletConnect }),
    ...(embedded === undefined ? {} : { embedded }),
    ...(transfers === undefined ? {} : { transfers })
  }
}
