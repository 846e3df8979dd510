/**
 * The Solana adapter's TransferCapability (issue 10): chain reads through the Solana reads (the shared RPC
 * policy: retry, timeout, fallback, typed errors), the token list and outcomes in the lazily loaded ./transfers.ts,
 * the transaction in ./transferPlan.ts with @solana/kit (both loaded on first use);
 * the wallet signs and broadcasts with solana:signAndSendTransaction.
 */
import * as Effect from "effect/Effect"
import type { Network } from "../../../schemas/entities/Network.js"
import type { RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"
import type { AdapterSubmitError, TransferCapability } from "../../../services/ChainAdapter.js"
import { lazyReadChunk } from "../lazyChunk.js"
import { importKit } from "./kit.js"
import { pollOutcome } from "../outcomePolling.js"
import type { SolanaReads } from "./reads.js"

const transfersChunk = lazyReadChunk("the Solana transfer builder", () => import("./transfers.js"))
/** The planner with @solana/kit, loaded on the first plan only: listing tokens and outcomes need no kit. */
const plannerChunk = lazyReadChunk("the Solana transaction builder (@solana/kit)", () =>
  Promise.all([import("./transferPlan.js"), importKit()]).then(([m, kit]) => m.makeTransferPlanner(kit)))

export interface SolanaTransferDeps {
  /** The Solana reads (loaded on first use). Fails: RpcHttpError when its chunk does not load. */
  readonly reads: Effect.Effect<SolanaReads, RpcHttpError>
  /** Hands wire bytes to the wallet (solana:signAndSendTransaction); the base58 signature. */
  readonly signAndSend: (walletId: string, from: string, network: Network, wire: Uint8Array) => Effect.Effect<string, AdapterSubmitError>
}

export const makeSolanaTransfers = (deps: SolanaTransferDeps): TransferCapability => {
  const both = Effect.all([deps.reads, transfersChunk])
  return {
    tokens: (network, owner) => Effect.flatMap(both, ([reads, kit]) => kit.listTokens(reads, network.caipNetworkId, owner)),
    plan: (network, transfer) =>
      Effect.flatMap(Effect.all([deps.reads, plannerChunk]), ([reads, planTransfer]) =>
        Effect.map(planTransfer(reads, network.caipNetworkId, transfer), (planned) => ({ _tag: "solana" as const, transfer, ...planned }))),
    submit: (walletId, network, plan) =>
      plan._tag === "solana"
        ? deps.signAndSend(walletId, plan.transfer.from, network, plan.wire)
        : Effect.fail(new InvalidParamsRpcError({ method: "solana:signAndSendTransaction", details: "not a Solana plan" })),
    outcome: (network, hash, lastValidBlockHeight) =>
      Effect.flatMap(both, ([reads, kit]) =>
        pollOutcome(network.caipNetworkId, kit.signatureOutcome(reads, network.caipNetworkId, hash, lastValidBlockHeight))),
    // A Solana account that signs is a keypair, never a program: there is no smart account to deploy.
    hasCode: () => Effect.succeed(false)
  }
}
