/**
 * Shared set-up for the domain-service tests: the real service graph (`appLayer`) over in-memory
 * boundaries, with fake EIP-1193 wallets behind the real EVM adapter (and fake adapters of other namespaces).
 */
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type * as Subscribable from "effect/Subscribable"
import * as TestClock from "effect/TestClock"
import { makeTestChain, type TestChain } from "../../layers/test/ChainRpc.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { type FakeEvmAdapter, fakeEvmAdapter, type FakeEvmWalletEntry } from "../../layers/test/evmAdapter.js"
import { type FakeWallet, type FakeWalletOptions, makeFakeWallet } from "../../layers/test/fakeWallet.js"
import type { WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import { dataTest } from "../../layers/test/data.js"
import { type AppServices, appLayer, type DataServices } from "../../runtime/layers.js"
import type { WalletportEvent } from "../../schemas/events.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { decodeConfig, type WalletportOptions } from "../../schemas/options.js"
import { connectedConnectorDef } from "../../schemas/storage/registry.js"
import { Events } from "../../services/Events.js"
import type { Storage } from "../../services/Storage.js"

/** Anvil dev accounts #1 and #2 (account #0 is FAKE_WALLET_ADDRESS). */
export const SECOND_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const
export const THIRD_ADDRESS = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" as const

/** Host options decoded like `createWalletport` does; `{ projectId: "p", networks: [mainnet] }` plus overrides. */
export const optionsWith = (overrides: Readonly<Record<string, unknown>> = {}): WalletportOptions =>
  Either.getOrThrow(decodeConfig({ projectId: "p", networks: [mainnet], ...overrides }))

/** A fake wallet and the entry that lists it (id = rdns). */
export interface TestWallet {
  readonly fake: FakeWallet
  readonly entry: FakeEvmWalletEntry
}

export const testWallet = (id: string, name: string, options: FakeWalletOptions = {}): TestWallet => {
  const fake = makeFakeWallet(options)
  return { fake, entry: { id, name, wallet: fake } }
}

export interface HarnessSetup {
  readonly wallets?: ReadonlyArray<TestWallet>
  readonly chain?: TestChain
  /** A prebuilt EVM adapter (to announce wallets later); default one over `wallets` and `chain`. */
  readonly evm?: FakeEvmAdapter
  /** More adapters (other namespaces), after the EVM one. */
  readonly adapters?: ReadonlyArray<WalletportAdapter>
  /** No adapters at all (SPEC §2 "no adapters" rule). */
  readonly noAdapters?: boolean
  readonly storage?: Layer.Layer<Storage>
  readonly mobile?: boolean
  readonly options?: Readonly<Record<string, unknown>>
  /** The data plane (default: the in-memory one with no data). */
  readonly data?: Layer.Layer<DataServices>
}

/** The whole graph of one instance over in-memory boundaries. */
export const harness = (setup: HarnessSetup = {}): Layer.Layer<AppServices> => {
  const evm = setup.evm ?? fakeEvmAdapter((setup.wallets ?? []).map((w) => w.entry), setup.chain ?? makeTestChain())
  const adapters = setup.noAdapters === true ? [] : [evm.adapter, ...(setup.adapters ?? [])]
  // Its one build failure, a chunk that does not download, cannot happen in memory.
  return Layer.orDie(appLayer(
    optionsWith({ adapters, ...setup.options }),
    testBoundaries({
      ...(setup.storage === undefined ? {} : { storage: setup.storage }),
      ...(setup.mobile === undefined ? {} : { mobile: setup.mobile })
    }),
    // In memory: service tests never reach the hosted data API, explorer or analytics.
    setup.data ?? dataTest()
  ))
}

/** The raw storage key of a namespace's connector, and a stored value for it (for seeding a restore). */
export const storedConnectorEntry = (
  id: string,
  name: string,
  namespace: "eip155" | "solana" = "eip155",
  type: string = "ANNOUNCED"
): Record<string, string> => ({
  [connectedConnectorDef(namespace).key]: JSON.stringify({ id, type, name })
})

/** The first value of `ref` (current or future) that satisfies `predicate`. Hangs (and the test times out) otherwise. */
export const waitFor = <A>(ref: Subscribable.Subscribable<A>, predicate: (a: A) => boolean): Effect.Effect<A> =>
  ref.changes.pipe(
    Stream.filter(predicate),
    Stream.runHead,
    Effect.flatMap((found) =>
      Option.match(found, { onNone: () => Effect.dieMessage("SubscriptionRef stream ended"), onSome: Effect.succeed })
    )
  )

/** Lets other fibers (and resolved promises) run until `check` holds; dies after many rounds so a test cannot hang. */
export const eventually = (check: () => boolean, rounds = 500): Effect.Effect<void> =>
  Effect.gen(function*() {
    for (let i = 0; i < rounds; i++) {
      if (check()) return
      yield* Effect.yieldNow()
    }
    return yield* Effect.dieMessage("condition never held")
  })

/** Waits until some fiber sleeps on the TestClock, so a following `TestClock.adjust` is measured from now. */
export const untilSleeping: Effect.Effect<void> = Effect.gen(function*() {
  for (let i = 0; i < 500; i++) {
    if (Chunk.isNonEmpty(yield* TestClock.sleeps())) return
    yield* Effect.yieldNow()
  }
  return yield* Effect.dieMessage("nothing ever slept on the TestClock")
})

/** The tracked events, oldest first. */
export const trackedEvents: Effect.Effect<ReadonlyArray<WalletportEvent>, never, Events> = Effect.gen(function*() {
  const log = yield* SubscriptionRef.get((yield* Events).log)
  return [...log].reverse().map((timed) => timed.event)
})

/** The tags of the tracked events, oldest first. */
export const trackedTags: Effect.Effect<ReadonlyArray<WalletportEvent["_tag"]>, never, Events> = Effect.map(
  trackedEvents,
  (events) => events.map((event) => event._tag)
)
