/**
 * How a sent transfer ends in the Send state (SPEC §9): the chain's outcome as a step, and which wallet
 * failures may still have put the transfer on the chain (a retry must then not resend blindly).
 */
import type { Network } from "../../schemas/entities/Network.js"
import { NodeError } from "../../schemas/errors/chainRpc.js"
import { explorerTransactionUrl, type PendingTransaction, type TransferOutcome } from "../../schemas/send.js"
import type { SendError, SendState } from "../../services/Send.js"

/** The block explorer link of a hash, as an optional field. */
export const withExplorer = (network: Network, hash: string): { readonly explorerUrl?: string } => {
  const url = explorerTransactionUrl(network.blockExplorers?.default.url, hash)
  return url === undefined ? {} : { explorerUrl: url }
}

/** What the state says once the transfer of `entry` ended with `outcome`. */
export const endedState = (
  outcome: TransferOutcome,
  entry: PendingTransaction,
  network: Network
): Pick<SendState, "step" | "error" | "hash" | "explorerUrl"> => {
  const same = { hash: entry.hash, explorerUrl: entry.explorerUrl }
  if (outcome === "success") return { ...same, step: "confirmed", error: undefined }
  if (outcome === "reverted") return { ...same, step: "reverted", error: new NodeError({ kind: "executionReverted" }) }
  if (outcome === "dropped") return { ...same, step: "dropped", error: undefined }
  const { reason, replacement } = outcome
  // Re-sent at another fee: the transfer itself happened (or reverted) under the new hash.
  if (reason === "repriced" && replacement !== undefined) {
    const moved = { hash: replacement.hash, explorerUrl: withExplorer(network, replacement.hash).explorerUrl }
    return replacement.status === "success"
      ? { ...moved, step: "confirmed", error: undefined }
      : { ...moved, step: "reverted", error: new NodeError({ kind: "executionReverted" }) }
  }
  return { ...same, step: reason === "cancelled" ? "cancelled" : "replaced", error: undefined }
}

/**
 * Failures that prove the wallet sent nothing: it refused, could not be reached, or was never asked. Any other
 * (a dropped connection, a garbled or unknown answer) may come after a broadcast.
 */
const NOTHING_SENT: ReadonlySet<string> = new Set([
  "UserRejectedRequest",
  "UnauthorizedProvider",
  "UnsupportedProviderMethod",
  "MethodNotFoundRpcError",
  "MethodNotSupportedRpcError",
  "InvalidParamsRpcError",
  "InvalidInputRpcError",
  "TransactionRejectedRpcError",
  "ChainDisconnected",
  "WalletNotFound",
  "ConnectorNotConnected",
  "NodeError"
])

/** Whether the transfer may be on the chain although the wallet's answer was a failure. */
export const mayHaveSent = (error: SendError): boolean => !NOTHING_SENT.has(error._tag)
