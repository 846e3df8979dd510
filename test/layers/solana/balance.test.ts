/**
 * Solana balance reads (ARCHITECTURE §8 getBalance) under the shared RPC policy against a local HTTP endpoint:
 * the RPC URL the host configured, answers and errors mapped to the SPEC §8 HTTP RPC errors after the policy's
 * retries, and a timeout on Effect's clock (TestClock) that also aborts the HTTP request.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { RPC_TIMEOUT_MS } from "../../../schemas/constants.js"
import { solanaDevnet, solanaLocal, solanaTestnet } from "../../../schemas/networks/solana.js"
import { adapter, settle } from "./harness.js"

const OWNER = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"

type Handler = (request: IncomingMessage, body: unknown, response: ServerResponse) => void

/** A JSON-RPC endpoint on 127.0.0.1 answering with `handler`; closed with the scope. */
const endpoint = (handler: Handler) =>
  Effect.acquireRelease(
    Effect.async<{ readonly url: string; readonly close: () => void }>((resume) => {
      const server = createServer((request, response) => {
        let text = ""
        request.on("data", (chunk: Buffer) => (text += chunk.toString()))
        request.on("end", () => handler(request, JSON.parse(text), response))
      })
      server.listen(0, "127.0.0.1", () => {
        const address = server.address()
        const port = typeof address === "object" && address !== null ? address.port : 0
        resume(Effect.succeed({ url: `http://127.0.0.1:${port}`, close: () => server.close() }))
      })
    }),
    ({ close }) => Effect.sync(() => {
      close()
    })
  )

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const idOf = (body: unknown): unknown => (typeof body === "object" && body !== null ? Reflect.get(body, "id") : null)

/**
 * Runs `read` to its end while real HTTP answers arrive: each round lets I/O settle, then moves the TestClock by
 * `step` (the policy's retry delays and timeouts run on it). Bounded, so a read that never ends fails the test.
 */
const drive = <A, E>(read: Effect.Effect<A, E>, step: Duration.DurationInput) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork(read)
    for (let round = 0; round < 400; round++) {
      const done = yield* Fiber.poll(fiber)
      if (Option.isSome(done)) return yield* Fiber.join(fiber)
      yield* settle
      yield* TestClock.adjust(step)
    }
    return yield* Effect.dieMessage("the read never ended")
  })

describe("Solana adapter: getBalance", () => {
  it.scoped("reads lamports with getBalance on the configured network's RPC URL", () =>
    Effect.gen(function*() {
      const seen: Array<unknown> = []
      const { url } = yield* endpoint((_, body, response) => {
        seen.push(body)
        json(response, 200, { jsonrpc: "2.0", id: idOf(body), result: { context: { slot: 1 }, value: 1_500_000_000 } })
      })
      const local = solanaLocal(url)
      const solana = yield* adapter({ networks: [local] })
      assert.strictEqual(yield* solana.getBalance(local, OWNER), 1_500_000_000n)
      assert.deepInclude(seen[0], { method: "getBalance" })
      const params: unknown = typeof seen[0] === "object" && seen[0] !== null ? Reflect.get(seen[0], "params") : undefined
      assert.strictEqual(Array.isArray(params) ? params[0] : undefined, OWNER)
    }))

  it.scoped("the rpcUrls option wins over the network's own URL", () =>
    Effect.gen(function*() {
      const { url } = yield* endpoint((_, body, response) =>
        json(response, 200, { jsonrpc: "2.0", id: idOf(body), result: { context: { slot: 1 }, value: 7 } })
      )
      const solana = yield* adapter({ networks: [solanaDevnet], rpcUrls: { [solanaDevnet.caipNetworkId]: [url] } })
      assert.strictEqual(yield* solana.getBalance(solanaDevnet, OWNER), 7n)
    }))

  it.scoped("maps HTTP and JSON-RPC failures; unconfigured networks and bad addresses fail before any request", () =>
    Effect.gen(function*() {
      let requests = 0
      const { url: failing } = yield* endpoint((_, __, response) => {
        requests++
        json(response, 503, { error: "down" })
      })
      const { url: refusing } = yield* endpoint((_, body, response) =>
        json(response, 200, { jsonrpc: "2.0", id: idOf(body), error: { code: -32602, message: "Invalid param: WrongSize" } })
      )
      const down = solanaLocal(failing)
      const solana = yield* adapter({ networks: [down] })
      const http = yield* drive(Effect.flip(solana.getBalance(down, OWNER)), "50 millis")
      assert.deepInclude(http, { _tag: "RpcHttpError", status: 503, url: failing })
      // SPEC §7: a 503 is retried 3 times before it is the answer.
      assert.strictEqual(requests, 4)

      const picky = yield* adapter({ networks: [solanaLocal(refusing)] })
      const rpc = yield* Effect.flip(picky.getBalance(solanaLocal(refusing), OWNER))
      assert.deepInclude(rpc, { _tag: "RpcRequestError", code: -32602, details: "Invalid param: WrongSize" })

      requests = 0
      assert.strictEqual((yield* Effect.flip(solana.getBalance(solanaTestnet, OWNER)))._tag, "ChainNotConfigured")
      assert.deepInclude(yield* Effect.flip(solana.getBalance(down, "0xnot")), { _tag: "RpcRequestError", code: -32602 })
      assert.strictEqual(requests, 0)
    }))

  it.scoped("times out on Effect's clock (TestClock) and aborts the HTTP request", () =>
    Effect.gen(function*() {
      const received = yield* Deferred.make<void>()
      const aborted = yield* Deferred.make<void>()
      const { url } = yield* endpoint((_, __, response) => {
        response.on("close", () => Effect.runSync(Deferred.succeed(aborted, undefined)))
        Effect.runSync(Deferred.succeed(received, undefined))
      })
      const local = solanaLocal(url)
      const solana = yield* adapter({ networks: [local] })
      const read = yield* Effect.fork(Effect.flip(solana.getBalance(local, OWNER)))
      yield* Deferred.await(received)
      // Each try (the first and 3 retries) is cut at the RPC timeout.
      assert.deepInclude(yield* drive(Fiber.join(read), RPC_TIMEOUT_MS / 4), { _tag: "RpcTimeout", url })
      // The server sees the client go away: the fetch did not outlive the read.
      yield* Deferred.await(aborted)
      yield* settle
    }))
})
