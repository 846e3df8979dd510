// What the demo mobile wallet does with a session request, once its user approved it: EVM with a viem local
// account against anvil, Solana with the demo ed25519 signer against Surfpool. Errors carry the EIP-1193 /
// CAIP-25 codes the dapp maps (4001 rejected, 4200 unsupported, 4902 unknown chain, -32602 bad params).
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from "@solana/kit"
import { createWalletClient, http, isAddress, isAddressEqual, isHex, type Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { DemoSigner } from "../solana-wallet/signer.js"
import { submitTransaction } from "../solana-wallet/submit.js"

/** A JSON-RPC error the wallet answers with. */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string
  ) {
    super(message)
  }
}

export const userRejected = (): WalletRequestError => new WalletRequestError(4001, "User rejected the request.")
const unsupported = (method: string) => new WalletRequestError(4200, `The wallet does not support ${method}.`)
const invalidParams = (message: string) => new WalletRequestError(-32602, message)

export const EVM_METHODS = ["personal_sign", "eth_sendTransaction", "wallet_switchEthereumChain"] as const
export const SOLANA_METHODS = ["solana_signMessage", "solana_signTransaction", "solana_signAndSendTransaction"] as const
export const EVM_EVENTS = ["accountsChanged", "chainChanged"] as const
export const SOLANA_EVENTS = ["accountsChanged"] as const

export interface EvmBackend {
  readonly privateKey: Hex
  readonly chainId: number
  readonly rpcUrl: string
}

export interface SolanaBackend {
  readonly signer: DemoSigner
  readonly rpcUrl: string
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const hexParam = (tx: Readonly<Record<string, unknown>>, key: string): Hex | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string" || !isHex(value)) throw invalidParams(`transaction.${key} must be hex`)
  return value
}

/** Runs an approved EVM request. */
export const runEvmRequest = async (backend: EvmBackend, method: string, params: unknown): Promise<unknown> => {
  const account = privateKeyToAccount(backend.privateKey)
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case "personal_sign": {
      const [message, address] = list
      if (typeof message !== "string") throw invalidParams("personal_sign expects [message, address]")
      if (typeof address !== "string" || !isAddress(address) || !isAddressEqual(address, account.address)) {
        throw new WalletRequestError(4100, `personal_sign for ${String(address)}`)
      }
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case "eth_sendTransaction": {
      const tx = list[0]
      if (!isRecord(tx)) throw invalidParams("eth_sendTransaction expects [transaction]")
      const to = tx.to
      if (to !== undefined && to !== null && (typeof to !== "string" || !isAddress(to))) throw invalidParams("transaction.to must be an address")
      const value = hexParam(tx, "value")
      const data = hexParam(tx, "data") ?? hexParam(tx, "input")
      const gas = hexParam(tx, "gas")
      const client = createWalletClient({ account, transport: http(backend.rpcUrl) })
      return client.sendTransaction({
        chain: null,
        ...(typeof to === "string" ? { to } : {}),
        ...(value === undefined ? {} : { value: BigInt(value) }),
        ...(data === undefined ? {} : { data }),
        ...(gas === undefined ? {} : { gas: BigInt(gas) })
      })
    }
    case "wallet_switchEthereumChain": {
      const first = list[0]
      const chainId = isRecord(first) ? first.chainId : undefined
      if (typeof chainId !== "string" || Number(chainId) !== backend.chainId) {
        throw new WalletRequestError(4902, `Unrecognized chain ID ${String(chainId)}.`)
      }
      return null
    }
    default:
      throw unsupported(method)
  }
}

/** Runs an approved Solana request (WalletConnect's solana_* JSON-RPC: base58 messages, base64 transactions). */
export const runSolanaRequest = async (backend: SolanaBackend, method: string, params: unknown): Promise<unknown> => {
  if (!isRecord(params)) throw invalidParams(`${method} expects an object`)
  const base58 = getBase58Decoder()
  switch (method) {
    case "solana_signMessage": {
      if (typeof params.message !== "string") throw invalidParams("solana_signMessage expects { message: base58 }")
      const signature = await backend.signer.signMessage(new Uint8Array(getBase58Encoder().encode(params.message)))
      return { signature: base58.decode(signature) }
    }
    case "solana_signTransaction":
    case "solana_signAndSendTransaction": {
      if (typeof params.transaction !== "string") throw invalidParams(`${method} expects { transaction: base64 }`)
      const wire = new Uint8Array(getBase64Encoder().encode(params.transaction))
      const signed = await backend.signer.signTransaction(wire)
      if (method === "solana_signTransaction") {
        return { transaction: getBase64Decoder().decode(signed) }
      }
      const signature = await submitTransaction(backend.rpcUrl, signed, { commitment: "confirmed" })
      return { signature: base58.decode(signature) }
    }
    default:
      throw unsupported(method)
  }
}
