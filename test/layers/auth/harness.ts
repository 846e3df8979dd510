/**
 * One instance with the embedded wallet (`embeddedWallet()`'s module over the in-memory SecureFrame and a test
 * chain) in the whole service graph, on Ethereum and Solana.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { embeddedModule } from "../../../layers/live/auth/module.js"
import { makeTestChain, testChainRpc, type TestChain } from "../../../layers/test/ChainRpc.js"
import { testBoundaries } from "../../../layers/test/boundaries.js"
import { dataTest } from "../../../layers/test/data.js"
import { makeTestSecureFrame, type TestSecureFrame, type TestSecureFrameOptions } from "../../../layers/test/SecureFrame.js"
import { type AppServices, appLayer } from "../../../runtime/layers.js"
import { defineAdapter, type WalletportAdapter } from "../../../schemas/adapterDescriptor.js"
import { mainnet, sepolia } from "../../../schemas/networks/evm.js"
import { solana } from "../../../schemas/networks/solana.js"
import type { Storage } from "../../../services/Storage.js"
import { eventually, optionsWith } from "../../services/harness.js"

export const NETWORKS = [mainnet, sepolia, solana]

export interface EmbeddedSetup {
  readonly frame?: TestSecureFrameOptions
  readonly storage?: Layer.Layer<Storage>
  readonly options?: Readonly<Record<string, unknown>>
  readonly chain?: TestChain
  /** Other adapters, listed before the embedded one. */
  readonly adapters?: ReadonlyArray<WalletportAdapter>
}

export interface EmbeddedGraph {
  readonly layer: Layer.Layer<AppServices>
  /** The in-memory frame, waiting (yielding) until the adapters made it (on the first `ready` or request). */
  readonly frame: Effect.Effect<TestSecureFrame>
  /** How many times the frame's code was loaded. */
  readonly loads: () => number
  readonly chain: TestChain
}

export const embeddedGraph = (setup: EmbeddedSetup = {}): EmbeddedGraph => {
  let made: TestSecureFrame | undefined
  let loads = 0
  const chain = setup.chain ?? makeTestChain()
  const descriptor = defineAdapter("eip155", async () =>
    embeddedModule({ url: "https://wallet.example" }, {
      loadFrame: async () => {
        loads++
        return () => Effect.map(makeTestSecureFrame(setup.frame), (test) => {
          made = test
          return test.frame
        })
      },
      rpc: Effect.succeed(testChainRpc(chain, NETWORKS))
    }), "embedded")
  // The graph's one build failure, a chunk that does not download, cannot happen in memory.
  const layer = Layer.orDie(appLayer(
    optionsWith({ networks: NETWORKS, adapters: [...(setup.adapters ?? []), descriptor], ...setup.options }),
    testBoundaries(setup.storage === undefined ? {} : { storage: setup.storage }),
    dataTest()
  ))
  return {
    layer,
    frame: Effect.zipRight(eventually(() => made !== undefined), Effect.suspend(() => (made === undefined ? Effect.dieMessage("no frame") : Effect.succeed(made)))),
    loads: () => loads,
    chain
  }
}

/** Yields until `check` holds; dies after many rounds so a test cannot hang. */
export const until = <R>(check: Effect.Effect<boolean, never, R>): Effect.Effect<void, never, R> =>
  Effect.gen(function*() {
    for (let i = 0; i < 500; i++) {
      if (yield* check) return
      yield* Effect.yieldNow()
    }
    return yield* Effect.dieMessage("never held")
  })
