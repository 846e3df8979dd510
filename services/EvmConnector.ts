/** EIP-1193 wallet calls (SPEC §7 wallet RPC), typed and decoded. Stateless: Connection holds the state. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import type { Eip1193Provider } from "../schemas/eip1193.js"
import type { Network } from "../schemas/entities/Network.js"
import type { ChainNotSupported } from "../schemas/errors/chainRpc.js"
import type { ConnectorAccountNotFound, ConnectorBadResponse } from "../schemas/errors/connectors.js"
import type { WalletRpcError } from "../schemas/errors/walletRpc.js"

/** What a wallet reports after connecting. */
export interface EvmSession {
  readonly address: `0x${string}`
  readonly accounts: ReadonlyArray<`0x${string}`>
  readonly chainId: number
}

/** Provider events (EIP-1193), already decoded. */
export type EvmProviderEvent =
  | { readonly _tag: "AccountsChanged"; readonly accounts: ReadonlyArray<`0x${string}`> }
  | { readonly _tag: "ChainChanged"; readonly chainId: number }
  | { readonly _tag: "Disconnect" }

export type EvmConnectError = WalletRpcError | ConnectorBadResponse | ConnectorAccountNotFound

export interface EvmConnectorShape {
  /** eth_requestAccounts then eth_chainId (prompts). Fails: UserRejectedRequest and other wallet RPC errors, ConnectorBadResponse, ConnectorAccountNotFound. */
  readonly connect: (provider: Eip1193Provider, walletName: string) => Effect.Effect<EvmSession, EvmConnectError>
  /** eth_accounts then eth_chainId (never prompts): undefined when the wallet no longer authorises us. Same errors as connect. */
  readonly restore: (provider: Eip1193Provider, walletName: string) => Effect.Effect<EvmSession | undefined, EvmConnectError>
  /** wallet_switchEthereumChain, falling back to wallet_addEthereumChain on 4902. Fails: wallet RPC errors, ChainNotSupported. */
  readonly switchChain: (provider: Eip1193Provider, network: Network) => Effect.Effect<void, WalletRpcError | ChainNotSupported>
  /** Best-effort wallet_revokePermissions (many wallets lack it). Never fails. */
  readonly revoke: (provider: Eip1193Provider) => Effect.Effect<void>
  /** accountsChanged / chainChanged / disconnect as a stream; listeners are removed when the stream ends. Garbage events are dropped. */
  readonly events: (provider: Eip1193Provider) => Stream.Stream<EvmProviderEvent>
}

export class EvmConnector extends Context.Tag("walletport/EvmConnector")<EvmConnector, EvmConnectorShape>() {}
