/**
 * A minimal `eth_call` over JSON-RPC HTTP for verifySiwxMessage's rpcUrls option: one POST, the result
 * checked by hand (this module ships in walletport/siwx/server, which carries no Effect).
 */
import { isHex } from "./hex.js"
import type { EthCall } from "./types.js"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** An EthCall that posts to the URL given for the message's chain in `rpcUrls`. */
export const ethCallOverHttp = (
  rpcUrls: Readonly<Record<string, string>>,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch
): EthCall =>
async (request, chainId) => {
  const url = rpcUrls[chainId]
  if (url === undefined) throw new Error(`No RPC URL for ${chainId}`)
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [request, "latest"] })
  })
  if (!response.ok) throw new Error(`eth_call: HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (!isRecord(body)) throw new Error("eth_call: the response is not a JSON-RPC object")
  if (isRecord(body["error"])) throw new EthCallReverted(String(body["error"]["message"] ?? "execution reverted"))
  const result = body["result"]
  if (!isHex(result)) throw new Error("eth_call: the result is not hex")
  return result
}

/** The node answered the call with a JSON-RPC error (a revert): the signature check said no. */
export class EthCallReverted extends Error {
  override readonly name = "EthCallReverted"
}
