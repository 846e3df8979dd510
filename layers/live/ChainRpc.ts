/**
 * ChainRpc (SPEC §7 chain RPC): JSON-RPC over `fetch` to the network's RPC URL (the host's `rpcUrls` first,
 * then the network's own). Everything is Effect's: the 10 s timeout (TestClock drives it), the retry of
 * transient statuses (3 retries, 150 ms doubling), and interruption, which aborts the request. JSON-RPC
 * errors are RpcRequestError with the node's code; HTTP failures RpcHttpError with their status. No viem:
 * two calls do not need a client library on the lazy path.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import {
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRYABLE_HTTP_STATUSES,
  RPC_TIMEOUT_MS
} from "../../schemas/constants.js"
import { type ChainRpcError, MissingTransportUrl, RpcHttpError, RpcRequestError, RpcTimeout } from "../../schemas/errors/chainRpc.js"
import { ChainNotConfigured } from "../../schemas/errors/connectors.js"
import { ChainRpc, type ChainRpcShape } from "../../services/ChainRpc.js"
import { Config } from "../../services/Config.js"

/** The `fetch` the reads go through (the page's; tests pass their own). */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>

const JsonRpcReply = Schema.Union(
  Schema.Struct({ error: Schema.Struct({ code: Schema.Number, message: Schema.String }) }),
  Schema.Struct({ result: Schema.Unknown })
)
const decodeReply = Schema.decodeUnknownEither(JsonRpcReply)
const Quantity = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{1,64}$/))
const decodeQuantity = Schema.decodeUnknownEither(Quantity)

const retryable: ReadonlyArray<number> = RPC_RETRYABLE_HTTP_STATUSES

/** SPEC §7: a transient failure is worth another try on the same endpoint. */
const isTransient = (error: ChainRpcError): boolean =>
  error._tag === "RpcTimeout" || (error._tag === "RpcHttpError" && (error.status === undefined || retryable.includes(error.status)))

/** SPEC §7: 3 retries, 150 ms base delay doubling. */
export const RPC_RETRY_SCHEDULE = Schedule.exponential(Duration.millis(RPC_RETRY_BASE_DELAY_MS)).pipe(
  Schedule.intersect(Schedule.recurs(RPC_RETRY_COUNT))
)

/** One JSON-RPC call whose result is a hex quantity. Fails: ChainRpcError. */
const callQuantity = (fetchImpl: Fetch, url: string, method: string, params: ReadonlyArray<unknown>) =>
  Effect.gen(function*() {
    const response = yield* Effect.tryPromise({
      // Interrupting the fiber aborts the request (Effect passes the signal).
      try: (signal) =>
        fetchImpl(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
          signal
        }),
      catch: (cause) => new RpcHttpError({ url, cause })
    })
    if (!response.ok) return yield* new RpcHttpError({ url, status: response.status })
    const body = yield* Effect.tryPromise({
      try: () => response.json(),
      catch: (cause) => new RpcHttpError({ url, status: response.status, cause })
    })
    const reply = decodeReply(body)
    if (Either.isLeft(reply)) return yield* new RpcHttpError({ url, status: response.status, cause: reply.left })
    if ("error" in reply.right) {
      return yield* new RpcRequestError({ url, code: reply.right.error.code, details: reply.right.error.message })
    }
    const quantity = decodeQuantity(reply.right.result)
    if (Either.isLeft(quantity)) return yield* new RpcHttpError({ url, status: response.status, cause: quantity.left })
    return BigInt(quantity.right)
  }).pipe(
    Effect.timeoutFail({ duration: Duration.millis(RPC_TIMEOUT_MS), onTimeout: () => new RpcTimeout({ url }) }),
    Effect.retry({ schedule: RPC_RETRY_SCHEDULE, while: isTransient })
  )

/** The reader over the host's RPC URLs, with this `fetch`. */
export const makeChainRpcWith = (fetchImpl: Fetch): Effect.Effect<ChainRpcShape, never, Config> =>
  Effect.gen(function*() {
    const config = yield* Config

    const urlFor = (caipNetworkId: string) =>
      Effect.gen(function*() {
        const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
        if (network === undefined) return yield* new ChainNotConfigured({ chainId: caipNetworkId })
        const url = config.rpcUrls?.[caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
        if (url === undefined) return yield* new MissingTransportUrl({ caipNetworkId })
        return url
      })

    return {
      getBalance: Effect.fn("ChainRpc.getBalance")(function*(caipNetworkId: string, address: `0x${string}`) {
        return yield* callQuantity(fetchImpl, yield* urlFor(caipNetworkId), "eth_getBalance", [address, "latest"])
      }),
      getChainId: Effect.fn("ChainRpc.getChainId")(function*(caipNetworkId: string) {
        return Number(yield* callQuantity(fetchImpl, yield* urlFor(caipNetworkId), "eth_chainId", []))
      })
    }
  })

/** The reader over the page's `fetch` (read at call time, so importing this on a server is safe). */
export const makeChainRpc: Effect.Effect<ChainRpcShape, never, Config> = makeChainRpcWith((input, init) =>
  globalThis.fetch(input, init)
)

export const ChainRpcLive: Layer.Layer<ChainRpc, never, Config> = Layer.effect(ChainRpc, makeChainRpc)
