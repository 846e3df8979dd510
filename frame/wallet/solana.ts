/**
 * Solana signing after the visitor approved (common.md wire format). signAndSend signs, then calls the RPC's
 * sendTransaction once (base64); a failure after that is reported, never retried.
 */
import { getBase58Decoder } from "@solana/kit"
import { base64Bytes, bytesBase64 } from "../encoding.js"
import { invalidParams } from "../failure.js"
import type { EmbeddedKeys, KeysApi } from "../keysApi.js"
import type { JsonRpc } from "./jsonRpc.js"
import type { WalletRequest } from "./requests.js"

export type SolanaRequest = Extract<WalletRequest, { method: `solana_${string}` }>

export interface SolanaSigner {
  readonly keys: EmbeddedKeys
  readonly api: KeysApi
  readonly rpc: JsonRpc
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

const signTransaction = async (signer: SolanaSigner, transaction: string): Promise<Uint8Array> => {
  try {
    return await signer.api.signSolanaTransaction(signer.keys, base64Bytes(transaction))
  } catch {
    throw invalidParams("a transaction this account does not sign")
  }
}

export const signSolana = async (signer: SolanaSigner, request: SolanaRequest): Promise<unknown> => {
  switch (request.method) {
    case "solana_signMessage": {
      return { signature: base58(await signer.api.signSolanaMessage(signer.keys, base64Bytes(request.params.message))) }
    }
    case "solana_signTransaction":
      return { transaction: bytesBase64(await signTransaction(signer, request.params.transaction)) }
    case "solana_signAndSendTransaction": {
      const signed = await signTransaction(signer, request.params.transaction)
      const options = request.params.options ?? {}
      const signature = await signer.rpc("sendTransaction", [bytesBase64(signed), { encoding: "base64", ...options }])
      return { signature }
    }
  }
}
