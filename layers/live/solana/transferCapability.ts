/**
 * The Solana adapter's TransferCapability (issue 10): chain reads through the lazily loaded kit chunk
 * (./transfers.ts), each bounded by the RPC timeout and aborted when interrupted; the wallet signs and
 * broadcasts with solana:signAndSendTransaction.
 */
import * as Effect from "effect/Effect"
import type { Network } from "../../../schemas/entities/Network.js"
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"
import type { AdapterReadError, AdapterSubmitError, TransferCapability } from "../../../services/ChainAdapter.js"
import { pollOutcome } from "../outcomePolling.js"
import { kitRead } from "./kitRead.js"

const transfersChunk = () => import("./transfers.js")

export interface SolanaTransferDeps {
  /** The network's RPC URL. Fails: AdapterReadError. */
  readonly rpcUrlOf: (network: Network) => Effect.Effect<string, AdapterReadError>
  /** Hands wire bytes to the wallet (solana:signAndSendTransaction); the base58 signature. */
  readonly signAndSend: (walletId: string, from: string, network: Network, wire: Uint8Array) => Effect.Effect<string, AdapterSubmitError>
}

export const makeSolanaTransfers = (deps: SolanaTransferDeps): TransferCapability => ({
  tokens: (network, owner) =>
    Effect.flatMap(deps.rpcUrlOf(network), (url) => kitRead(url, transfersChunk, (kit, signal) => kit.listTokens(url, owner, signal))),
  plan: (network, transfer) =>
    Effect.flatMap(deps.rpcUrlOf(network), (url) =>
      Effect.map(kitRead(url, transfersChunk, (kit, signal) => kit.planTransfer(url, transfer, signal)), ({ wire, fee }) => ({
        _tag: "solana" as const,
        transfer,
        fee,
        wire
      }))),
  submit: (walletId, network, plan) =>
    plan._tag === "solana"
      ? deps.signAndSend(walletId, plan.transfer.from, network, plan.wire)
      : Effect.fail(new InvalidParamsRpcError({ method: "solana:signAndSendTransaction", details: "not a Solana plan" })),
  outcome: (network, hash) =>
    Effect.flatMap(deps.rpcUrlOf(network), (url) => pollOutcome(url, kitRead(url, transfersChunk, (kit, signal) => kit.signatureOutcome(url, hash, signal)))),
  // A Solana account that signs is a keypair, never a program: there is no smart account to deploy.
  hasCode: () => Effect.succeed(false)
})
