/**
 * Network (SPEC §1 networks, §2 UnsupportedChain): the host's networks grouped by namespace, the active
 * network of each, the namespace the modal acts on, and which namespaces' wallets sit on a chain the host
 * did not configure.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { CaipNetworkId, ChainNamespace } from "../../schemas/entities/ids.js"
import type { Network as NetworkEntity } from "../../schemas/entities/Network.js"
import type { Session } from "../../schemas/entities/Session.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import { Network, type NetworkState } from "../../services/Network.js"

type ByNamespace<A> = Readonly<Partial<Record<ChainNamespace, A>>>

/** Recomputes the fields derived from the active namespace. */
const withDerived = (s: Omit<NetworkState, "active" | "unsupportedChainId"> & { readonly fallback: NetworkEntity }): NetworkState => {
  const { fallback, ...rest } = s
  return {
    ...rest,
    active: s.activeByNamespace[s.activeNamespace] ?? fallback,
    unsupportedChainId: s.unsupported[s.activeNamespace]
  }
}

export const NetworkLive: Layer.Layer<Network, never, Config | ChainAdapters> = Layer.effect(
  Network,
  Effect.gen(function*() {
    const config = yield* Config
    const adapters = yield* ChainAdapters
    const networks = config.networks
    const fallback = config.defaultNetwork ?? networks[0]
    const byNamespace: Partial<Record<ChainNamespace, Array<NetworkEntity>>> = {}
    for (const network of networks) (byNamespace[network.chainNamespace] ??= []).push(network)
    const activeByNamespace: ByNamespace<NetworkEntity> = Object.fromEntries(
      Object.entries(byNamespace).map(([namespace, list]) => [
        namespace,
        fallback.chainNamespace === namespace ? fallback : list[0]
      ])
    )
    const state = yield* SubscriptionRef.make<NetworkState>(withDerived({
      networks,
      byNamespace,
      activeByNamespace,
      activeNamespace: fallback.chainNamespace,
      unsupported: {},
      allowUnsupportedChain: config.allowUnsupportedChain,
      fallback
    }))
    const update = (change: (s: NetworkState) => Omit<NetworkState, "active" | "unsupportedChainId">) =>
      SubscriptionRef.update(state, (s) => withDerived({ ...change(s), fallback }))

    const syncWalletChain = Effect.fn("Network.syncWalletChain")(function*(
      namespace: ChainNamespace,
      caipNetworkId: CaipNetworkId
    ) {
      const match = networks.find((network) => network.caipNetworkId === caipNetworkId)
      yield* update((s) =>
        match === undefined
          ? { ...s, unsupported: { ...s.unsupported, [namespace]: caipNetworkId } }
          : {
            ...s,
            activeByNamespace: { ...s.activeByNamespace, [namespace]: match },
            unsupported: { ...s.unsupported, [namespace]: undefined }
          }
      )
    })

    // Only a namespace the host has networks for can be the one the modal acts on.
    const configured = (namespace: ChainNamespace) => byNamespace[namespace] !== undefined

    const clearWallet = (namespace: ChainNamespace, stillConnected: ReadonlyArray<ChainNamespace>) =>
      update((s) => {
        const unsupported = { ...s.unsupported, [namespace]: undefined }
        if (s.activeNamespace !== namespace) return { ...s, unsupported }
        const next = stillConnected.find((ns) => ns !== namespace && configured(ns)) ?? fallback.chainNamespace
        return { ...s, unsupported, activeNamespace: next }
      })

    const setActiveNamespace = (namespace: ChainNamespace) =>
      update((s) => (configured(namespace) ? { ...s, activeNamespace: namespace } : s))

    const switchNetwork = Effect.fn("Network.switchNetwork")(function*(
      caipNetworkId: string,
      session: Session | undefined,
      options?: { readonly activate?: boolean }
    ) {
      const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (network === undefined) return yield* new ChainNotConfigured({ chainId: caipNetworkId })
      const namespace = network.chainNamespace
      const adapter = adapters.get(namespace)
      // The wallet moves first; the dapp follows only once it did (a rejection leaves everything as it was).
      if (session !== undefined && adapter !== undefined && session.caipNetworkId !== network.caipNetworkId) {
        yield* adapter.switchNetwork(session.connector.id, network)
      }
      yield* update((s) => ({
        ...s,
        activeNamespace: options?.activate === false ? s.activeNamespace : namespace,
        activeByNamespace: { ...s.activeByNamespace, [namespace]: network },
        unsupported: { ...s.unsupported, [namespace]: undefined }
      }))
    })

    return { state, syncWalletChain, clearWallet, setActiveNamespace, switchNetwork }
  })
)
