/**
 * The transport of one network (SPEC §7, §9): each call goes to the best-ranked endpoint first, retried there while
 * its failures are transient, then to the next; a deterministic failure ends the call (no endpoint would differ).
 * Calls of the same tick to one endpoint share a JSON-RPC batch (up to 1000).
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Metric from "effect/Metric"
import { RPC_FALLBACK_PING_TIMEOUT_MS } from "../../../schemas/constants.js"
import { type ChainRpcError, RpcHttpError, type RpcTimeout } from "../../../schemas/errors/chainRpc.js"
import { type Batcher, makeBatcher } from "./batcher.js"
import { type Endpoint, type Fetch, postJson } from "./http.js"
import { isDeterministic, isTransient, rpcRetrySchedule } from "./policy.js"
import type { Ranking } from "./rank.js"
import { type Decode, unwrapReply } from "./reply.js"

export interface Transport {
  /** One JSON-RPC call, its result decoded; retried and failed over under the policy. Fails: ChainRpcError. */
  readonly request: <A>(method: string, params: ReadonlyArray<unknown>, decode: Decode<A>) => Effect.Effect<A, ChainRpcError>
}

export interface TransportSettings {
  /** SPEC §9: one HTTP request's timeout (10 s). */
  readonly timeoutMs: number
  /** SPEC §7: most calls per JSON-RPC batch (1 sends every call alone). */
  readonly batchSize: number
  /** How often a network with several endpoints pings them all to rank them (SPEC §9: the polling interval). */
  readonly rankIntervalMs: number
}

interface Call {
  readonly id: number
  readonly method: string
  readonly params: ReadonlyArray<unknown>
}

type EndpointBatcher = Batcher<Call, unknown, RpcHttpError | RpcTimeout>

/** How many HTTP attempts each call took, all endpoints together ("1" = no retry): for the reliability report. */
export const rpcAttempts = Metric.frequency("walletport_rpc_attempts")

let nextId = 0
/** JSON-RPC ids are unique per page, so a reply can be matched to its request (and a wrong id caught). */
const newRequestId = (): number => (nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER)

const idOf = (reply: unknown): unknown =>
  typeof reply === "object" && reply !== null && "id" in reply ? reply.id : undefined

/** One endpoint's batcher: a batch of one is posted as a plain call, a larger one as a JSON-RPC array. */
export const makeEndpointBatcher = (
  fetchImpl: Fetch,
  endpoint: Endpoint,
  settings: Pick<TransportSettings, "batchSize" | "timeoutMs">
): EndpointBatcher =>
  makeBatcher(
    (calls) => {
      const bodies = calls.map((c) => ({ jsonrpc: "2.0", id: c.id, method: c.method, params: c.params }))
      return Effect.map(postJson(fetchImpl, endpoint, bodies.length === 1 ? bodies[0] : bodies, settings.timeoutMs), (raw) => {
        if (!Array.isArray(raw)) return calls.map(() => Exit.succeed(raw)) // unwrapReply judges it (id, shape)
        const byId = new Map(raw.map((reply) => [idOf(reply), reply]))
        return calls.map((c) =>
          byId.has(c.id)
            ? Exit.succeed(byId.get(c.id))
            : Exit.fail(new RpcHttpError({ url: endpoint.url, status: 200, cause: `batch reply has no id ${c.id}` }))
        )
      })
    },
    (calls) => calls.length < settings.batchSize
  )

export interface NetworkTransportDeps {
  readonly fetch: Fetch
  readonly endpoints: readonly [Endpoint, ...Array<Endpoint>]
  readonly ranking: Ranking
  readonly batcherFor: (endpoint: Endpoint) => EndpointBatcher
  readonly settings: TransportSettings
  /** The cheap read a ranking ping makes (default eth_blockNumber; Solana: getSlot). */
  readonly pingMethod?: string
}

export const makeTransport = (deps: NetworkTransportDeps): Transport => {
  const { endpoints, ranking } = deps
  let lastRankAt = Number.NEGATIVE_INFINITY

  /** One call to one endpoint, retried there while transient; every attempt is a ranking sample. */
  const callEndpoint = <A>(
    endpoint: Endpoint,
    method: string,
    params: ReadonlyArray<unknown>,
    decode: Decode<A>,
    attempts: { count: number }
  ) =>
    Effect.gen(function*() {
      attempts.count += 1
      const started = yield* Clock.currentTimeMillis
      const id = newRequestId()
      const result = yield* Effect.exit(
        deps.batcherFor(endpoint).run({ id, method, params }).pipe(
          Effect.flatMap((raw) => unwrapReply(endpoint.url, raw, id, decode))
        )
      )
      const latencyMs = (yield* Clock.currentTimeMillis) - started
      // A node that judged the request (a revert, a bad nonce) answered: that endpoint is healthy.
      const ok = Exit.isSuccess(result) || (result.cause._tag === "Fail" && !isTransient(result.cause.error))
      if (endpoints.length > 1) ranking.record(endpoint.url, { latencyMs, ok })
      return yield* result
    }).pipe(Effect.retry(rpcRetrySchedule))

  /** Pings every endpoint (the ping method, 1 s) at most once per interval, in the background. */
  const rankInBackground = Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    if (endpoints.length < 2 || now - lastRankAt < deps.settings.rankIntervalMs) return
    lastRankAt = now
    const ping = (endpoint: Endpoint) =>
      Effect.gen(function*() {
        const started = yield* Clock.currentTimeMillis
        const exit = yield* Effect.exit(
          postJson(deps.fetch, endpoint, { jsonrpc: "2.0", id: newRequestId(), method: deps.pingMethod ?? "eth_blockNumber", params: [] }, RPC_FALLBACK_PING_TIMEOUT_MS)
        )
        ranking.record(endpoint.url, { latencyMs: (yield* Clock.currentTimeMillis) - started, ok: Exit.isSuccess(exit) })
      })
    yield* Effect.forkDaemon(Effect.forEach(endpoints, ping, { concurrency: "unbounded", discard: true }))
  })

  return {
    request: (method, params, decode) =>
      Effect.gen(function*() {
        yield* rankInBackground
        const [first, ...rest] = ranking.order(endpoints)
        if (first === undefined) return yield* Effect.die(new Error("a network transport has no endpoint"))
        const attempts = { count: 0 }
        return yield* rest.reduce(
          (attempt, endpoint) =>
            attempt.pipe(
              Effect.catchIf((error) => !isDeterministic(error), () => callEndpoint(endpoint, method, params, decode, attempts))
            ),
          callEndpoint(first, method, params, decode, attempts)
        ).pipe(Effect.ensuring(Effect.suspend(() => Metric.update(rpcAttempts, String(attempts.count)))))
      })
  }
}

