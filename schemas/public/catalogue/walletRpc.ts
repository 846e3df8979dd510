/** walletRpc: plain declarations of walletport/errors (generated shape; checked against schemas/errors/walletRpc.ts). */
import * as impl from "../../errors/walletRpc.js"
import type { WalletportErrorTag } from "../errors.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/** What a wallet RPC error is made from (all optional). */
export interface WalletRpcErrorFields {
  /** What the wallet said; defaults to NO_WALLET_DETAILS. */
  readonly details?: string
  /** The provider method that failed. */
  readonly method?: string | undefined
  /** The `data` of the wallet's JSON-RPC error. */
  readonly data?: unknown
  /** The provider's error as it was thrown. */
  readonly cause?: unknown
}

/** A wallet RPC error with its EIP-1474 / EIP-1193 / EIP-5792 `code`. */
export interface WalletRpcErrorOf<Tag extends WalletportErrorTag, Code extends number> extends CatalogueError<Tag> {
  /** The JSON-RPC error code this class stands for. */
  readonly code: Code
  /** The provider method that failed. */
  readonly method?: string | undefined
  /** The `data` of the wallet's JSON-RPC error. */
  readonly data?: unknown
  /** The provider's error as it was thrown. */
  readonly cause?: unknown
}

/**
 * The wallet (or the node behind it) could not parse the JSON-RPC request (-32700).
 * What to do: A wallet or node fault: retry; `details` has what the wallet said.
 */
export interface ParseRpcError extends WalletRpcErrorOf<"ParseRpcError", -32700> {}
export const ParseRpcError: ErrorClass<ParseRpcError, WalletRpcErrorFields> = impl.ParseRpcError

/**
 * The wallet found the request object invalid (-32600).
 * What to do: Check the request you sent through the provider (`method`, `details`).
 */
export interface InvalidRequestRpcError extends WalletRpcErrorOf<"InvalidRequestRpcError", -32600> {}
export const InvalidRequestRpcError: ErrorClass<InvalidRequestRpcError, WalletRpcErrorFields> = impl.InvalidRequestRpcError

/**
 * The wallet does not know the method (-32601).
 * What to do: Feature-detect the method, or offer another way for wallets without it.
 */
export interface MethodNotFoundRpcError extends WalletRpcErrorOf<"MethodNotFoundRpcError", -32601> {}
export const MethodNotFoundRpcError: ErrorClass<MethodNotFoundRpcError, WalletRpcErrorFields> = impl.MethodNotFoundRpcError

/**
 * The wallet rejected the method's parameters (-32602).
 * What to do: Check the parameters against the method's spec; `details` names the problem.
 */
export interface InvalidParamsRpcError extends WalletRpcErrorOf<"InvalidParamsRpcError", -32602> {}
export const InvalidParamsRpcError: ErrorClass<InvalidParamsRpcError, WalletRpcErrorFields> = impl.InvalidParamsRpcError

/**
 * The wallet failed internally (-32603).
 * What to do: Retry; if it persists, `details` and `cause` are the wallet's own error to report.
 */
export interface InternalRpcError extends WalletRpcErrorOf<"InternalRpcError", -32603> {}
export const InternalRpcError: ErrorClass<InternalRpcError, WalletRpcErrorFields> = impl.InternalRpcError

/**
 * Missing or invalid parameters (-32000), often a node error the wallet passed on (gas, nonce).
 * What to do: Check the transaction's fields; `details` has the node's words.
 */
export interface InvalidInputRpcError extends WalletRpcErrorOf<"InvalidInputRpcError", -32000> {}
export const InvalidInputRpcError: ErrorClass<InvalidInputRpcError, WalletRpcErrorFields> = impl.InvalidInputRpcError

/**
 * The block, transaction or other resource asked for does not exist (-32001).
 * What to do: Check the hash or id you asked for.
 */
export interface ResourceNotFoundRpcError extends WalletRpcErrorOf<"ResourceNotFoundRpcError", -32001> {}
export const ResourceNotFoundRpcError: ErrorClass<ResourceNotFoundRpcError, WalletRpcErrorFields> = impl.ResourceNotFoundRpcError

/**
 * The resource is not available (-32002): usually a request of the same kind is already waiting in the wallet.
 * What to do: Ask the visitor to open their wallet and finish or dismiss the pending request, then retry.
 */
export interface ResourceUnavailableRpcError extends WalletRpcErrorOf<"ResourceUnavailableRpcError", -32002> {}
export const ResourceUnavailableRpcError: ErrorClass<ResourceUnavailableRpcError, WalletRpcErrorFields> = impl.ResourceUnavailableRpcError

/**
 * The wallet or node refused to create the transaction (-32003).
 * What to do: Check the transaction (value, gas, data); `details` says why.
 */
export interface TransactionRejectedRpcError extends WalletRpcErrorOf<"TransactionRejectedRpcError", -32003> {}
export const TransactionRejectedRpcError: ErrorClass<TransactionRejectedRpcError, WalletRpcErrorFields> = impl.TransactionRejectedRpcError

/**
 * The wallet does not support the method (-32004).
 * What to do: Feature-detect the method, or offer another way for this wallet.
 */
export interface MethodNotSupportedRpcError extends WalletRpcErrorOf<"MethodNotSupportedRpcError", -32004> {}
export const MethodNotSupportedRpcError: ErrorClass<MethodNotSupportedRpcError, WalletRpcErrorFields> = impl.MethodNotSupportedRpcError

/**
 * The request exceeded a limit of the wallet or its node (-32005), e.g. a rate limit.
 * What to do: Retry later, with fewer or smaller requests.
 */
export interface LimitExceededRpcError extends WalletRpcErrorOf<"LimitExceededRpcError", -32005> {}
export const LimitExceededRpcError: ErrorClass<LimitExceededRpcError, WalletRpcErrorFields> = impl.LimitExceededRpcError

/**
 * The wallet does not support the JSON-RPC version of the request (-32006).
 * What to do: A wallet fault: nothing to change on your side.
 */
export interface JsonRpcVersionUnsupported extends WalletRpcErrorOf<"JsonRpcVersionUnsupported", -32006> {}
export const JsonRpcVersionUnsupported: ErrorClass<JsonRpcVersionUnsupported, WalletRpcErrorFields> = impl.JsonRpcVersionUnsupported

/**
 * The visitor said no in their wallet (4001): a connection, a signature, a transaction, a network switch.
 * What to do: Nothing: an expected outcome (walletport logs nothing); let the visitor try again.
 */
export interface UserRejectedRequest extends WalletRpcErrorOf<"UserRejectedRequest", 4001> {}
export const UserRejectedRequest: ErrorClass<UserRejectedRequest, WalletRpcErrorFields> = impl.UserRejectedRequest

/**
 * The visitor has not authorised the method or account for this site (4100).
 * What to do: Connect (or reconnect) the wallet before the request.
 */
export interface UnauthorizedProvider extends WalletRpcErrorOf<"UnauthorizedProvider", 4100> {}
export const UnauthorizedProvider: ErrorClass<UnauthorizedProvider, WalletRpcErrorFields> = impl.UnauthorizedProvider

/**
 * The provider does not support the method (4200).
 * What to do: Feature-detect the method, or offer another way for this wallet.
 */
export interface UnsupportedProviderMethod extends WalletRpcErrorOf<"UnsupportedProviderMethod", 4200> {}
export const UnsupportedProviderMethod: ErrorClass<UnsupportedProviderMethod, WalletRpcErrorFields> = impl.UnsupportedProviderMethod

/**
 * The wallet is disconnected from every chain (4900), or the WalletConnect relay is unreachable.
 * What to do: Ask the visitor to reconnect, or retry once their connection is back.
 */
export interface ProviderDisconnected extends WalletRpcErrorOf<"ProviderDisconnected", 4900> {}
export const ProviderDisconnected: ErrorClass<ProviderDisconnected, WalletRpcErrorFields> = impl.ProviderDisconnected

/**
 * The wallet is not connected to the requested chain (4901).
 * What to do: Switch the network (`switchNetwork`) before the request.
 */
export interface ChainDisconnected extends WalletRpcErrorOf<"ChainDisconnected", 4901> {}
export const ChainDisconnected: ErrorClass<ChainDisconnected, WalletRpcErrorFields> = impl.ChainDisconnected

/**
 * The wallet could not switch chain (4902; also "unrecognized chain", which walletport answers with
 * wallet_addEthereumChain).
 * What to do: Check that the network is one of `networks` with a working RPC URL; the visitor may add it in the wallet
 * by hand.
 */
export interface SwitchChainError extends WalletRpcErrorOf<"SwitchChainError", 4902> {}
export const SwitchChainError: ErrorClass<SwitchChainError, WalletRpcErrorFields> = impl.SwitchChainError

/**
 * The wallet answered with a code outside the catalogue (5000 or any other: `code`).
 * What to do: Read `code` and `details` (the wallet's words) to decide.
 */
export interface UnknownRpcError extends CatalogueError<"UnknownRpcError"> {
  readonly code?: number | undefined
  readonly method?: string | undefined
  readonly data?: unknown
  readonly cause?: unknown
}
export const UnknownRpcError: ErrorClass<UnknownRpcError, { readonly cause?: unknown; readonly data?: unknown; readonly code?: number | undefined; readonly details?: string; readonly method?: string | undefined }> = impl.UnknownRpcError

/**
 * The wallet rejected the chain id itself (32603).
 * What to do: Check the network's chain id.
 */
export interface InvalidChainIdRpcError extends WalletRpcErrorOf<"InvalidChainIdRpcError", 32603> {}
export const InvalidChainIdRpcError: ErrorClass<InvalidChainIdRpcError, WalletRpcErrorFields> = impl.InvalidChainIdRpcError

/**
 * The wallet does not support a capability not marked optional (EIP-5792, 5700).
 * What to do: Mark the capability optional, or send without it.
 */
export interface UnsupportedNonOptionalCapability extends WalletRpcErrorOf<"UnsupportedNonOptionalCapability", 5700> {}
export const UnsupportedNonOptionalCapability: ErrorClass<UnsupportedNonOptionalCapability, WalletRpcErrorFields> = impl.UnsupportedNonOptionalCapability

/**
 * The wallet does not support the chain for the batch (EIP-5792, 5710).
 * What to do: Send on a chain the wallet supports, or without wallet_sendCalls.
 */
export interface UnsupportedChainIdRpcError extends WalletRpcErrorOf<"UnsupportedChainIdRpcError", 5710> {}
export const UnsupportedChainIdRpcError: ErrorClass<UnsupportedChainIdRpcError, WalletRpcErrorFields> = impl.UnsupportedChainIdRpcError

/**
 * A batch with this id was already submitted (EIP-5792, 5720).
 * What to do: Use a fresh id for each batch.
 */
export interface DuplicateBundleId extends WalletRpcErrorOf<"DuplicateBundleId", 5720> {}
export const DuplicateBundleId: ErrorClass<DuplicateBundleId, WalletRpcErrorFields> = impl.DuplicateBundleId

/**
 * The batch id is unknown to the wallet (EIP-5792, 5730).
 * What to do: Check the id returned by wallet_sendCalls.
 */
export interface UnknownBundleId extends WalletRpcErrorOf<"UnknownBundleId", 5730> {}
export const UnknownBundleId: ErrorClass<UnknownBundleId, WalletRpcErrorFields> = impl.UnknownBundleId

/**
 * The batch is too large for the wallet (EIP-5792, 5740).
 * What to do: Split the calls into smaller batches.
 */
export interface BundleTooLarge extends WalletRpcErrorOf<"BundleTooLarge", 5740> {}
export const BundleTooLarge: ErrorClass<BundleTooLarge, WalletRpcErrorFields> = impl.BundleTooLarge

/**
 * The wallet could do the batch atomically after an upgrade, and the visitor declined it (EIP-5792, 5750).
 * What to do: Nothing: the visitor's choice (walletport logs nothing); send without the atomic requirement if you can.
 */
export interface AtomicReadyWalletRejectedUpgrade extends WalletRpcErrorOf<"AtomicReadyWalletRejectedUpgrade", 5750> {}
export const AtomicReadyWalletRejectedUpgrade: ErrorClass<AtomicReadyWalletRejectedUpgrade, WalletRpcErrorFields> = impl.AtomicReadyWalletRejectedUpgrade

/**
 * The wallet cannot run the batch atomically and the request required it (EIP-5792, 5760).
 * What to do: Send without the atomic requirement, or one call at a time.
 */
export interface AtomicityNotSupported extends WalletRpcErrorOf<"AtomicityNotSupported", 5760> {}
export const AtomicityNotSupported: ErrorClass<AtomicityNotSupported, WalletRpcErrorFields> = impl.AtomicityNotSupported

/**
 * A method outside the allowed lists; the UI shows "Action not allowed".
 * What to do: Use a method the embedded wallet allows.
 */
export interface RpcMethodNotAllowed extends CatalogueError<"RpcMethodNotAllowed"> {
  readonly method: string
}
export const RpcMethodNotAllowed: ErrorClass<RpcMethodNotAllowed, { readonly method: string }> = impl.RpcMethodNotAllowed

/** The developer detail of a wallet error that said nothing of its own. */
export const NO_WALLET_DETAILS = impl.NO_WALLET_DETAILS

/** Every class a wallet RPC code can map to. */
export const WalletRpcErrorClasses: readonly [
  typeof ParseRpcError,
  typeof InvalidRequestRpcError,
  typeof MethodNotFoundRpcError,
  typeof InvalidParamsRpcError,
  typeof InternalRpcError,
  typeof InvalidInputRpcError,
  typeof ResourceNotFoundRpcError,
  typeof ResourceUnavailableRpcError,
  typeof TransactionRejectedRpcError,
  typeof MethodNotSupportedRpcError,
  typeof LimitExceededRpcError,
  typeof JsonRpcVersionUnsupported,
  typeof UserRejectedRequest,
  typeof UnauthorizedProvider,
  typeof UnsupportedProviderMethod,
  typeof ProviderDisconnected,
  typeof ChainDisconnected,
  typeof SwitchChainError,
  typeof InvalidChainIdRpcError,
  typeof UnsupportedNonOptionalCapability,
  typeof UnsupportedChainIdRpcError,
  typeof DuplicateBundleId,
  typeof UnknownBundleId,
  typeof BundleTooLarge,
  typeof AtomicReadyWalletRejectedUpgrade,
  typeof AtomicityNotSupported
] = impl.WalletRpcErrorClasses

/** Every error a wallet's JSON-RPC call can fail with. */
export type WalletRpcError = InstanceType<(typeof WalletRpcErrorClasses)[number]> | UnknownRpcError
