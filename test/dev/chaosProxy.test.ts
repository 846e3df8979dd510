/** The chaos proxy does each fault it names (against a small upstream that echoes JSON-RPC). */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Fault, startChaosProxy } from "../../dev/chaos/proxy.js"

let upstream: { url: string; hits: number; close: () => void }

beforeAll(async () => {
  const state = { hits: 0 }
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (c: Buffer) => (body += c.toString()))
    req.on("end", () => {
      state.hits++
      const call: unknown = JSON.parse(body)
      const id = typeof call === "object" && call !== null && "id" in call ? call.id : null
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id, result: "0x1" }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  upstream = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get hits() {
      return state.hits
    },
    close: () => server.close()
  }
})
afterAll(() => upstream.close())

const post = (url: string) =>
  fetch(url, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "eth_chainId", params: [] }) })

const withFault = async <A>(fault: Fault, check: (url: string) => Promise<A>): Promise<A> => {
  const proxy = await startChaosProxy({ upstream: upstream.url, rate: 1, faults: [fault], delayMs: 50, retryAfterSeconds: 3 })
  try {
    const result = await check(proxy.url)
    expect(proxy.stats().faults[fault]).toBe(1)
    return result
  } finally {
    await proxy.stop()
  }
}

describe("chaos proxy", () => {
  it("passes requests through at rate 0", async () => {
    const proxy = await startChaosProxy({ upstream: upstream.url, rate: 0 })
    const body: unknown = await (await post(proxy.url)).json()
    expect(body).toEqual({ jsonrpc: "2.0", id: 7, result: "0x1" })
    await proxy.stop()
  })

  it("429 with and without Retry-After, and 5xx", async () => {
    const limited = await withFault("429-retry-after", (url) => post(url))
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "3"])
    const bare = await withFault("429", (url) => post(url))
    expect([bare.status, bare.headers.get("retry-after")]).toEqual([429, null])
    expect((await withFault("503", (url) => post(url))).status).toBe(503)
  })

  it("drops the connection before forwarding, and after (the upstream saw the call)", async () => {
    const before = upstream.hits
    await expect(withFault("drop-before", (url) => post(url))).rejects.toThrow()
    expect(upstream.hits).toBe(before)
    await expect(withFault("drop-after", (url) => post(url))).rejects.toThrow()
    expect(upstream.hits).toBe(before + 1)
  })

  it("holds a request for delayMs, answers malformed JSON, shifts ids", async () => {
    const started = Date.now()
    expect((await withFault("delay", (url) => post(url))).status).toBe(504)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    await expect(withFault("malformed", async (url) => (await post(url)).json())).rejects.toThrow()
    const shifted: unknown = await withFault("wrong-id", async (url) => (await post(url)).json())
    expect(shifted).toEqual({ jsonrpc: "2.0", id: 1_000_007, result: "0x1" })
  })
})
