/**
 * An in-memory Ens for tests: names and primary names from a fixture, with the live service's rules — ENSIP-15
 * normalisation (the real normaliser) before any lookup, and ENS only where the network has a UniversalResolver.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { safeNormalizeName } from "../../schemas/validators/core/ensName.js"
import { Ens, type EnsProfile } from "../../services/Ens.js"
import { universalResolverOf } from "../live/ens/universalResolver.js"

export interface EnsFixture {
  /** Normalised name → its ETH address. */
  readonly names?: Readonly<Record<string, `0x${string}`>>
  /** Address (any case) → its verified primary name and avatar. */
  readonly primary?: Readonly<Record<string, EnsProfile>>
}

export const ensTest = (fixture: EnsFixture = {}): Layer.Layer<Ens> =>
  Layer.succeed(Ens, {
    universalResolverOf,
    resolveAddress: (network, name) =>
      Effect.suspend(() => {
        const normalised = safeNormalizeName(name)
        if (!normalised.success) return Effect.fail(normalised.error)
        const address = universalResolverOf(network) === undefined ? undefined : fixture.names?.[normalised.data]
        return Effect.succeed({ name: normalised.data, address })
      }),
    primaryName: (network, address) =>
      Effect.sync(() => {
        if (universalResolverOf(network) === undefined) return undefined
        const found = Object.entries(fixture.primary ?? {}).find(([key]) => key.toLowerCase() === address.toLowerCase())
        return found?.[1]
      })
  })
