/**
 * A TransferCapability whose code is imported on first use (ARCHITECTURE §4): an adapter's chunk carries only
 * this wrapper, so a visitor who never sends never downloads the transfer code.
 */
import * as Effect from "effect/Effect"
import type { TransferCapability } from "../../services/ChainAdapter.js"
import { lazyReadChunk } from "./lazyChunk.js"

/** Defers every method to the capability `load` imports (once; a failed import fails that call and is retried on the next). */
export const lazyTransfers = (load: () => Promise<TransferCapability>): TransferCapability => {
  const capability = lazyReadChunk("the transfer code", load)
  return {
    tokens: (network, owner, listed) => Effect.flatMap(capability, (t) => t.tokens(network, owner, listed)),
    plan: (network, transfer) => Effect.flatMap(capability, (t) => t.plan(network, transfer)),
    planCall: (network, call) =>
      Effect.flatMap(capability, (t) => (t.planCall === undefined ? Effect.dieMessage("this namespace makes no contract calls") : t.planCall(network, call))),
    submit: (walletId, network, plan) => Effect.flatMap(capability, (t) => t.submit(walletId, network, plan)),
    outcome: (network, hash, lastValidBlockHeight) => Effect.flatMap(capability, (t) => t.outcome(network, hash, lastValidBlockHeight)),
    hasCode: (network, address) => Effect.flatMap(capability, (t) => t.hasCode(network, address))
  }
}
