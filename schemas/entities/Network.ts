/** Network: a chain the modal can connect to, in CAIP form. */
import * as Schema from "effect/Schema"
import { CaipNetworkId, ChainNamespace } from "./ids.js"

const HttpUrl = Schema.String.pipe(
  Schema.filter((s) => /^https?:\/\/\S+$/.test(s), { message: () => "Expected an http(s) URL" })
)
const WsUrl = Schema.String.pipe(
  Schema.filter((s) => /^wss?:\/\/\S+$/.test(s), { message: () => "Expected a ws(s) URL" })
)

/** One group of RPC endpoints (viem's `rpcUrls.default` shape). */
export const RpcUrlSet = Schema.Struct({
  http: Schema.Array(HttpUrl),
  webSocket: Schema.optional(Schema.Array(WsUrl))
})
/** One group of RPC endpoints (viem's `rpcUrls.default` shape). */
export interface RpcUrlSet extends Schema.Schema.Type<typeof RpcUrlSet> {}

/** A network's native currency. */
export const NativeCurrency = Schema.Struct({
  name: Schema.NonEmptyString,
  symbol: Schema.NonEmptyString,
  decimals: Schema.Int.pipe(Schema.between(0, 36))
})
/** A network's native currency. */
export interface NativeCurrency extends Schema.Schema.Type<typeof NativeCurrency> {}

/** A block explorer link. */
export const BlockExplorer = Schema.Struct({ name: Schema.NonEmptyString, url: HttpUrl })
/** A block explorer link. */
export interface BlockExplorer extends Schema.Schema.Type<typeof BlockExplorer> {}

/**
 * Contracts a network names (viem's `chain.contracts` shape), beyond The ENS UniversalResolver that ENS
 * names resolve through (issue 26). Only networks with ENS carry it; the catalogue sets it for the local anvil.
 */
export const NetworkContracts = Schema.Struct({
  ensUniversalResolver: Schema.optional(
    Schema.Struct({ address: Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]{40}$/)) })
  )
})

/** Network (CaipNetwork). `caipNetworkId` must agree with `chainNamespace` and `id`. */
export const Network = Schema.Struct({
  id: Schema.Union(Schema.Number, Schema.NonEmptyString),
  name: Schema.NonEmptyString,
  chainNamespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  nativeCurrency: NativeCurrency,
  rpcUrls: Schema.Struct({
    default: RpcUrlSet,
    chainDefault: Schema.optional(RpcUrlSet)
  }),
  assets: Schema.optional(
    Schema.Struct({ imageId: Schema.optional(Schema.String), imageUrl: Schema.optional(Schema.String) })
  ),
  testnet: Schema.optional(Schema.Boolean),
  blockExplorers: Schema.optional(Schema.Struct({ default: BlockExplorer })),
  contracts: Schema.optional(NetworkContracts)
}).pipe(
  Schema.filter((n) =>
    n.caipNetworkId === `${n.chainNamespace}:${n.id}`
      ? undefined
      : {
          path: ["caipNetworkId"],
          message: `caipNetworkId must be "${n.chainNamespace}:${n.id}"`
        }
  )
)
/** Network (CaipNetwork). */
export interface Network extends Schema.Schema.Type<typeof Network> {}
