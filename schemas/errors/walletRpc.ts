/**
 * Wallet RPC errors (SPEC §8): one class per EIP-1474 / EIP-1193 / EIP-5792 code,
 * so callers can `catchTag("UserRejectedRequest", …)`. Texts follow viem's RpcError model: `message` is always
 * the catalogue text; `details` is for developers, what the wallet itself said; `cause` is the provider's
 * error as it was thrown.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"

/** The developer detail of a wallet error that said nothing of its own. */
export const NO_WALLET_DETAILS = "The wallet gave no message."

const fields = {
  details: Schema.optionalWith(Schema.String, { default: () => NO_WALLET_DETAILS }),
  method: Schema.optional(Schema.String),
  data: Schema.optional(Schema.Unknown),
  cause: Schema.optional(Schema.Defect)
}

const forMethod = (text: string, method: string | undefined) => (method === undefined ? text : `${text} (${method})`)

/** -32700 */
export class ParseRpcError extends Schema.TaggedError<ParseRpcError>()("ParseRpcError", fields) {
  readonly code = -32700
  override get message() { return "Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text." }
}
/** -32600 */
export class InvalidRequestRpcError extends Schema.TaggedError<InvalidRequestRpcError>()("InvalidRequestRpcError", fields) {
  readonly code = -32600
  override get message() { return "JSON is not a valid request object." }
}
/** -32601 */
export class MethodNotFoundRpcError extends Schema.TaggedError<MethodNotFoundRpcError>()("MethodNotFoundRpcError", fields) {
  readonly code = -32601
  override get message() { return `The method${this.method ? ` "${this.method}"` : ""} does not exist / is not available.` }
}
/** -32602 */
export class InvalidParamsRpcError extends Schema.TaggedError<InvalidParamsRpcError>()("InvalidParamsRpcError", fields) {
  readonly code = -32602
  override get message() { return "Invalid parameters were provided to the RPC method." }
}
/** -32603 */
export class InternalRpcError extends Schema.TaggedError<InternalRpcError>()("InternalRpcError", fields) {
  readonly code = -32603
  override get message() { return "An internal error was received." }
}
/** -32000 */
export class InvalidInputRpcError extends Schema.TaggedError<InvalidInputRpcError>()("InvalidInputRpcError", fields) {
  readonly code = -32000
  override get message() { return "Missing or invalid parameters." }
}
/** -32001 */
export class ResourceNotFoundRpcError extends Schema.TaggedError<ResourceNotFoundRpcError>()("ResourceNotFoundRpcError", fields) {
  readonly code = -32001
  override get message() { return "Requested resource not found." }
}
/** -32002 */
export class ResourceUnavailableRpcError
  extends Schema.TaggedError<ResourceUnavailableRpcError>()("ResourceUnavailableRpcError", fields)
{
  readonly code = -32002
  override get message() { return "Requested resource not available." }
}
/** -32003 */
export class TransactionRejectedRpcError
  extends Schema.TaggedError<TransactionRejectedRpcError>()("TransactionRejectedRpcError", fields)
{
  readonly code = -32003
  override get message() { return "Transaction creation failed." }
}
/** -32004 */
export class MethodNotSupportedRpcError extends Schema.TaggedError<MethodNotSupportedRpcError>()("MethodNotSupportedRpcError", fields) {
  readonly code = -32004
  override get message() { return `Method${this.method ? ` "${this.method}"` : ""} is not supported.` }
}
/** -32005 */
export class LimitExceededRpcError extends Schema.TaggedError<LimitExceededRpcError>()("LimitExceededRpcError", fields) {
  readonly code = -32005
  override get message() { return "Request exceeds defined limit." }
}
/** -32006 */
export class JsonRpcVersionUnsupported extends Schema.TaggedError<JsonRpcVersionUnsupported>()("JsonRpcVersionUnsupported", fields) {
  readonly code = -32006
  override get message() { return "Version of JSON-RPC protocol is not supported." }
}
/** 4001: the visitor said no in their wallet. */
export class UserRejectedRequest extends Schema.TaggedError<UserRejectedRequest>()("UserRejectedRequest", fields) {
  readonly code = 4001
  override get message() { return "User rejected the request." }
}
/** 4100 */
export class UnauthorizedProvider extends Schema.TaggedError<UnauthorizedProvider>()("UnauthorizedProvider", fields) {
  readonly code = 4100
  override get message() { return "The requested method and/or account has not been authorized by the user." }
}
/** 4200 */
export class UnsupportedProviderMethod extends Schema.TaggedError<UnsupportedProviderMethod>()("UnsupportedProviderMethod", fields) {
  readonly code = 4200
  override get message() { return forMethod("The Provider does not support the requested method.", this.method) }
}
/** 4900 */
export class ProviderDisconnected extends Schema.TaggedError<ProviderDisconnected>()("ProviderDisconnected", fields) {
  readonly code = 4900
  override get message() { return "The Provider is disconnected from all chains." }
}
/** 4901 */
export class ChainDisconnected extends Schema.TaggedError<ChainDisconnected>()("ChainDisconnected", fields) {
  readonly code = 4901
  override get message() { return "The Provider is not connected to the requested chain." }
}
/** 4902: also "unrecognized chain", the cue to fall back to wallet_addEthereumChain. */
export class SwitchChainError extends Schema.TaggedError<SwitchChainError>()("SwitchChainError", fields) {
  readonly code = 4902
  override get message() { return "An error occurred when attempting to switch chain." }
}
/** 5000: the wallet's default / unknown error code. */
export class UnknownRpcError extends Schema.TaggedError<UnknownRpcError>()("UnknownRpcError", {
  ...fields,
  code: Schema.optional(Schema.Number)
}) {
  override get message() { return "An unknown RPC error occurred." }
}
/** 32603 (positive): the wallet rejected the chain id itself. */
export class InvalidChainIdRpcError extends Schema.TaggedError<InvalidChainIdRpcError>()("InvalidChainIdRpcError", fields) {
  readonly code = 32603
  override get message() { return "Invalid chain id" }
}
/** 5700 */
export class UnsupportedNonOptionalCapability
  extends Schema.TaggedError<UnsupportedNonOptionalCapability>()("UnsupportedNonOptionalCapability", fields)
{
  readonly code = 5700
  override get message() { return "This Wallet does not support a capability that was not marked as optional." }
}
/** 5710 */
export class UnsupportedChainIdRpcError extends Schema.TaggedError<UnsupportedChainIdRpcError>()("UnsupportedChainIdRpcError", fields) {
  readonly code = 5710
  override get message() { return "This Wallet does not support the requested chain ID." }
}
/** 5720 */
export class DuplicateBundleId extends Schema.TaggedError<DuplicateBundleId>()("DuplicateBundleId", fields) {
  readonly code = 5720
  override get message() { return "There is already a bundle submitted with this ID." }
}
/** 5730 */
export class UnknownBundleId extends Schema.TaggedError<UnknownBundleId>()("UnknownBundleId", fields) {
  readonly code = 5730
  override get message() { return "This bundle id is unknown / has not been submitted" }
}
/** 5740 */
export class BundleTooLarge extends Schema.TaggedError<BundleTooLarge>()("BundleTooLarge", fields) {
  readonly code = 5740
  override get message() { return "The call bundle is too large for the Wallet to process." }
}
/** 5750 */
export class AtomicReadyWalletRejectedUpgrade
  extends Schema.TaggedError<AtomicReadyWalletRejectedUpgrade>()("AtomicReadyWalletRejectedUpgrade", fields)
{
  readonly code = 5750
  override get message() { return "The Wallet can support atomicity after an upgrade, but the user rejected the upgrade." }
}
/** 5760 */
export class AtomicityNotSupported extends Schema.TaggedError<AtomicityNotSupported>()("AtomicityNotSupported", fields) {
  readonly code = 5760
  override get message() { return "The wallet does not support atomic execution but the request requires it." }
}

/** SPEC §6: a method outside the allowed lists; the UI shows "Action not allowed". */
export class RpcMethodNotAllowed extends Schema.TaggedError<RpcMethodNotAllowed>()("RpcMethodNotAllowed", {
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

