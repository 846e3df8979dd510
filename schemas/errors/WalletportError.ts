/**
 * Every catalogue error a host can meet, as one type, and a guard that recognises them by `_tag`:
 * `instanceof` fails across two copies of the library (or an error that crossed postMessage), a tag does not.
 * Type-only imports: this module carries no Effect, so the shell can export isWalletportError.
 */
import type { OptionsError } from "../options.js"
import type * as walletRpc from "./walletRpc.js"
import type * as chainRpc from "./chainRpc.js"
import type * as chunk from "./chunk.js"
import type * as connectors from "./connectors.js"
import type * as ens from "./ens.js"
import type * as validation from "./validation.js"
import type * as dataApi from "./dataApi.js"
import type * as features from "./features.js"
import type * as names from "./names.js"
import type * as siwx from "./siwx.js"
import type * as frame from "./frame.js"
import type * as transactions from "./transactions.js"
import type * as storage from "./storage.js"
import type * as analytics from "./analytics.js"
import type * as alerts from "./alerts.js"
import type * as walletConnect from "./walletConnect.js"
import { WALLETPORT_ERROR_TAGS, type WalletportErrorTag } from "./tags.js"

/** Every error class of the catalogue (and InvalidOptions), by `_tag`. */
export type WalletportError =
  | walletRpc.ParseRpcError
  | walletRpc.InvalidRequestRpcError
  | walletRpc.MethodNotFoundRpcError
  | walletRpc.InvalidParamsRpcError
  | walletRpc.InternalRpcError
  | walletRpc.InvalidInputRpcError
  | walletRpc.ResourceNotFoundRpcError
  | walletRpc.ResourceUnavailableRpcError
  | walletRpc.TransactionRejectedRpcError
  | walletRpc.MethodNotSupportedRpcError
  | walletRpc.LimitExceededRpcError
  | walletRpc.JsonRpcVersionUnsupported
  | walletRpc.UserRejectedRequest
  | walletRpc.UnauthorizedProvider
  | walletRpc.UnsupportedProviderMethod
  | walletRpc.ProviderDisconnected
  | walletRpc.ChainDisconnected
  | walletRpc.SwitchChainError
  | walletRpc.UnknownRpcError
  | walletRpc.InvalidChainIdRpcError
  | walletRpc.UnsupportedNonOptionalCapability
  | walletRpc.UnsupportedChainIdRpcError
  | walletRpc.DuplicateBundleId
  | walletRpc.UnknownBundleId
  | walletRpc.BundleTooLarge
  | walletRpc.AtomicReadyWalletRejectedUpgrade
  | walletRpc.AtomicityNotSupported
  | walletRpc.RpcMethodNotAllowed
  | chainRpc.ChainNotSupported
  | chainRpc.MissingTransportUrl
  | chainRpc.NodeError
  | chainRpc.ReceiptTimeout
  | chainRpc.RpcTimeout
  | chainRpc.RpcHttpError
  | chainRpc.RpcRequestError
  | chainRpc.AbiDecodingError
  | chainRpc.InvalidSignature
  | connectors.ChainNotConfigured
  | connectors.ConnectorAlreadyConnected
  | connectors.ConnectorNotConnected
  | connectors.ConnectorAccountNotFound
  | connectors.ConnectorChainMismatch
  | connectors.ConnectorUnavailableReconnecting
  | connectors.ConnectorBadResponse
  | connectors.DisconnectFailed
  | connectors.WalletNotFound
  | walletConnect.WalletConnectFailed
  | validation.InvalidCaipNetworkId
  | validation.InvalidCaip10Address
  | validation.InvalidCaipAddress
  | validation.InvalidChainId
  | validation.InvalidDecimalNumber
  | validation.InvalidAddress
  | validation.InvalidView
  | validation.InvalidEmail
  | ens.InvalidEnsName
  | validation.InvalidOtp
  | dataApi.TokenBalanceUnavailable
  | dataApi.GasPriceNetworkNotSupported
  | dataApi.SwapNetworkNotSupported
  | dataApi.ApiUnauthorized
  | dataApi.ApiRequestFailed
  | names.ResolveNameFailed
  | names.NameSuggestionsFailed
  | names.NamesForAddressFailed
  | names.NameNetworkNotFound
  | names.NameAddressOrConnectorNotFound
  | names.RegisterNameFailed
  | siwx.SiwxInitFailed
  | siwx.SignatureDeclined
  | siwx.SmartAccountsUnsupported
  | siwx.SiwxNotEnabled
  | siwx.NoActiveCaipAddress
  | siwx.NoActiveCaipNetwork
  | siwx.NoConnectionClient
  | siwx.InvalidSiwxMessage
  | siwx.SiwxVerificationFailed
  | siwx.InvalidSiwxVerifyOptions
  | frame.EmailLoginDependencyFailed
  | frame.FrameRequestAborted
  | frame.RpcRequestAborted
  | frame.FrameError
  | frame.FrameTimeout
  | frame.FrameNotSet
  | frame.FrameMessageRejected
  | frame.EmailLoginCooldown
  | transactions.FetchTransactionsFailed
  | transactions.MissingAccountAddress
  | storage.StorageCorrupted
  | storage.StorageUnavailable
  | analytics.AnalyticsRequestFailed
  | analytics.AnalyticsRateLimited
  | alerts.Alert
  | chunk.ChunkLoadFailed
  | features.FeatureDisabled
  | OptionsError

export { WALLETPORT_ERROR_TAGS, type WalletportErrorTag }

// Compile-time proof that the list and the union name the same tags, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const tagsMatchUnion: Same<WalletportErrorTag, WalletportError["_tag"]> = true
void tagsMatchUnion

// Compile-time proof of viem's model for every class: `message` is the user text, `details` is for developers.
const everyErrorHasDetails: [WalletportError] extends [{ readonly message: string; readonly details: string }] ? true : false = true
void everyErrorHasDetails

const TAGS: ReadonlySet<string> = new Set(WALLETPORT_ERROR_TAGS)

/**
 * True for an error of the walletport catalogue, from this copy of the library or another (a tag and a
 * string message are checked, not a class identity).
 */
export const isWalletportError = (value: unknown): value is WalletportError => {
  if (typeof value !== "object" || value === null) return false
  try {
    return "_tag" in value && typeof value._tag === "string" && TAGS.has(value._tag) &&
      "message" in value && typeof value.message === "string"
  } catch {
    // A hostile object whose getters throw is not one of ours.
    return false
  }
}
