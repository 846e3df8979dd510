/**
 * walletport/viem's PublicClient (issue 24): viem's reads go through the core's ChainRpc, so they follow
 * walletport's one RPC policy — the host's `rpcUrls`, retries of transient failures, fallback to the next
 * endpoint, same-tick JSON-RPC batching — against real HTTP endpoints on this machine.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createTestWalletport, type TestWalletport } from "../../runtime/entries/testing.js"
import { getPublicClient } from "../../runtime/entries/viem.js"
import { RPC_RETRY_COUNT } from "../../schemas/constants.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { defineNetwork } from "../../schemas/networks/defineNetwork.js"

const LOCAL = defineNetwork({
  id: 31337,
  name: "Local",
  chainNamespace: "eip155",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:1"] } }
})
const OWNER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

interface Endpoint {
  readonly url: string
  /** Every POST body, parsed (an array for a batch). */
  readonly posts: Array<unknown>
}

const servers: Array<Server> = []
const instances: Array<TestWalletport> = []
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.dispose()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const RESULTS: Readonly<Record<string, string>> = { eth_getBalance: "0xde0b6b3a7640000", eth_blockNumber: "0x2a", eth_chainId: "0x7a69" }

const answer = (call: unknown) => {
  const id: unknown = typeof call === "object" && call !== null ? Reflect.get(call, "id") : null
  const method: unknown = typeof call === "object" && call !== null ? Reflect.get(call, "method") : undefined
  const result = typeof method === "string" ? RESULTS[method] : undefined
  return result === undefined ? { jsonrpc: "2.0", id, error: { code: -32601, message: "method not found" } } : { jsonrpc: "2.0", id, result }
}

/** A JSON-RPC endpoint on a free port: answers (single calls and batches), or 503 to everything when `down`. */
const endpoint = async (mode: "up" | "down"): Promise<Endpoint> => {
  const posts: Array<unknown> = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      const parsed: unknown = JSON.parse(body)
      posts.push(parsed)
      response.setHeader("access-control-allow-origin", "*")
      if (mode === "down") {
        response.statusCode = 503
        response.end("unavailable")
        return
      }
      response.setHeader("content-type", "application/json")
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, posts }
}

const instanceOver = async (urls: ReadonlyArray<string>) => {
  const instance = await createTestWalletport({ projectId: "p", networks: [LOCAL], rpcUrls: { [LOCAL.caipNetworkId]: [...urls] }, enableEmbedded: true })
  instances.push(instance)
  return instance
}

const methodsOf = (post: unknown): ReadonlyArray<unknown> =>
  (Array.isArray(post) ? post : [post]).map((call: unknown) => (typeof call === "object" && call !== null ? Reflect.get(call, "method") : undefined))

describe("getPublicClient", () => {
  it("reads the active network through the host's rpcUrls, on viem's chain for it", async () => {
    const node = await endpoint("up")
    const client = await getPublicClient(await instanceOver([node.url]))
    expect(client.chain).toMatchObject({ id: 31337, name: "Local" })
    expect(await client.getBalance({ address: OWNER })).toBe(10n ** 18n)
    expect(node.posts.flatMap(methodsOf)).toEqual(["eth_getBalance"])
  })

  it("sends the calls of one tick as one JSON-RPC batch", async () => {
    const node = await endpoint("up")
    const client = await getPublicClient(await instanceOver([node.url]))
    const [balance, block] = await Promise.all([client.getBalance({ address: OWNER }), client.getBlockNumber({ cacheTime: 0 })])
    expect([balance, block]).toEqual([10n ** 18n, 42n])
    expect(node.posts).toHaveLength(1)
    expect(methodsOf(node.posts[0])).toEqual(["eth_getBalance", "eth_blockNumber"])
  })

  it("retries a transient failure under the core's policy (not viem's on top), then falls back to the next endpoint", async () => {
    const down = await endpoint("down")
    const node = await endpoint("up")
    const client = await getPublicClient(await instanceOver([down.url, node.url]))
    expect(await client.getBalance({ address: OWNER })).toBe(10n ** 18n)
    // SPEC §7: the first try and RPC_RETRY_COUNT retries on the failing endpoint (viem's retry is off, or it would
    // multiply them), then the next one once; the ranking's eth_blockNumber pings aside.
    const reads = (posts: ReadonlyArray<unknown>) => posts.flatMap(methodsOf).filter((method) => method === "eth_getBalance")
    expect(reads(down.posts)).toHaveLength(1 + RPC_RETRY_COUNT)
    expect(reads(node.posts)).toHaveLength(1)
  })

  it("fails once the policy gives up, with the catalogue error as the cause (viem does not retry on top)", async () => {
    const down = await endpoint("down")
    const client = await getPublicClient(await instanceOver([down.url]))
    const failure: unknown = await client.getBalance({ address: OWNER }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).toMatchObject({ cause: { _tag: "RpcHttpError", status: 503, url: down.url } })
    expect(down.posts.flatMap(methodsOf)).toEqual(Array.from({ length: 1 + RPC_RETRY_COUNT }, () => "eth_getBalance"))
  })

  it("rejects with ChainNotConfigured for a chain that is not one of the host's networks", async () => {
    const node = await endpoint("up")
    const instance = await instanceOver([node.url])
    await expect(getPublicClient(instance, { chainId: 1 })).rejects.toBeInstanceOf(ChainNotConfigured)
    expect((await getPublicClient(instance, { chainId: 31337 })).chain.id).toBe(31337)
  })
})
