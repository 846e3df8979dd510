/** The service's CallRequest as JSON-RPC params (quantities as hex, absent fields left out). */
import type { CallRequest } from "../../../services/ChainRpc.js"

const hex = (n: bigint | number): string => `0x${n.toString(16)}`

export const toRpcCall = (request: CallRequest): Record<string, string> => {
  const out: Record<string, string> = {}
  if (request.from !== undefined) out["from"] = request.from
  if (request.to !== undefined) out["to"] = request.to
  if (request.data !== undefined) out["data"] = request.data
  if (request.value !== undefined) out["value"] = hex(request.value)
  if (request.gas !== undefined) out["gas"] = hex(request.gas)
  if (request.nonce !== undefined) out["nonce"] = hex(request.nonce)
  if (request.gasPrice !== undefined) out["gasPrice"] = hex(request.gasPrice)
  if (request.maxFeePerGas !== undefined) out["maxFeePerGas"] = hex(request.maxFeePerGas)
  if (request.maxPriorityFeePerGas !== undefined) out["maxPriorityFeePerGas"] = hex(request.maxPriorityFeePerGas)
  return out
}
