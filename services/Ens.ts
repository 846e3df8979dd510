/**
 * ENS (issue 26): names on the network's ENS registry, read through ChainRpc and the network's UniversalResolver
 * (CCIP-read where a resolver asks for it). Names are ENSIP-15-normalised before lookup and display. The code
 * loads with import() on first use (layers/live/ens/); networks without a UniversalResolver have no ENS.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { Network } from "../schemas/entities/Network.js"
import type { ResolveNameFailed, NamesForAddressFailed } from "../schemas/errors/names.js"
import type { InvalidEnsName } from "../schemas/errors/ens.js"

/** An address's verified primary name (ENSIP-3, checked forward) and its avatar (http(s) or data:image only). */
export interface EnsProfile {
  readonly name: string
  readonly avatar: string | undefined
}

/** A forward lookup: the name as normalised, and its ETH address (undefined: the name has none). */
export interface EnsResolution {
  readonly name: string
  readonly address: `0x${string}` | undefined
}

export interface EnsShape {
  /** The network's UniversalResolver, if it has ENS (no chunk loads for this). */
  readonly universalResolverOf: (network: Network) => `0x${string}` | undefined
  /**
   * Normalises `name` (InvalidEnsName with the reason when ENSIP-15 refuses it) and resolves its ETH address
   * (ENSIP-9, coin type 60). Fails: InvalidEnsName, ResolveNameFailed (RPC, gateway or chunk failure as cause).
   */
  readonly resolveAddress: (network: Network, name: string) => Effect.Effect<EnsResolution, InvalidEnsName | ResolveNameFailed>
  /**
   * The address's primary name, shown only when it is normalised and resolves back to the address, with its
   * avatar. undefined: none (or a network without ENS). Fails: NamesForAddressFailed (cause: RPC, gateway, chunk).
   */
  readonly primaryName: (network: Network, address: `0x${string}`) => Effect.Effect<EnsProfile | undefined, NamesForAddressFailed>
}

export class Ens extends Context.Tag("walletport/Ens")<Ens, EnsShape>() {}
