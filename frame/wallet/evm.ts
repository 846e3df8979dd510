/**
 * EVM signing after the visitor approved (the account was checked before the panel showed: handlers/rpc.ts) (common.md wire format). eth_sendTransaction fills what the dapp left
 * out through the network's RPC (pending nonce, gas estimate, EIP-1559 fees, chain id checked), signs, and calls
 * eth_sendRawTransaction exactly once: a failure after that is reported, never retried.
 */
import { hexToBigInt, numberToHex, type TransactionSerializable } from "viem"
import { FrameFailure, invalidParams } from "../failure.js"
import type { EmbeddedKeys, KeysApi } from "../keysApi.js"
import type { JsonRpc } from "./jsonRpc.js"
import type { EvmTransaction, WalletRequest } from "./requests.js"

export type EvmRequest = Extract<WalletRequest, { method: "personal_sign" | "eth_signTypedData_v4" | "eth_sendTransaction" }>

export interface EvmSigner {
  readonly keys: EmbeddedKeys
  readonly api: KeysApi
  readonly rpc: JsonRpc
  readonly chainId: number
}

const isQuantity = (value: unknown): value is `0x${string}` => typeof value === "string" && /^0x[0-9a-fA-F]{1,64}$/.test(value)

const quantity = (value: unknown, what: string): bigint => {
  if (!isQuantity(value)) throw new FrameFailure(`The network returned no ${what}`, -32603)
  return hexToBigInt(value)
}

/** Fills nonce, gas, fees; checks the RPC serves the chain we sign for. */
const fill = async (signer: EvmSigner, tx: EvmTransaction): Promise<TransactionSerializable> => {
  const { rpc } = signer
  const chainId = Number(quantity(await rpc("eth_chainId", []), "chain id"))
  if (chainId !== signer.chainId) throw new FrameFailure(`The RPC serves chain ${chainId}, not ${signer.chainId}`, -32603)
  const call = { from: tx.from, ...(tx.to === undefined ? {} : { to: tx.to }), ...(tx.value === undefined ? {} : { value: tx.value }), ...(tx.data === undefined ? {} : { data: tx.data }) }
  const nonce = tx.nonce === undefined ? quantity(await rpc("eth_getTransactionCount", [tx.from, "pending"]), "nonce") : hexToBigInt(tx.nonce)
  const gas = tx.gas === undefined ? quantity(await rpc("eth_estimateGas", [call]), "gas estimate") : hexToBigInt(tx.gas)
  const maxPriorityFeePerGas =
    tx.maxPriorityFeePerGas === undefined ? quantity(await rpc("eth_maxPriorityFeePerGas", []), "priority fee") : hexToBigInt(tx.maxPriorityFeePerGas)
  const maxFeePerGas = tx.maxFeePerGas === undefined ? await defaultMaxFee(rpc, maxPriorityFeePerGas) : hexToBigInt(tx.maxFeePerGas)
  return {
    type: "eip1559",
    chainId,
    nonce: Number(nonce),
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas,
    ...(tx.to === undefined ? {} : { to: tx.to }),
    value: tx.value === undefined ? 0n : hexToBigInt(tx.value),
    ...(tx.data === undefined ? {} : { data: tx.data })
  }
}

/** Twice the latest base fee plus the tip: stays valid through several full blocks (viem's default multiplier is 1.2 per block). */
const defaultMaxFee = async (rpc: JsonRpc, tip: bigint): Promise<bigint> => {
  const block = await rpc("eth_getBlockByNumber", ["latest", false])
  const baseFee = typeof block === "object" && block !== null && "baseFeePerGas" in block ? block.baseFeePerGas : undefined
  return quantity(baseFee, "base fee") * 2n + tip
}

export const signEvm = async (signer: EvmSigner, request: EvmRequest): Promise<unknown> => {
  switch (request.method) {
    case "personal_sign": {
      const [message] = request.params
      return signer.api.signPersonalMessage(signer.keys, message)
    }
    case "eth_signTypedData_v4": {
      const [, json] = request.params
      try {
        return await signer.api.signTypedDataV4(signer.keys, json)
      } catch {
        throw invalidParams("typed data")
      }
    }
    case "eth_sendTransaction": {
      const [tx] = request.params
      const raw = await signer.api.signEvmTransaction(signer.keys, await fill(signer, tx))
      return signer.rpc("eth_sendRawTransaction", [raw])
    }
  }
}

/** eth_chainId's answer for a chain id. */
export const chainIdHex = (chainId: number): string => numberToHex(chainId)
