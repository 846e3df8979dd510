/**
 * A node's JSON-RPC error → the catalogue (SPEC §8 node errors). Nodes say what went wrong in words, not codes
 * (geth, anvil, erigon, nethermind all differ in code); these patterns are viem's, so the kinds match its errors.
 */
import { NodeError, type NodeErrorKind, RpcRequestError } from "../../../schemas/errors/chainRpc.js"

const PATTERNS: ReadonlyArray<readonly [NodeErrorKind, RegExp]> = [
  ["executionReverted", /execution reverted|gas required exceeds allowance/i],
  ["feeCapTooHigh", /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i],
  ["feeCapTooLow", /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i],
  ["nonceTooHigh", /nonce too high/i],
  ["nonceTooLow", /nonce too low|transaction already imported|already known/i],
  ["nonceMaxValue", /nonce has max value/i],
  ["insufficientFunds", /insufficient funds|exceeds transaction sender account balance/i],
  ["intrinsicGasTooHigh", /intrinsic gas too high|gas limit reached/i],
  ["intrinsicGasTooLow", /intrinsic gas too low/i],
  ["transactionTypeNotSupported", /transaction type not valid/i],
  ["tipAboveFeeCap", /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i]
]

// EIP-1474 code 3 carries a revert with its data; geth's "execution reverted: <reason>" carries the reason.
const EXECUTION_REVERTED_CODE = 3
const REVERT_REASON = /execution reverted:?\s*(.+)$/i

/** Which node error a message names, if any. */
export const nodeErrorKind = (message: string): NodeErrorKind | undefined =>
  PATTERNS.find(([, pattern]) => pattern.test(message))?.[0]

/**
 * A JSON-RPC error object from `url` → NodeError when the node named one, else RpcRequestError with its code. A
 * revert keeps its hex data (a custom error, e.g. the OffchainLookup that CCIP-read continues from).
 */
export const fromJsonRpcError = (
  url: string,
  error: { readonly code: number; readonly message: string; readonly data?: unknown }
): NodeError | RpcRequestError => {
  const kind = error.code === EXECUTION_REVERTED_CODE ? "executionReverted" : nodeErrorKind(error.message)
  if (kind === undefined) return new RpcRequestError({ url, code: error.code, details: error.message })
  const reason = kind === "executionReverted" ? REVERT_REASON.exec(error.message)?.[1]?.trim() : undefined
  const data = kind === "executionReverted" && typeof error.data === "string" && /^0x[0-9a-fA-F]*$/.test(error.data) ? error.data : undefined
  return new NodeError({
    kind,
    ...(reason === undefined || reason === "" ? {} : { reason }),
    ...(data === undefined ? {} : { data }),
    cause: new RpcRequestError({ url, code: error.code, details: error.message })
  })
}
