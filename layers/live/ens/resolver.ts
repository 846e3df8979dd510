/**
 * ENS resolution (issue 26), the chunk the Ens service loads on first use: forward (name → ETH address),
 * reverse (ENSIP-3 primary name, shown only when normalised and resolving back to the address) and the avatar
 * text record, each one UniversalResolver call through ChainRpc with CCIP-read (ccip.ts). Names are ENSIP-15
 * normalised with viem's `normalize` before any lookup.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as Effect from "effect/Effect"
import {
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  namehash,
  zeroAddress
} from "viem"
import type { Network } from "../../../schemas/entities/Network.js"
import { AbiDecodingError, type NodeError } from "../../../schemas/errors/chainRpc.js"
import { NamesForAddressFailed, ResolveNameFailed } from "../../../schemas/errors/names.js"
import { safeNormalizeName } from "../../../schemas/validators/core/ensName.js"
import type { Config } from "../../../services/Config.js"
import type { ChainRpcFailure, ChainRpcShape } from "../../../services/ChainRpc.js"
import type { EnsShape } from "../../../services/Ens.js"
import { safeAvatar } from "../accountProfile.js"
import { makeChainRpc } from "../ChainRpc.js"
import { ETH_COIN_TYPE, NULL_RESULT_ERRORS, RESOLVER_ABI, UNIVERSAL_RESOLVER_ABI } from "./abi.js"
import { callWithCcip, type CcipReadFailed } from "./ccip.js"
import { dnsEncode } from "./dnsEncode.js"
import { universalResolverOf } from "./universalResolver.js"

type LookupFailure = ChainRpcFailure | CcipReadFailed | AbiDecodingError

/** A revert that is one of the UniversalResolver's "no such name or record" errors. */
const isNullResult = (error: LookupFailure): error is NodeError => {
  if (error._tag !== "NodeError" || error.data === undefined || !/^0x[0-9a-fA-F]{8}/.test(error.data)) return false
  const data: string = error.data
  try {
    decodeErrorResult({ abi: NULL_RESULT_ERRORS, data: `0x${data.slice(2)}` })
    return true
  } catch {
    return false
  }
}

const decode = <A>(data: Hex, run: () => A): Effect.Effect<A, AbiDecodingError> =>
  Effect.try({ try: run, catch: () => new AbiDecodingError({ data }) })

/** The resolver over `rpc`, asking CCIP-read gateways with `http`. */
export const makeEnsResolverWith = (rpc: ChainRpcShape, http: HttpClient.HttpClient): Omit<EnsShape, "universalResolverOf"> => {
  /** One resolver-profile call for `name` through the UniversalResolver; undefined when there is no such record. */
  const record = (network: Network, resolver: `0x${string}`, name: string, data: Hex): Effect.Effect<Hex | undefined, LookupFailure> =>
    callWithCcip(rpc, http, network.caipNetworkId, resolver, encodeFunctionData({ abi: UNIVERSAL_RESOLVER_ABI, functionName: "resolve", args: [dnsEncode(name), data] })).pipe(
      Effect.flatMap((answer) => decode(answer, () => decodeFunctionResult({ abi: UNIVERSAL_RESOLVER_ABI, functionName: "resolve", data: answer })[0])),
      Effect.map((result): Hex | undefined => (result === "0x" ? undefined : result)),
      Effect.catchIf(isNullResult, () => Effect.succeed(undefined))
    )

  const addressOf = (network: Network, resolver: `0x${string}`, name: string) =>
    record(network, resolver, name, encodeFunctionData({ abi: RESOLVER_ABI, functionName: "addr", args: [namehash(name)] })).pipe(
      Effect.flatMap((data) => data === undefined ? Effect.succeed(undefined) : decode(data, () => decodeFunctionResult({ abi: RESOLVER_ABI, functionName: "addr", data }))),
      Effect.map((address) => (address === undefined || address === zeroAddress ? undefined : address))
    )

  const avatarOf = (network: Network, resolver: `0x${string}`, name: string) =>
    record(network, resolver, name, encodeFunctionData({ abi: RESOLVER_ABI, functionName: "text", args: [namehash(name), "avatar"] })).pipe(
      Effect.flatMap((data) => data === undefined ? Effect.succeed(undefined) : decode(data, () => decodeFunctionResult({ abi: RESOLVER_ABI, functionName: "text", data }))),
      // ENSIP-12 also allows ipfs:// and NFT avatars; the button loads only http(s) and inline images.
      Effect.map(safeAvatar)
    )

  const reverseOf = (network: Network, resolver: `0x${string}`, address: `0x${string}`) =>
    callWithCcip(rpc, http, network.caipNetworkId, resolver, encodeFunctionData({ abi: UNIVERSAL_RESOLVER_ABI, functionName: "reverse", args: [address, ETH_COIN_TYPE] })).pipe(
      Effect.flatMap((answer) => decode(answer, () => decodeFunctionResult({ abi: UNIVERSAL_RESOLVER_ABI, functionName: "reverse", data: answer })[0])),
      Effect.catchIf(isNullResult, () => Effect.succeed(""))
    )

  return {
    resolveAddress: (network, name) =>
      Effect.gen(function*() {
        const normalised = safeNormalizeName(name)
        if (!normalised.success) return yield* normalised.error
        const resolver = universalResolverOf(network)
        if (resolver === undefined) return { name: normalised.data, address: undefined }
        const address = yield* addressOf(network, resolver, normalised.data).pipe(Effect.mapError((cause) => new ResolveNameFailed({ cause })))
        return { name: normalised.data, address }
      }).pipe(Effect.withSpan("Ens.resolveAddress")),

    primaryName: (network, address) =>
      Effect.gen(function*() {
        const resolver = universalResolverOf(network)
        if (resolver === undefined) return undefined
        const name = yield* reverseOf(network, resolver, address)
        if (name === "") return undefined
        // A reverse record is whatever its owner typed: shown only in its ENSIP-15 form, never as a look-alike.
        const normalised = safeNormalizeName(name)
        if (!normalised.success || normalised.data !== name) {
          yield* Effect.logDebug("ENS primary name not normalised: not shown", name)
          return undefined
        }
        // ENSIP-3: a primary name counts only when it resolves back to the address (checked here too, whatever
        // the UniversalResolver does).
        const [forward, avatar] = yield* Effect.all([addressOf(network, resolver, name), avatarOf(network, resolver, name)], { concurrency: 2 })
        if (forward === undefined || !isAddressEqual(forward, address)) return undefined
        return { name, avatar }
      }).pipe(
        Effect.mapError((cause) => new NamesForAddressFailed({ cause })),
        Effect.withSpan("Ens.primaryName")
      )
  }
}

/** The resolver over its own ChainRpc (the host's RPC policy) and the page's fetch. */
export const makeEnsResolver: Effect.Effect<Omit<EnsShape, "universalResolverOf">, never, Config> = Effect.gen(function*() {
  const rpc = yield* makeChainRpc
  const http = yield* HttpClient.HttpClient
  return makeEnsResolverWith(rpc, http)
}).pipe(Effect.provide(FetchHttpClient.layer))
