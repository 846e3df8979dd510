/**
 * The SolanaProvider a host gets for the embedded Solana account (useWalletProvider({ namespace: "solana" })),
 * the shape the Wallet Standard adapter returns: each call is one APP_RPC_REQUEST in the shared wire format
 * (base64 messages and wire transactions, base58 signatures); the frame asks the visitor to approve.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { SolanaCommitment } from "../../../schemas/entities/SolanaCommitment.js"
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"
import { decodeBase58 } from "../../../schemas/validators/base58.js"
import { walletChainOf } from "../solana/chains.js"
import { type SolanaProvider, toWireBytes } from "../solana/provider.js"
import type { EmbeddedCore, Held } from "./core.js"
import { hostFailure, runHostCall } from "./hostCall.js"
import { solanaSignAndSend, solanaSignMessage, solanaSignTransaction } from "./walletRequests.js"

const isCommitment = Schema.is(SolanaCommitment)

export const embeddedSolanaProvider = (core: EmbeddedCore, held: Held): SolanaProvider => {
  const call = <A>(method: string, effect: Effect.Effect<A, Parameters<ReturnType<typeof hostFailure>>[0]>) =>
    runHostCall(Effect.mapError(effect, hostFailure(method)))
  return {
    address: held.address,
    publicKey: decodeBase58(held.address),
    chain: walletChainOf(held.network),
    signMessage: (message) =>
      call("solana_signMessage", Effect.flatMap(
        solanaSignMessage(core, held.address, typeof message === "string" ? new TextEncoder().encode(message) : message),
        (signature) => {
          const bytes = decodeBase58(signature)
          return bytes === undefined ? Effect.dieMessage("decoded signatures are base58") : Effect.succeed(bytes)
        }
      )),
    signTransaction: async (transaction) =>
      call("solana_signTransaction", solanaSignTransaction(core, await toWireBytes(transaction, "solana_signTransaction"))),
    signAndSendTransaction: async (transaction, options) => {
      const wire = await toWireBytes(transaction, "solana_signAndSendTransaction")
      // SPEC §5: a host without types can pass anything as the commitment.
      if (options?.preflightCommitment !== undefined && !isCommitment(options.preflightCommitment)) {
        throw new InvalidParamsRpcError({ method: "solana_signAndSendTransaction", details: "Invalid preflight commitment" })
      }
      return call("solana_signAndSendTransaction", solanaSignAndSend(core, wire, {
        ...(options?.preflightCommitment === undefined ? {} : { preflightCommitment: options.preflightCommitment }),
        ...(options?.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight })
      }))
    }
  }
}
