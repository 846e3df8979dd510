/**
 * Wallet RPC errors: one class per EIP-1474 / EIP-1193 / EIP-5792 code,
 * so callers can `catchTag("UserRejectedRequest", …)`. Texts follow viem's RpcError model: `message` is always
 * the catalogue text; `details` is for developers, what the wallet itself said; `cause` is the provider's
 * error as it was thrown.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/** The developer detail of a wallet error that said nothing of its own. */
export const NO_WALLET_DETAILS = "The wallet gave no message."

const fields = {
  details: Schema.optionalWith(Schema.String, { default: () => NO_WALLET_DETAILS }),
  method: Schema.optional(Schema.String),
  data: Schema.optional(Schema.Unknown),
  cause: Schema.optional(Schema.Defect)
}

const forMethod = (text: string, method: string | undefined) => (method === undefined ? text : `${text} (${method})`)

/**
 * The wallet (or the node behind it) could not parse the JSON-RPC request (-32700).
 * What to do: A wallet or node fault: retry; `details` has what the wallet said.
 */
export class ParseRpcError extends CatalogueError("ParseRpcError", fields) {
  readonly code = -32700
  override get message() { return "Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text." }
}
/**
 * The wallet found the request object invalid (-32600).
 * What to do: Check the request you sent through the provider (`method`, `details`).
 */
export class InvalidRequestRpcError extends CatalogueError("InvalidRequestRpcError", fields) {
  readonly code = -32600
  override get message() { return "JSON is not a valid request object." }
}
/**
 * The wallet does not know the method (-32601).
 * What to do: Feature-detect the method, or offer another way for wallets without it.
 */
export class MethodNotFoundRpcError extends CatalogueError("MethodNotFoundRpcError", fields) {
  readonly code = -32601
  override get message() { return `The method${this.method ? ` "${this.method}"` : ""} does not exist / is not available.` }
}
/**
 * The wallet rejected the method's parameters (-32602).
 * What to do: Check the parameters against the method's spec; `details` names the problem.
 */
export class InvalidParamsRpcError extends CatalogueError("InvalidParamsRpcError", fields) {
  readonly code = -32602
  override get message() { return "Invalid parameters were provided to the RPC method." }
}
/**
 * The wallet failed internally (-32603).
 * What to do: Retry; if it persists, `details` and `cause` are the wallet's own error to report.
 */
export class InternalRpcError extends CatalogueError("InternalRpcError", fields) {
  readonly code = -32603
  override get message() { return "An internal error was received." }
}
/**
 * Missing or invalid parameters (-32000), often a node error the wallet passed on (gas, nonce).
 * What to do: Check the transaction's fields; `details` has the node's words.
 */
export class InvalidInputRpcError extends CatalogueError("InvalidInputRpcError", fields) {
  readonly code = -32000
  override get message() { return "Missing or invalid parameters." }
}
/**
 * The block, transaction or other resource asked for does not exist (-32001).
 * What to do: Check the hash or id you asked for.
 */
export class ResourceNotFoundRpcError extends CatalogueError("ResourceNotFoundRpcError", fields) {
  readonly code = -32001
  override get message() { return "Requested resource not found." }
}
/**
 * The resource is not available (-32002): usually a request of the same kind is already waiting in the wallet.
 * What to do: Ask the visitor to open their wallet and finish or dismiss the pending request, then retry.
 */
export class ResourceUnavailableRpcError
  extends CatalogueError("ResourceUnavailableRpcError", fields)
{
  readonly code = -32002
  override get message() { return "Requested resource not available." }
}
/**
 * The wallet or node refused to create the transaction (-32003).
 * What to do: Check the transaction (value, gas, data); `details` says why.
 */
export class TransactionRejectedRpcError
  extends CatalogueError("TransactionRejectedRpcError", fields)
{
  readonly code = -32003
  override get message() { return "Transaction creation failed." }
}
/**
 * The wallet does not support the method (-32004).
 * What to do: Feature-detect the method, or offer another way for this wallet.
 */
export class MethodNotSupportedRpcError extends CatalogueError("MethodNotSupportedRpcError", fields) {
  readonly code = -32004
  override get message() { return `Method${this.method ? ` "${this.method}"` : ""} is not supported.` }
}
/**
 * The request exceeded a limit of the wallet or its node (-32005), e.g. a rate limit.
 * What to do: Retry later, with fewer or smaller requests.
 */
export class LimitExceededRpcError extends CatalogueError("LimitExceededRpcError", fields) {
  readonly code = -32005
  override get message() { return "Request exceeds defined limit." }
}
/**
 * The wallet does not support the JSON-RPC version of the request (-32006).
 * What to do: A wallet fault: nothing to change on your side.
 */
export class JsonRpcVersionUnsupported extends CatalogueError("JsonRpcVersionUnsupported", fields) {
  readonly code = -32006
  override get message() { return "Version of JSON-RPC protocol is not supported." }
}
/**
 * The visitor said no in their wallet (4001): a connection, a signature, a transaction, a network switch.
 * What to do: Nothing: an expected outcome (walletport logs nothing); let the visitor try again.
 */
export class UserRejectedRequest extends CatalogueError("UserRejectedRequest", fields) {
  readonly code = 4001
  override get message() { return "User rejected the request." }
}
/**
 * The visitor has not authorised the method or account for this site (4100).
 * What to do: Connect (or reconnect) the wallet before the request.
 */
export class UnauthorizedProvider extends CatalogueError("UnauthorizedProvider", fields) {
  readonly code = 4100
  override get message() { return "The requested method and/or account has not been authorized by the user." }
}
/**
 * The provider does not support the method (4200).
 * What to do: Feature-detect the method, or offer another way for this wallet.
 */
export class UnsupportedProviderMethod extends CatalogueError("UnsupportedProviderMethod", fields) {
  readonly code = 4200
  override get message() { return forMethod("The Provider does not support the requested method.", this.method) }
}
/**
 * The wallet is disconnected from every chain (4900), or the WalletConnect relay is unreachable.
 * What to do: Ask the visitor to reconnect, or retry once their connection is back.
 */
export class ProviderDisconnected extends CatalogueError("ProviderDisconnected", fields) {
  readonly code = 4900
  override get message() { return "The Provider is disconnected from all chains." }
}
/**
 * The wallet is not connected to the requested chain (4901).
 * What to do: Switch the network (`switchNetwork`) before the request.
 */
export class ChainDisconnected extends CatalogueError("ChainDisconnected", fields) {
  readonly code = 4901
  override get message() { return "The Provider is not connected to the requested chain." }
}
/**
 * The wallet could not switch chain (4902; also "unrecognized chain", which walletport answers with
 * wallet_addEthereumChain).
 * What to do: Check that the network is one of `networks` with a working RPC URL; the visitor may add it in the wallet
 * by hand.
 */
export class SwitchChainError extends CatalogueError("SwitchChainError", fields) {
  readonly code = 4902
  override get message() { return "An error occurred when attempting to switch chain." }
}
/**
 * The wallet answered with a code outside the catalogue (5000 or any other: `code`).
 * What to do: Read `code` and `details` (the wallet's words) to decide.
 */
export class UnknownRpcError extends CatalogueError("UnknownRpcError", {
  ...fields,
  code: Schema.optional(Schema.Number)
}) {
  override get message() { return "An unknown RPC error occurred." }
}
/**
 * The wallet rejected the chain id itself (32603).
 * What to do: Check the network's chain id.
 */
export class InvalidChainIdRpcError extends CatalogueError("InvalidChainIdRpcError", fields) {
  readonly code = 32603
  override get message() { return "Invalid chain id" }
}
/**
 * The wallet does not support a capability not marked optional (EIP-5792, 5700).
 * What to do: Mark the capability optional, or send without it.
 */
export class UnsupportedNonOptionalCapability
  extends CatalogueError("UnsupportedNonOptionalCapability", fields)
{
  readonly code = 5700
  override get message() { return "This Wallet does not support a capability that was not marked as optional." }
}
/**
 * The wallet does not support the chain for the batch (EIP-5792, 5710).
 * What to do: Send on a chain the wallet supports, or without wallet_sendCalls.
 */
export class UnsupportedChainIdRpcError extends CatalogueError("UnsupportedChainIdRpcError", fields) {
  readonly code = 5710
  override get message() { return "This Wallet does not support the requested chain ID." }
}
/**
 * A batch with this id was already submitted (EIP-5792, 5720).
 * What to do: Use a fresh id for each batch.
 */
export class DuplicateBundleId extends CatalogueError("DuplicateBundleId", fields) {
  readonly code = 5720
  override get message() { return "There is already a bundle submitted with this ID." }
}
/**
 * The batch id is unknown to the wallet (EIP-5792, 5730).
 * What to do: Check the id returned by wallet_sendCalls.
 */
export class UnknownBundleId extends CatalogueError("UnknownBundleId", fields) {
  readonly code = 5730
  override get message() { return "This bundle id is unknown / has not been submitted" }
}
/**
 * The batch is too large for the wallet (EIP-5792, 5740).
 * What to do: Split the calls into smaller batches.
 */
export class BundleTooLarge extends CatalogueError("BundleTooLarge", fields) {
  readonly code = 5740
  override get message() { return "The call bundle is too large for the Wallet to process." }
}
/**
 * The wallet could do the batch atomically after an upgrade, and the visitor declined it (EIP-5792, 5750).
 * What to do: Nothing: the visitor's choice (walletport logs nothing); send without the atomic requirement if you can.
 */
export class AtomicReadyWalletRejectedUpgrade
  extends CatalogueError("AtomicReadyWalletRejectedUpgrade", fields)
{
  readonly code = 5750
  override get message() { return "The Wallet can support atomicity after an upgrade, but the user rejected the upgrade." }
}
/**
 * The wallet cannot run the batch atomically and the request required it (EIP-5792, 5760).
 * What to do: Send without the atomic requirement, or one call at a time.
 */
export class AtomicityNotSupported extends CatalogueError("AtomicityNotSupported", fields) {
  readonly code = 5760
  override get message() { return "The wallet does not support atomic execution but the request requires it." }
}

/**
 * A method outside the allowed lists; the UI shows "Action not allowed".
 * What to do: Use a method the embedded wallet allows.
 */
export class RpcMethodNotAllowed extends CatalogueError("RpcMethodNotAllowed", {
  method: Schema.String
}) {
  override get message() { return "Requested RPC call is not allowed" }
  get details(): string { return developerDetails(this) }
}

/** Every class a wallet RPC code can map to. */
export const WalletRpcErrorClasses = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupported,
  UserRejectedRequest,
  UnauthorizedProvider,
  UnsupportedProviderMethod,
  ProviderDisconnected,
  ChainDisconnected,
  SwitchChainError,
  InvalidChainIdRpcError,
  UnsupportedNonOptionalCapability,
  UnsupportedChainIdRpcError,
  DuplicateBundleId,
  UnknownBundleId,
  BundleTooLarge,
  AtomicReadyWalletRejectedUpgrade,
  AtomicityNotSupported
] as const

export type WalletRpcError = InstanceType<(typeof WalletRpcErrorClasses)[number]> | UnknownRpcError

