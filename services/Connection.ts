/** Wallet connection per namespace ("Wallet connection status"), namespace-generic (ARCHITECTURE §8). */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { Session } from "../schemas/entities/Session.js"
import type { ConnectorAlreadyConnected, ConnectorNotConnected, WalletNotFound } from "../schemas/errors/connectors.js"
import type { ConnectorBadResponse } from "../schemas/errors/connectors.js"
import type { WalletRpcError } from "../schemas/errors/walletRpc.js"
import type { AdapterConnectError } from "./ChainAdapter.js"

/** Disconnected → connecting → connected. */
export type ConnectionStatus = "disconnected" | "connecting" | "connected"

/** What a connect can fail with: the wallet's errors, a vanished wallet, or the connector already current. */
export type ConnectError = AdapterConnectError | ConnectorAlreadyConnected | WalletNotFound

/** One namespace's connection. `error` is the last attempt's or restore's typed catalogue error. */
export interface NamespaceConnection {
  readonly status: ConnectionStatus
  readonly session: Session | undefined
  /** The connector-list id behind the session (a MULTI_CHAIN entry's id; the adapter's wallet id is `session.connector.id`). */
  readonly connectorId: string | undefined
  readonly error: ConnectError | undefined
}

/** The current connect attempt, for the ConnectingExternal view. The typed error is kept, not its message. */
export interface ConnectAttempt {
  readonly connectorId: string
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly status: "pending" | "failed"
  readonly error: ConnectError | undefined
}

export interface ConnectionState {
  /** Per namespace. Which one calls without a namespace mean is Network's `activeNamespace` (one source of truth). */
  readonly namespaces: Readonly<Record<ChainNamespace, NamespaceConnection>>
  readonly attempt: ConnectAttempt | undefined
}

/** Every namespace disconnected. */
export const NO_CONNECTION: NamespaceConnection = {
  status: "disconnected",
  session: undefined,
  connectorId: undefined,
  error: undefined
}

/**
 * A connect as the modal sees it: the sessions that connected, and whether the attempt is still the visitor's
 * current one when it resolves (no newer attempt or cancel took over while it ran). A stale attempt's outcome
 * moves no view.
 */
export interface ConnectOutcome {
  readonly sessions: ReadonlyArray<Session>
  readonly current: boolean
}

export interface ConnectionShape {
  readonly state: Subscribable.Subscribable<ConnectionState>
  /**
   * Connects a listed connector: every namespace it supports (a MULTI_CHAIN wallet, one user action) or
   * only `namespace`. A newer attempt, restore or disconnect of a namespace interrupts this one there;
   * resolves with the sessions that did connect (interrupted only when none did). Every exit settles
   * `attempt`, and interrupting the caller stops the attempt. Fails: ConnectorAlreadyConnected,
   * WalletNotFound, the wallet's errors.
   */
  readonly connect: (
    connectorId: string,
    options?: { readonly namespace?: ChainNamespace }
  ) => Effect.Effect<ReadonlyArray<Session>, ConnectError>
  /**
   * `connect` for the modal's intents: the same attempt, its outcome says whether it is still current. Only the
   * current attempt tracks CONNECT_SUCCESS or CONNECT_ERROR.
   */
  readonly connectAttempt: (
    connectorId: string,
    options?: { readonly namespace?: ChainNamespace }
  ) => Effect.Effect<ConnectOutcome, ConnectError>
  /**
   * Abandons the pending attempt (Back from ConnectingExternal): a late approval is ignored (a WalletConnect
   * one that no other connect waits for is deleted on the wallet's side). Never fails.
   */
  readonly cancel: Effect.Effect<void>
  /** Local clean-up first (state, storage, account, watcher), then a best-effort revoke. Never fails. */
  readonly disconnect: (namespace?: ChainNamespace) => Effect.Effect<void>
  /**
   * The Account view's Disconnect: `namespace` and every other namespace the same wallet holds (the same
   * connector: a multi-chain wallet's, one WalletConnect session's); other wallets stay. Never fails.
   */
  readonly disconnectWallet: (namespace: ChainNamespace) => Effect.Effect<void>
  /** Signs a UTF-8 message with the namespace's account. Fails: ConnectorNotConnected, the wallet's errors. */
  readonly signMessage: (
    message: string,
    namespace?: ChainNamespace
  ) => Effect.Effect<string, ConnectorNotConnected | WalletRpcError | WalletNotFound | ConnectorBadResponse>
  /** The host-facing provider of the namespace's connected wallet, after that namespace's start-up restore; undefined when not connected. Never fails. */
  readonly hostProvider: (namespace: ChainNamespace) => Effect.Effect<unknown>
  /** Resolves once the start-up restore ("at start … connecting, then … after syncing") first settled. */
  readonly restored: Effect.Effect<void>
}

export class Connection extends Context.Tag("walletport/Connection")<Connection, ConnectionShape>() {}
