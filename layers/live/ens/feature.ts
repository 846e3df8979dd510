/**
 * The Ens service in the core (ARCHITECTURE §4): which networks have ENS, answered here; every lookup imports the
 * resolution chunk (./resolver.ts, with viem's ENS code and ENSIP-15 tables) on first use and builds it once. A
 * chunk that does not download fails that lookup with the catalogue error (ChunkLoadFailed as cause); the next
 * one imports again.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { NamesForAddressFailed, ResolveNameFailed } from "../../../schemas/errors/names.js"
import type { Config } from "../../../services/Config.js"
import { Ens } from "../../../services/Ens.js"
import { buildOnce, lazyChunk } from "../lazyChunk.js"
import { universalResolverOf } from "./universalResolver.js"

type EnsModule = typeof import("./resolver.js")
type EnsResolver = Effect.Effect.Success<EnsModule["makeEnsResolver"]>

/** The service over `load`, the chunk's import() (tests pass their own). */
export const ensLive = (load: () => Promise<EnsModule>): Layer.Layer<Ens, never, Config> =>
  Layer.effect(
    Ens,
    Effect.gen(function*() {
      const context = yield* Effect.context<Config>()
      const build = buildOnce((module: EnsModule) => Effect.provide(module.makeEnsResolver, context))
      const resolver = Effect.flatMap(lazyChunk("ENS names", load), build)
      // A chunk that did not download fails the lookup with the catalogue error of the call, the load as cause.
      const use = <A, E>(failed: (cause: unknown) => E, lookup: (ens: EnsResolver) => Effect.Effect<A, E>) =>
        Effect.flatMap(Effect.mapError(resolver, failed), lookup)
      return {
        universalResolverOf,
        resolveAddress: (network, name) => use((cause) => new ResolveNameFailed({ cause }), (ens) => ens.resolveAddress(network, name)),
        primaryName: (network, address) =>
          universalResolverOf(network) === undefined
            ? Effect.succeed(undefined)
            : use((cause) => new NamesForAddressFailed({ cause }), (ens) => ens.primaryName(network, address))
      }
    })
  )

export const EnsLive: Layer.Layer<Ens, never, Config> = ensLive(() => import("./resolver.js"))
