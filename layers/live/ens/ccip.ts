/**
 * EIP-3668 CCIP-read over ChainRpc: an eth_call that reverts with OffchainLookup(sender, urls, callData,
 * callback, extraData) is continued by asking the gateways (through the data layer's HttpClient, never `fetch`
 * directly) and calling `callback(response, extraData)` on the same contract, at most CCIP_MAX_HOPS times.
 * Gateway failures are CcipReadFailed, typed, for the ENS service to report as its catalogue error's cause.
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { concat, decodeErrorResult, encodeAbiParameters, type Hex, isAddressEqual, offchainLookupAbiItem, offchainLookupSignature } from "viem"
import type { NodeError } from "../../../schemas/errors/chainRpc.js"
import type { ChainRpcFailure, ChainRpcShape } from "../../../services/ChainRpc.js"
import { HexData } from "../rpc/codecs.js"

/** How many lookups one call may chain (EIP-3668 leaves it to the client; viem allows 4 too). */
export const CCIP_MAX_HOPS = 4
/** How long one gateway may take to answer. */
export const CCIP_GATEWAY_TIMEOUT = Duration.seconds(10)

/** A CCIP-read lookup that did not complete: every gateway failed, a 4xx, a bad answer, or too many hops. */
export class CcipReadFailed extends Data.TaggedError("CcipReadFailed")<{
  readonly urls: ReadonlyArray<string>
  readonly reason: "gateway" | "senderMismatch" | "tooManyHops" | "malformed"
  readonly status?: number
  readonly cause?: unknown
}> {}

const GatewayAnswer = Schema.Struct({ data: HexData })
const decodeAnswer = Schema.decodeUnknown(GatewayAnswer)

const isOffchainLookup = (error: ChainRpcFailure): error is NodeError & { readonly data: Hex } =>
  error._tag === "NodeError" && error.data !== undefined && /^0x[0-9a-fA-F]*$/.test(error.data) &&
  error.data.toLowerCase().startsWith(offchainLookupSignature)

/**
 * One gateway round (EIP-3668 §"Client lookup protocol"): the URLs in order; a URL with `{data}` is a GET with
 * `{sender}`/`{data}` filled in, otherwise a POST of `{ data, sender }`. A 4xx ends the round (the gateway
 * refused the request itself); a 5xx or a transport failure moves on to the next URL.
 */
export const askGateways = (
  http: HttpClient.HttpClient,
  urls: ReadonlyArray<string>,
  sender: `0x${string}`,
  callData: Hex
): Effect.Effect<Hex, CcipReadFailed> => {
  const client = HttpClient.withTracerPropagation(http, false)
  const ask = (url: string) => {
    const request = url.includes("{data}")
      ? HttpClientRequest.get(url.replace("{sender}", sender.toLowerCase()).replace("{data}", callData))
      : HttpClientRequest.bodyUnsafeJson(HttpClientRequest.post(url), { data: callData, sender: sender.toLowerCase() })
    return client.execute(request).pipe(
      Effect.timeout(CCIP_GATEWAY_TIMEOUT),
      Effect.mapError((cause) => new CcipReadFailed({ urls: [url], reason: "gateway", cause })),
      Effect.flatMap((response) =>
        response.status >= 200 && response.status < 300
          ? response.json.pipe(
            Effect.flatMap(decodeAnswer),
            Effect.map((answer): Hex => answer.data),
            Effect.mapError((cause) => new CcipReadFailed({ urls: [url], reason: "malformed", status: response.status, cause }))
          )
          : Effect.fail(new CcipReadFailed({ urls: [url], reason: "gateway", status: response.status })))
    )
  }
  const tryFrom = (index: number, last: CcipReadFailed | undefined): Effect.Effect<Hex, CcipReadFailed> => {
    const url = urls[index]
    if (url === undefined) return Effect.fail(last ?? new CcipReadFailed({ urls, reason: "gateway" }))
    return Effect.catchAll(ask(url), (failure) =>
      failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? Effect.fail(failure) : tryFrom(index + 1, failure))
  }
  return tryFrom(0, undefined)
}

/** eth_call `data` on `to`, following OffchainLookup reverts through the gateways. */
export const callWithCcip = (
  rpc: ChainRpcShape,
  http: HttpClient.HttpClient,
  caipNetworkId: string,
  to: `0x${string}`,
  data: Hex
): Effect.Effect<Hex, ChainRpcFailure | CcipReadFailed> => {
  const attempt = (callData: Hex, hops: number): Effect.Effect<Hex, ChainRpcFailure | CcipReadFailed> =>
    Effect.catchIf(rpc.call(caipNetworkId, { to, data: callData }), isOffchainLookup, (error) =>
      Effect.gen(function*() {
        const lookup = yield* Effect.try({
          try: () => decodeErrorResult({ abi: [offchainLookupAbiItem], data: error.data }),
          catch: (cause) => new CcipReadFailed({ urls: [], reason: "malformed", cause })
        })
        const [sender, urls, request, callback, extraData] = lookup.args
        if (!isAddressEqual(sender, to)) return yield* new CcipReadFailed({ urls, reason: "senderMismatch" })
        if (hops >= CCIP_MAX_HOPS) return yield* new CcipReadFailed({ urls, reason: "tooManyHops" })
        const response = yield* askGateways(http, urls, sender, request)
        return yield* attempt(concat([callback, encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], [response, extraData])]), hops + 1)
      }))
  return attempt(data, 0)
}
