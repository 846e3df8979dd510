/**
 * Chain RPC errors ("Node errors", "HTTP RPC", chain codes). Texts follow
 * viem's, since that is what the live layer wraps and what developers recognise.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * Adding a chain to the wallet failed.
 * What to do: Check the network's RPC URL and `cause`; the visitor may add the chain in the wallet by hand.
 */
export class ChainNotSupported extends CatalogueError("ChainNotSupported", {
  chainId: Schema.optional(Schema.Union(Schema.Number, Schema.String)),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Chain is not supported"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A network with no RPC URL to talk to.
 * What to do: Give the network an RPC URL, or set it in the `rpcUrls` option.
 */
export class MissingTransportUrl extends CatalogueError("MissingTransportUrl", {
  caipNetworkId: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return "No URL was provided to the Transport"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/** The node errors of the error catalogue, each with viem's text. */
export const NODE_ERROR_MESSAGES = {
  executionReverted: "Execution reverted for an unknown reason.",
  feeCapTooHigh: "The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).",
  feeCapTooLow: "The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.",
  nonceTooHigh: "Nonce provided for the transaction is higher than the next one expected.",
  nonceTooLow: "Nonce provided for the transaction is lower than the current nonce of the account.",
  nonceMaxValue: "Nonce provided for the transaction exceeds the maximum allowed nonce.",
  insufficientFunds:
    "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.",
  intrinsicGasTooHigh: "The amount of gas provided for the transaction exceeds the limit allowed for the block.",
  intrinsicGasTooLow: "The amount of gas provided for the transaction is too low.",
  transactionTypeNotSupported: "The transaction type is not supported for this chain.",
  tipAboveFeeCap: "The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).",
  unknown: "An error occurred while executing the transaction."
} as const

export type NodeErrorKind = keyof typeof NODE_ERROR_MESSAGES

/**
 * Node errors; `reason` is the revert reason when the node gave one.
 * What to do: Show `message` to the visitor; fix the transaction (funds, gas, nonce) or the contract call.
 */
export class NodeError extends CatalogueError("NodeError", {
  kind: Schema.Literal(
    "executionReverted",
    "feeCapTooHigh",
    "feeCapTooLow",
    "nonceTooHigh",
    "nonceTooLow",
    "nonceMaxValue",
    "insufficientFunds",
    "intrinsicGasTooHigh",
    "intrinsicGasTooLow",
    "transactionTypeNotSupported",
    "tipAboveFeeCap",
    "unknown"
  ),
  reason: Schema.optional(Schema.String),
  /** A revert's data as the node returned it (EIP-1474 code 3): a custom error such as EIP-3668's OffchainLookup. */
  data: Schema.optional(Schema.String),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    if (this.kind === "executionReverted" && this.reason !== undefined) {
      return `Execution reverted with reason: ${this.reason}.`
    }
    return NODE_ERROR_MESSAGES[this.kind]
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * HTTP RPC: the request outlived the RPC timeout (10 s).
 * What to do: Check `url`; give a faster endpoint (or a fallback list) in `rpcUrls`.
 */
export class RpcTimeout extends CatalogueError("RpcTimeout", {
  url: Schema.String
}) {
  override get message(): string {
    return "The request took too long to respond."
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * HTTP RPC: a non-2xx status from the endpoint.
 * What to do: Check `url` and `status`; set working endpoints in `rpcUrls`.
 */
export class RpcHttpError extends CatalogueError("RpcHttpError", {
  url: Schema.String,
  status: Schema.optional(Schema.Number),
  /** The endpoint's Retry-After, in ms, when it sent one (the retry waits that long). */
  retryAfterMs: Schema.optional(Schema.Number),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "HTTP request failed."
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * HTTP RPC: the endpoint answered with a JSON-RPC error.
 * What to do: Read `code` and `details`: usually the request's parameters or the endpoint's limits.
 */
export class RpcRequestError extends CatalogueError("RpcRequestError", {
  url: Schema.String,
  code: Schema.Number,
  details: Schema.String
}) {
  override get message(): string {
    return "RPC Request failed."
  }
}

/**
 * No receipt within the receipt timeout (180 s). Text as viem's.
 * What to do: The transaction may still be mined: look `hash` up in an explorer before sending again.
 */
export class ReceiptTimeout extends CatalogueError("ReceiptTimeout", {
  hash: Schema.String
}) {
  override get message(): string {
    return `Timed out while waiting for transaction with hash "${this.hash}" to be confirmed.`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * ABI decoding of empty or malformed return data.
 * What to do: Check the contract address (is there a contract on this chain?) and the ABI.
 */
export class AbiDecodingError extends CatalogueError("AbiDecodingError", {
  data: Schema.String
}) {
  override get message(): string {
    return this.data === "0x"
      ? "Cannot decode zero data (\"0x\") with ABI parameters."
      : "Data could not be decoded with the given ABI parameters."
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A signature that does not parse.
 * What to do: Check where the signature came from (its encoding and length).
 */
export class InvalidSignature extends CatalogueError("InvalidSignature", {
  signature: Schema.String
}) {
  override get message(): string {
    return "Invalid signature."
  }

  get details(): string {
    return developerDetails(this)
  }
}

export type ChainRpcError = RpcTimeout | RpcHttpError | RpcRequestError | NodeError | MissingTransportUrl
