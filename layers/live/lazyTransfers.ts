/**
 * A TransferCapability whose code is imported on first use (ARCHITECTURE §4): an adapter's chunk carries only
 * this wrapper, so a visitor who never sends never downloads the transfer code.
 */
import * as Effect from "effect/Effect"
import type { TransferCapability } from "../../services/ChainAdapter.js"

/** Defers every method to the capability `load` imports (once; a failed import is retried on the next call). */
export const lazyTransfers = (load: () => Promise<TransferCapability>): TransferCapability => {
  let loading: Promise<TransferCapability> | undefined
  const capability = Effect.promise(() => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  })
  return {
    tokens: (network, owner) => Effect.flatMap(capability, (t) => t.tokens(network, owner)),
    plan: (network, transfer) => Effect.flatMap(capability, (t) => t.plan(network, transfer)),
    submit: (walletId, network, plan) => Effect.flatMap(capability, (t) => t.submit(walletId, network, plan)),
    outcome: (network, hash) => Effect.flatMap(capability, (t) => t.outcome(network, hash)),
    hasCode: (network, address) => Effect.flatMap(capability, (t) => t.hasCode(network, address))
  }
}
