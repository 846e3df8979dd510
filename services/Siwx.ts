/**
 * Sign-in with a wallet ("Sign-in flow"): after a connection, when the `siwx` (or `siweConfig`)
 * option is set, the network is supported and no session exists for the account on its chain, the modal
 * asks for a signature on the sign view. Read-only state; the flow itself runs in the live layer.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ConnectorBadResponse, WalletNotFound } from "../schemas/errors/connectors.js"
import type {
  NoActiveCaipAddress,
  NoActiveCaipNetwork,
  NoConnectionClient,
  SignatureDeclined,
  SiwxInitFailed,
  SiwxNotEnabled
} from "../schemas/errors/siwx.js"
import type { UserRejectedRequest, WalletRpcError } from "../schemas/errors/walletRpc.js"
import type { SiwxRefusal } from "../schemas/siwx/refusal.js"

/** The account a sign-in is for. */
export interface SiwxAccount {
  readonly namespace: ChainNamespace
  /** `namespace:reference:address`. */
  readonly caipAddress: string
  /** CAIP-2 id of the chain the session is bound to. */
  readonly chainId: string
  readonly address: string
}

/**
 * What a sign-in attempt can fail with (shown on the sign view): SignatureDeclined for a refusal in the
 * wallet, the wallet's own error otherwise; the back end's refusal (SiwxVerificationFailed, InvalidSiwxMessage,
 * SmartAccountsUnsupported), or SiwxInitFailed when it failed otherwise.
 */
export type SiwxError =
  | SignatureDeclined
  | SiwxInitFailed
  | SiwxRefusal
  | Exclude<WalletRpcError, UserRejectedRequest>
  | WalletNotFound
  | ConnectorBadResponse

/** Where the sign-in flow stands. */
export interface SiwxState {
  /** A `siwx` or `siweConfig` option is set. */
  readonly enabled: boolean
  /** Sign-in-required mode. */
  readonly required: boolean
  /** The sign view: SIWXSignMessage, or ConnectingSiwe for `siweConfig`. */
  readonly view: "SIWXSignMessage" | "ConnectingSiwe"
  /** `awaiting`: the sign view waits for the visitor; `signing`: the wallet prompt is open. */
  readonly status: "idle" | "checking" | "awaiting" | "signing"
  /** The account the sign view asks for. */
  readonly pending: SiwxAccount | undefined
  /** caipAddresses with a session. */
  readonly signedIn: ReadonlyArray<string>
  /** The last attempt's error ("Signature declined", …). */
  readonly error: SiwxError | undefined
}

/** Nothing configured. */
export const SIWX_DISABLED: SiwxState = {
  enabled: false,
  required: false,
  view: "SIWXSignMessage",
  status: "idle",
  pending: undefined,
  signedIn: [],
  error: undefined
}

/** Closing is blocked on the sign view while a required sign-in has no session. */
export const siwxBlocksClose = (state: SiwxState): boolean => state.enabled && state.required && state.pending !== undefined

/** The flow's state, below the Modal in the graph (Modal reads it to block closing in required mode). */
export class SiwxStatus extends Context.Tag("walletport/SiwxStatus")<SiwxStatus, SubscriptionRef.SubscriptionRef<SiwxState>>() {}

export interface SiwxShape {
  readonly state: Subscribable.Subscribable<SiwxState>
  /**
   * Approve on the sign view: makes the message, asks the wallet, stores the session; then closes the modal
   * and tracks SIWX_AUTH_SUCCESS. Fails: SiwxNotEnabled, NoActiveCaipAddress, NoActiveCaipNetwork (the chain
   * is not one the host serves), NoConnectionClient (the wallet went away), SiwxInitFailed when the message
   * cannot be made (disconnects, resets to Connect); otherwise a SiwxError, the modal staying on the sign
   * view (SIWX_AUTH_ERROR): SignatureDeclined (refused in the wallet), another wallet error, the back end's
   * refusal, or SiwxInitFailed (the back end failed to store the session).
   */
  readonly sign: Effect.Effect<void, SiwxNotEnabled | NoActiveCaipAddress | NoActiveCaipNetwork | NoConnectionClient | SiwxError>
  /** Cancel on the sign view: disconnects when required, else closes; then resets to Connect. Never fails. */
  readonly cancel: Effect.Effect<void>
  /** Signs the active account out on its chain. Fails: SiwxNotEnabled, NoActiveCaipAddress. */
  readonly signOut: Effect.Effect<void, SiwxNotEnabled | NoActiveCaipAddress>
}

export class Siwx extends Context.Tag("walletport/Siwx")<Siwx, SiwxShape>() {}
