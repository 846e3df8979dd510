/**
 * The transport of one network (SPEC §7): a call goes to the endpoints in order, each tried with the retry
 * schedule while its failures are transient; a deterministic failure ends the call (no endpoint would differ).
 */
import * as Effect from "effect/Effect"
import type { ChainRpcError } from "../../../schemas/errors/chainRpc.js"
import { type Endpoint, type Fetch, postJson } from "./http.js"
import { isDeterministic, rpcRetrySchedule } from "./policy.js"
import { type Decode, unwrapReply } from "./reply.js"

export interface Transport {
  /** One JSON-RPC call, its result decoded; retried and failed over under the policy. Fails: ChainRpcError. */
  readonly request: <A>(method: string, params: ReadonlyArray<unknown>, decode: Decode<A>) => Effect.Effect<A, ChainRpcError>
}

let nextId = 0
/** JSON-RPC ids are unique per page, so a reply can be matched to its request (and a wrong id caught). */
export const newRequestId = (): number => (nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER)

/** One call to one endpoint, retried there while transient. */
export const callEndpoint = <A>(
  fetchImpl: Fetch,
  endpoint: Endpoint,
  method: string,
  params: ReadonlyArray<unknown>,
  decode: Decode<A>
): Effect.Effect<A, ChainRpcError> =>
  Effect.suspend(() => {
    const id = newRequestId()
    return postJson(fetchImpl, endpoint, { jsonrpc: "2.0", id, method, params }).pipe(
      Effect.flatMap((raw) => unwrapReply(endpoint.url, raw, id, decode))
    )
  }).pipe(Effect.retry(rpcRetrySchedule))

/** The endpoints tried in order; the last failure is the call's. */
export const makeTransport = (fetchImpl: Fetch, endpoints: readonly [Endpoint, ...Array<Endpoint>]): Transport => ({
  request: (method, params, decode) => {
    const [first, ...rest] = endpoints
    return rest.reduce(
      (attempt, endpoint) =>
        attempt.pipe(
          Effect.catchIf((error) => !isDeterministic(error), () => callEndpoint(fetchImpl, endpoint, method, params, decode))
        ),
      callEndpoint(fetchImpl, first, method, params, decode)
    )
  }
})
