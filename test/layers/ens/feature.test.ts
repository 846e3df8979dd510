/**
 * The Ens service in the core (layers/live/ens/feature.ts): which networks have ENS without loading anything,
 * the chunk imported only for a lookup, and a chunk that does not download failing that lookup with the
 * catalogue error (the next lookup imports again).
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { mainnet, sepolia } from "viem/chains"
import { describe, expect, it } from "vitest"
import { ensLive } from "../../../layers/live/ens/feature.js"
import { universalResolverOf } from "../../../layers/live/ens/universalResolver.js"
import { anvil, arbitrum, mainnet as mainnetNetwork, sepolia as sepoliaNetwork } from "../../../schemas/networks/evm.js"
import { decodeConfig } from "../../../schemas/options.js"
import { Config } from "../../../services/Config.js"
import { Ens } from "../../../services/Ens.js"

const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [mainnetNetwork] }))

describe("Ens in the core", () => {
  it("knows ENS's UniversalResolver on Ethereum and Sepolia as viem/chains gives it, the anvil's from its definition, none elsewhere", () => {
    expect(universalResolverOf(mainnetNetwork)?.toLowerCase()).toBe(mainnet.contracts.ensUniversalResolver.address.toLowerCase())
    expect(universalResolverOf(sepoliaNetwork)?.toLowerCase()).toBe(sepolia.contracts.ensUniversalResolver.address.toLowerCase())
    expect(universalResolverOf(anvil)).toBe(anvil.contracts?.ensUniversalResolver?.address)
    expect(universalResolverOf(arbitrum)).toBeUndefined()
  })

  it("loads nothing for a network without ENS; a chunk that does not download fails the lookup, and the next one imports again", async () => {
    let imports = 0
    const layer = ensLive(() => {
      imports++
      return Promise.reject(new Error("offline"))
    })
    const outcome = await Effect.runPromise(
      Effect.gen(function*() {
        const ens = yield* Ens
        const none = yield* ens.primaryName(arbitrum, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
        const importsBefore = imports
        const first = yield* Effect.either(ens.resolveAddress(mainnetNetwork, "alice.eth"))
        const second = yield* Effect.either(ens.primaryName(mainnetNetwork, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"))
        return { none, importsBefore, first, second }
      }).pipe(Effect.provide(layer), Effect.provideService(Config, config))
    )
    expect(outcome.none).toBeUndefined()
    expect(outcome.importsBefore).toBe(0)
    expect(Either.isLeft(outcome.first) && outcome.first.left.message).toBe("Error resolving name")
    expect(Either.isLeft(outcome.first) && outcome.first.left.cause).toMatchObject({ _tag: "ChunkLoadFailed" })
    expect(Either.isLeft(outcome.second) && outcome.second.left.message).toBe("Error fetching names for address")
    expect(imports).toBe(2)
  })
})
