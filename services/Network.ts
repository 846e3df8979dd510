/** Networks per namespace (networks, UnsupportedChain, Network). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { CaipNetworkId, ChainNamespace } from "../schemas/entities/ids.js"
import type { Network as NetworkEntity } from "../schemas/entities/Network.js"
import type { Session } from "../schemas/entities/Session.js"
import type { ChainNotConfigured } from "../schemas/errors/connectors.js"
import type { AdapterSwitchError } from "./ChainAdapter.js"

export interface NetworkState {
  /** The host's networks, in the host's order. */
  readonly networks: ReadonlyArray<NetworkEntity>
  /** The host's networks grouped by namespace (the Networks view), in the host's order. */
  readonly byNamespace: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<NetworkEntity>>>>
  /** The active network of each configured namespace. */
  readonly activeByNamespace: Readonly<Partial<Record<ChainNamespace, NetworkEntity>>>
  /**
   * The namespace the modal acts on, and calls without a namespace mean (the one source of truth: Connection
   * and the hooks read it here). The newest connection's; when its session ends, another connected
   * namespace's; without any, the host's default network's.
   */
  readonly activeNamespace: ChainNamespace
  /** The active network of the active namespace. */
  readonly active: NetworkEntity
  /** Per namespace: the wallet's chain when it is one the host did not configure (the Unsupported Chain view). */
  readonly unsupported: Readonly<Partial<Record<ChainNamespace, string>>>
  /** `unsupported` of the active namespace. */
  readonly unsupportedChainId: string | undefined
  /** `allowUnsupportedChain`: an account on an unsupported chain stays usable. */
  readonly allowUnsupportedChain: boolean
}

export interface NetworkShape {
  readonly state: Subscribable.Subscribable<NetworkState>
  /** Follows the wallet's chain: the matching host network becomes active, else the namespace is marked unsupported. */
  readonly syncWalletChain: (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => Effect.Effect<void>
  /**
   * The namespace's session ended: it is no longer unsupported, and if it was the active namespace the
   * first of `stillConnected` (else the default network's namespace) becomes active. Never fails.
   */
  readonly clearWallet: (namespace: ChainNamespace, stillConnected: ReadonlyArray<ChainNamespace>) => Effect.Effect<void>
  /** Makes the namespace the one the modal acts on (a new connection). Never fails. */
  readonly setActiveNamespace: (namespace: ChainNamespace) => Effect.Effect<void>
  /**
   * Makes the network active in its namespace and that namespace active (unless `activate` is false: a wallet of
   * that namespace is still to be connected); with a session there, moves the wallet first (EVM: adding the
   * chain on 4902). Fails: ChainNotConfigured, AdapterSwitchError.
   */
  readonly switchNetwork: (
    caipNetworkId: string,
    session: Session | undefined,
    options?: { readonly activate?: boolean }
  ) => Effect.Effect<void, ChainNotConfigured | AdapterSwitchError>
}

export class Network extends Context.Tag("walletport/Network")<Network, NetworkShape>() {}
