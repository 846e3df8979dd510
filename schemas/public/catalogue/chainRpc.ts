/** chainRpc: plain declarations of walletport/errors (generated shape; checked against schemas/errors/chainRpc.ts). */
import * as impl from "../../errors/chainRpc.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * Adding a chain to the wallet failed.
 * What to do: Check the network's RPC URL and `cause`; the visitor may add the chain in the wallet by hand.
 */
export interface ChainNotSupported extends CatalogueError<"ChainNotSupported"> {
  readonly chainId?: string | number | undefined
  readonly cause?: unknown
}
export const ChainNotSupported: ErrorClass<ChainNotSupported, { readonly cause?: unknown; readonly chainId?: string | number | undefined }> = impl.ChainNotSupported

/**
 * A network with no RPC URL to talk to.
 * What to do: Give the network an RPC URL, or set it in the `rpcUrls` option.
 */
export interface MissingTransportUrl extends CatalogueError<"MissingTransportUrl"> {
  readonly caipNetworkId?: string | undefined
}
export const MissingTransportUrl: ErrorClass<MissingTransportUrl, { readonly caipNetworkId?: string | undefined }> = impl.MissingTransportUrl

/**
 * The catalogue node errors; `reason` is the revert reason when the node gave one.
 * What to do: Show `message` to the visitor; fix the transaction (funds, gas, nonce) or the contract call.
 */
export interface NodeError extends CatalogueError<"NodeError"> {
  readonly kind: "executionReverted" | "feeCapTooHigh" | "feeCapTooLow" | "nonceTooHigh" | "nonceTooLow" | "nonceMaxValue" | "insufficientFunds" | "intrinsicGasTooHigh" | "intrinsicGasTooLow" | "transactionTypeNotSupported" | "tipAboveFeeCap" | "unknown"
  readonly reason?: string | undefined
  /** A revert's data as the node returned it (EIP-1474 code 3): a custom error such as EIP-3668's OffchainLookup. */
  readonly data?: string | undefined
  readonly cause?: unknown
}
export const NodeError: ErrorClass<NodeError, { readonly kind: "executionReverted" | "feeCapTooHigh" | "feeCapTooLow" | "nonceTooHigh" | "nonceTooLow" | "nonceMaxValue" | "insufficientFunds" | "intrinsicGasTooHigh" | "intrinsicGasTooLow" | "transactionTypeNotSupported" | "tipAboveFeeCap" | "unknown"; readonly cause?: unknown; readonly reason?: string | undefined; readonly data?: string | undefined }> = impl.NodeError

/**
 * The catalogue HTTP RPC: the request outlived the RPC timeout (10 s).
 * What to do: Check `url`; give a faster endpoint (or a fallback list) in `rpcUrls`.
 */
export interface RpcTimeout extends CatalogueError<"RpcTimeout"> {
  readonly url: string
}
export const RpcTimeout: ErrorClass<RpcTimeout, { readonly url: string }> = impl.RpcTimeout

/**
 * The catalogue HTTP RPC: a non-2xx status from the endpoint.
 * What to do: Check `url` and `status`; set working endpoints in `rpcUrls`.
 */
export interface RpcHttpError extends CatalogueError<"RpcHttpError"> {
  readonly url: string
  readonly status?: number | undefined
  /** The endpoint's Retry-After, in ms, when it sent one (the retry waits that long). */
  readonly retryAfterMs?: number | undefined
  readonly cause?: unknown
}
export const RpcHttpError: ErrorClass<RpcHttpError, { readonly cause?: unknown; readonly status?: number | undefined; readonly url: string; readonly retryAfterMs?: number | undefined }> = impl.RpcHttpError

/**
 * The catalogue HTTP RPC: the endpoint answered with a JSON-RPC error.
 * What to do: Read `code` and `details`: usually the request's parameters or the endpoint's limits.
 */
export interface RpcRequestError extends CatalogueError<"RpcRequestError"> {
  readonly url: string
  readonly code: number
}
export const RpcRequestError: ErrorClass<RpcRequestError, { readonly url: string; readonly code: number; readonly details: string }> = impl.RpcRequestError

/**
 * No receipt within the receipt timeout (180 s). Text as viem's.
 * What to do: The transaction may still be mined: look `hash` up in an explorer before sending again.
 */
export interface ReceiptTimeout extends CatalogueError<"ReceiptTimeout"> {
  readonly hash: string
}
export const ReceiptTimeout: ErrorClass<ReceiptTimeout, { readonly hash: string }> = impl.ReceiptTimeout

/**
 * ABI decoding of empty or malformed return data.
 * What to do: Check the contract address (is there a contract on this chain?) and the ABI.
 */
export interface AbiDecodingError extends CatalogueError<"AbiDecodingError"> {
  readonly data: string
}
export const AbiDecodingError: ErrorClass<AbiDecodingError, { readonly data: string }> = impl.AbiDecodingError

/**
 * A signature that does not parse.
 * What to do: Check where the signature came from (its encoding and length).
 */
export interface InvalidSignature extends CatalogueError<"InvalidSignature"> {
  readonly signature: string
}
export const InvalidSignature: ErrorClass<InvalidSignature, { readonly signature: string }> = impl.InvalidSignature

/** The node's words for each NodeError `kind`. */
export const NODE_ERROR_MESSAGES = impl.NODE_ERROR_MESSAGES
/** What a node said went wrong. */
export type NodeErrorKind = keyof typeof NODE_ERROR_MESSAGES
/** Every failure of a JSON-RPC call to a node. */
export type ChainRpcError = RpcTimeout | RpcHttpError | RpcRequestError | NodeError | MissingTransportUrl
