/** Wallet connection per namespace (SPEC §4 "Wallet connection status"). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ConnectorAlreadyConnected, DisconnectFailed, WalletNotFound } from "../schemas/errors/connectors.js"
import type { EvmConnectError } from "./EvmConnector.js"

/** SPEC §4: disconnected → connecting → connected. */
export type ConnectionStatus = "disconnected" | "connecting" | "connected"

/** The wallet behind a live connection. */
export interface ConnectedWallet {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly type: "ANNOUNCED" | "INJECTED"
}

/** The last connect attempt, for the ConnectingExternal view. */
export interface ConnectAttempt {
  readonly walletId: string
  readonly status: "pending" | "failed"
  readonly error: string | undefined
}

export interface ConnectionState {
  readonly status: Readonly<Record<ChainNamespace, ConnectionStatus>>
  readonly wallets: Readonly<Partial<Record<ChainNamespace, ConnectedWallet>>>
  readonly attempt: ConnectAttempt | undefined
}

export type ConnectError = EvmConnectError | ConnectorAlreadyConnected | WalletNotFound

export interface ConnectionShape {
  readonly state: SubscriptionRef.SubscriptionRef<ConnectionState>
  /** Connects a discovered browser wallet (eip155). Fails: ConnectorAlreadyConnected, WalletNotFound, the wallet's RPC errors. */
  readonly connect: (walletId: string) => Effect.Effect<void, ConnectError>
  /** Ends the namespace's connection and clears it from storage. Fails: DisconnectFailed. */
  readonly disconnect: (namespace?: ChainNamespace) => Effect.Effect<void, DisconnectFailed>
  /** Resolves once the start-up restore (SPEC §4 "at start … connecting, then … after syncing") has settled. */
  readonly restored: Effect.Effect<void>
}

export class Connection extends Context.Tag("walletport/Connection")<Connection, ConnectionShape>() {}
