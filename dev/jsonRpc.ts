// One JSON-RPC call from Node dev code to a local chain, no retries, no client library: the dev stack's setup
// steps and the chaos runs' ground truth (read straight from the chain, never through the code under test).

export const devRpc = async (rpcUrl: string, method: string, params: ReadonlyArray<unknown> = []): Promise<unknown> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
  })
  const body: unknown = await response.json()
  if (typeof body !== "object" || body === null) throw new Error(`${method}: bad reply`)
  if ("error" in body) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return "result" in body ? body.result : undefined
}

/** The receipt of `hash` once mined: automine can answer the hash a moment before the block is in (bounded wait). */
export const devReceipt = async (rpcUrl: string, hash: unknown): Promise<Record<string, unknown>> => {
  for (let i = 0; i < 250; i++) {
    const receipt = await devRpc(rpcUrl, "eth_getTransactionReceipt", [hash])
    if (typeof receipt === "object" && receipt !== null) return { ...receipt }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no receipt for ${String(hash)} within 5 s`)
}
