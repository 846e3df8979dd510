/**
 * The SolanaProvider a host gets for a WalletConnect Solana session (useWalletProvider({ namespace: "solana" })),
 * the same shape as the Wallet Standard one: WalletConnect's solana_* JSON-RPC (base58 messages and
 * signatures, base64 wire transactions) through the session. Failures reject with catalogue errors.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { decodeBase58, encodeBase58 } from "../../../schemas/validators/base58.js"
import { decodeBase64, encodeBase64 } from "../../../schemas/validators/bytes.js"
import type { SolanaWalletChain } from "../solana/chains.js"
import { type SolanaProvider, toWireBytes } from "../solana/provider.js"
import type { WalletConnectFailed } from "../../../schemas/errors/walletConnect.js"
import type { WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import type { WalletConnectClient } from "./client.js"

const field = (answer: unknown, key: string): string | undefined => {
  const value = typeof answer === "object" && answer !== null ? Reflect.get(answer, key) : undefined
  return typeof value === "string" && value.length > 0 ? value : undefined
}

/** solana_signAndSendTransaction through the session (wire bytes as base64); the base58 signature. */
export const signAndSendThroughSession = (
  client: WalletConnectClient,
  chain: string,
  wire: Uint8Array,
  options?: object
): Effect.Effect<string, WalletRpcError | WalletConnectFailed | ConnectorBadResponse> =>
  client.request("solana_signAndSendTransaction", {
    transaction: encodeBase64(wire),
    ...(options === undefined ? {} : { sendOptions: options })
  }, chain).pipe(
    Effect.flatMap((answer) => {
      const signature = field(answer, "signature")
      return signature !== undefined && decodeBase58(signature)?.length === 64
        ? Effect.succeed(signature)
        : Effect.fail(new ConnectorBadResponse({ method: "solana_signAndSendTransaction", cause: answer }))
    })
  )

export const walletConnectSolanaProvider = (client: WalletConnectClient, address: string, chain: SolanaWalletChain): SolanaProvider => {
  const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
    Effect.runPromiseExit(effect).then((exit) => (Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))))
  const request = (method: string, params: object) => run(client.request(method, params, chain))
  const bad = (method: string) => new ConnectorBadResponse({ method })
  return {
    address,
    publicKey: decodeBase58(address),
    chain,
    signMessage: async (message) => {
      const bytes = typeof message === "string" ? new TextEncoder().encode(message) : message
      const answer = await request("solana_signMessage", { message: encodeBase58(bytes), pubkey: address })
      const signature = decodeBase58(field(answer, "signature") ?? "")
      if (signature?.length !== 64) throw bad("solana_signMessage")
      return signature
    },
    signTransaction: async (transaction) => {
      const wire = await toWireBytes(transaction, "solana_signTransaction")
      const answer = await request("solana_signTransaction", { transaction: encodeBase64(wire) })
      const signed = decodeBase64(field(answer, "transaction") ?? "")
      if (signed === undefined || signed.length === 0) throw bad("solana_signTransaction")
      return signed
    },
    signAndSendTransaction: async (transaction, options) =>
      run(signAndSendThroughSession(client, chain, await toWireBytes(transaction, "solana_signAndSendTransaction"), options))
  }
}
