/**
 * The live ChainRpc's policy over a scripted node (SPEC §7, §9): fallback between endpoints, ranking, batching,
 * Retry-After honoured end to end, interruption aborting a batched request, endpoints and the gateway.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { makeChainRpcWith } from "../../../layers/live/ChainRpc.js"
import { endpointsFor, gatewayUrl } from "../../../layers/live/rpc/endpoints.js"
import { makeRanking, scores } from "../../../layers/live/rpc/rank.js"
import { anvil, mainnet } from "../../../schemas/networks/evm.js"
import { Config } from "../../../services/Config.js"
import { eventually, optionsWith, untilSleeping } from "../../services/harness.js"
import { fakeNode, rpcOver, URL_A, URL_B } from "./fakeNode.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

describe("fallback over endpoints", () => {
  it.effect("an endpoint failing past its retries hands the call to the next", () =>
    Effect.gen(function*() {
      const node = fakeNode((_call, url) => url === URL_A ? { status: 503 } : { result: "0x2a" })
      const rpc = yield* rpcOver(node, {}, [URL_A, URL_B])
      const fiber = yield* Effect.fork(rpc.getBalance("eip155:1", ADDRESS))
      for (const wait of [150, 300, 600]) {
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      assert.strictEqual(yield* Fiber.join(fiber), 42n)
      const balanceCalls = node.posts.filter((p) => p.calls.some((c) => c.method === "eth_getBalance"))
      assert.deepStrictEqual(balanceCalls.map((p) => p.url), [URL_A, URL_A, URL_A, URL_A, URL_B])
    }))

  it.effect("a deterministic failure (a revert) is not asked of another endpoint", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ error: { code: 3, message: "execution reverted: nope" } }))
      const rpc = yield* rpcOver(node, {}, [URL_A, URL_B])
      const error = yield* Effect.flip(rpc.call("eip155:1", { to: ADDRESS, data: "0x" }))
      assert.strictEqual(error._tag, "NodeError")
      assert.strictEqual(node.calls().filter((c) => c.method === "eth_call").length, 1)
    }))

  it.effect("once ranked, the stable endpoint is asked first", () =>
    Effect.gen(function*() {
      const node = fakeNode((call, url) =>
        url === URL_A && call.method !== "eth_blockNumber" ? { status: 500 } : url === URL_A ? { status: 500 } : { result: "0x1" }
      )
      const rpc = yield* rpcOver(node, {}, [URL_A, URL_B])
      const first = yield* Effect.fork(rpc.getChainId("eip155:1"))
      for (const wait of [150, 300, 600]) {
        yield* untilSleeping
        yield* TestClock.adjust(`${wait} millis`)
      }
      yield* Fiber.join(first)
      const before = node.posts.length
      assert.strictEqual(yield* rpc.getChainId("eip155:1"), 1)
      const next = node.posts.slice(before).filter((p) => p.calls.some((c) => c.method === "eth_chainId"))
      assert.deepStrictEqual(next.map((p) => p.url), [URL_B])
    }))
})

describe("ranking (0.7 stability, 0.3 latency, last 10 samples)", () => {
  it.effect("a ping unanswered within 1 s counts as a failure and demotes the endpoint", () =>
    Effect.gen(function*() {
      const node = fakeNode((call, url) => call.method === "eth_blockNumber" && url === URL_B ? "hang" : { result: "0x1" })
      const rpc = yield* rpcOver(node, {}, [URL_B, URL_A])
      const chainIdUrls = () => node.posts.filter((p) => p.calls.some((c) => c.method === "eth_chainId")).map((p) => p.url)
      yield* rpc.getChainId("eip155:1")
      yield* TestClock.adjust("999 millis")
      yield* rpc.getChainId("eip155:1")
      assert.deepStrictEqual(chainIdUrls(), [URL_B, URL_B])
      yield* TestClock.adjust("1 millis")
      yield* eventually(() => node.posts.some((p) => p.url === URL_B && p.signal?.aborted === true))
      yield* rpc.getChainId("eip155:1")
      assert.deepStrictEqual(chainIdUrls(), [URL_B, URL_B, URL_A])
    }))

  it("scores stability and latency with the SPEC's weights", () => {
    const s = scores(
      new Map([
        ["a", [{ latencyMs: 100, ok: true }, { latencyMs: 100, ok: false }]],
        ["b", [{ latencyMs: 50, ok: true }]]
      ]),
      ["a", "b"]
    )
    assert.closeTo(s.get("a") ?? 0, 0.7 * 0.5 + 0.3 * 0, 1e-9)
    assert.closeTo(s.get("b") ?? 0, 0.7 * 1 + 0.3 * 0.5, 1e-9)
  })

  it("keeps only the last 10 samples and orders best first; an unsampled endpoint counts as perfect", () => {
    const ranking = makeRanking()
    for (let i = 0; i < 15; i++) ranking.record("a", { latencyMs: 10, ok: i >= 5 })
    assert.strictEqual(ranking.samples("a").length, 10)
    assert.isTrue(ranking.samples("a").every((s) => s.ok))
    ranking.record("b", { latencyMs: 10, ok: false })
    assert.deepStrictEqual(ranking.order([{ url: "b" }, { url: "a" }, { url: "c" }]).map((e) => e.url), ["c", "a", "b"])
    // Equal scores keep the configured order.
    assert.deepStrictEqual(ranking.order([{ url: "d" }, { url: "c" }]).map((e) => e.url), ["d", "c"])
  })
})

describe("batching and Retry-After", () => {
  it.effect("calls of the same tick share one JSON-RPC batch, answered by id", () =>
    Effect.gen(function*() {
      const node = fakeNode((call) => ({ result: call.method === "eth_chainId" ? "0x1" : "0x5" }))
      const rpc = yield* rpcOver(node)
      const [chainId, balance, nonce] = yield* Effect.all(
        [rpc.getChainId("eip155:1"), rpc.getBalance("eip155:1", ADDRESS), rpc.getTransactionCount("eip155:1", ADDRESS)],
        { concurrency: "unbounded" }
      )
      assert.deepStrictEqual([chainId, balance, nonce], [1, 5n, 5])
      assert.strictEqual(node.posts.length, 1)
      assert.isTrue(node.posts[0]?.batch)
      assert.strictEqual(node.posts[0]?.calls.length, 3)
    }))

  it.effect("batchSize 1 sends each call alone", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ result: "0x1" }))
      const rpc = yield* rpcOver(node, { batchSize: 1 })
      yield* Effect.all([rpc.getChainId("eip155:1"), rpc.getChainId("eip155:1")], { concurrency: "unbounded" })
      assert.strictEqual(node.posts.length, 2)
      assert.isTrue(node.posts.every((p) => !p.batch))
    }))

  it.effect("a 429 with Retry-After: 2 waits 2 s, not 150 ms", () =>
    Effect.gen(function*() {
      const node = fakeNode((_call, _url, n) => n === 0 ? { status: 429, headers: { "retry-after": "2" } } : { result: "0x7" })
      const rpc = yield* rpcOver(node)
      const fiber = yield* Effect.fork(rpc.getBalance("eip155:1", ADDRESS))
      yield* untilSleeping
      yield* TestClock.adjust("1999 millis")
      assert.strictEqual(node.posts.length, 1)
      yield* TestClock.adjust("1 millis")
      assert.strictEqual(yield* Fiber.join(fiber), 7n)
      assert.strictEqual(node.posts.length, 2)
    }))

  it.effect("a reply with a wrong id is not taken as the answer: retried", () =>
    Effect.gen(function*() {
      const node = fakeNode((_call, _url, n) => n === 0 ? { raw: { jsonrpc: "2.0", id: -5, result: "0x99" } } : { result: "0x1" })
      const rpc = yield* rpcOver(node)
      const fiber = yield* Effect.fork(rpc.getBalance("eip155:1", ADDRESS))
      yield* untilSleeping
      yield* TestClock.adjust("150 millis")
      assert.strictEqual(yield* Fiber.join(fiber), 1n)
    }))

  it.effect("interrupting every caller of a batch aborts its fetch", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => "hang")
      const rpc = yield* rpcOver(node)
      const fiber = yield* Effect.fork(
        Effect.all([rpc.getChainId("eip155:1"), rpc.getBlockNumber("eip155:1")], { concurrency: "unbounded" })
      )
      yield* eventually(() => node.posts.length === 1)
      yield* Fiber.interrupt(fiber)
      yield* eventually(() => node.posts[0]?.signal?.aborted === true)
      assert.isTrue(node.posts[0]?.batch)
    }))
})

describe("endpoints (SPEC §7)", () => {
  it.effect("the gateway serves the chains it knows, text/plain, before the network's own URLs", () =>
    Effect.gen(function*() {
      const config = optionsWith({ projectId: "proj", networks: [mainnet, anvil], rpcGatewayUrl: "https://gw.test" })
      const endpoints = yield* endpointsFor(config, "eip155:1")
      assert.deepStrictEqual(endpoints[0], {
        url: gatewayUrl("https://gw.test", "eip155:1", "proj"),
        contentType: "text/plain"
      })
      assert.strictEqual(endpoints[0].url, "https://gw.test/v1/?chainId=eip155%3A1&projectId=proj")
      assert.strictEqual(endpoints[1]?.url, mainnet.rpcUrls.default.http[0])
      const local = yield* endpointsFor(config, "eip155:31337")
      assert.isTrue(local.every((e) => e.contentType === "application/json" && !e.url.includes("gw.test")))
    }))

  it.effect("the host's override replaces the others; a network with no URL is MissingTransportUrl", () =>
    Effect.gen(function*() {
      const config = optionsWith({ networks: [mainnet], rpcUrls: { "eip155:1": ["http://mine.test"] }, rpcGatewayUrl: "https://gw.test" })
      assert.deepStrictEqual((yield* endpointsFor(config, "eip155:1")).map((e) => e.url), ["http://mine.test"])
      const bare = { ...mainnet, rpcUrls: { default: { http: [] } } }
      const error = yield* Effect.flip(endpointsFor(optionsWith({ networks: [mainnet] }), "eip155:1").pipe(
        Effect.zipRight(endpointsFor({ ...optionsWith({ networks: [mainnet] }), networks: [bare] }, "eip155:1"))
      ))
      assert.strictEqual(error._tag, "MissingTransportUrl")
      assert.strictEqual(error.message, "No URL was provided to the Transport")
    }))

  it.effect("the gateway is posted with text/plain through the live layer", () =>
    Effect.gen(function*() {
      const node = fakeNode(() => ({ result: "0x1" }))
      const rpc = yield* makeChainRpcWith(node.fetch).pipe(
        Effect.provide(Context.make(Config, optionsWith({ projectId: "proj", networks: [mainnet], rpcGatewayUrl: "https://gw.test" })))
      )
      yield* rpc.getChainId("eip155:1")
      assert.strictEqual(node.posts[0]?.contentType, "text/plain")
      assert.include(node.posts[0]?.url ?? "", "chainId=eip155%3A1")
    }))
})
