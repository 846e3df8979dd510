/** The active network per namespace and the host's network list (SPEC §1 networks, §3 Network). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { Network as NetworkEntity } from "../schemas/entities/Network.js"

export interface NetworkState {
  /** The network the modal acts on. */
  readonly active: NetworkEntity
  /** The host's networks, in the host's order. */
  readonly networks: ReadonlyArray<NetworkEntity>
  /** Set when the wallet sits on a chain the host did not configure (SPEC §2 UnsupportedChain). */
  readonly unsupportedChainId: string | undefined
}

export interface NetworkShape {
  readonly state: SubscriptionRef.SubscriptionRef<NetworkState>
  /** Follows the wallet's chain: the matching host network becomes active, else the chain is marked unsupported. */
  readonly syncWalletChain: (namespace: ChainNamespace, chainId: string | number) => Effect.Effect<void>
}

export class Network extends Context.Tag("walletport/Network")<Network, NetworkShape>() {}
