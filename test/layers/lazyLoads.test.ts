/**
 * Code loaded with import() (issue 20): one policy everywhere (runtime/lazyModule.ts). A success is kept, a
 * failure is a typed ChunkLoadFailed (never a defect of the build) and is tried again on the next use, and
 * concurrent first uses share one import. Each loader here fails once, then loads the real module.
 */
import { assert, describe, it } from "@effect/vitest"
import { expect } from "vitest"
import * as Cause from "effect/Cause"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { browserPage } from "../../layers/live/AnalyticsPage.js"
import { chainAdaptersLive } from "../../layers/live/ChainAdapters.js"
import { EventsLive } from "../../layers/live/Events.js"
import { lazyChunk } from "../../layers/live/lazyChunk.js"
import { lazyDataLive } from "../../layers/live/lazyData.js"
import { abiChunk } from "../../layers/live/rpc/loadAbi.js"
import { siwxLive } from "../../layers/live/Siwx.js"
import { testBoundaries } from "../../layers/test/boundaries.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { DeviceFixed } from "../../layers/live/Device.js"
import { makeWalletport } from "../../runtime/core.js"
import { lazyModule } from "../../runtime/lazyModule.js"
import { modalHost } from "../../runtime/modalHost.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { Storage } from "../../services/Storage.js"
import { adapterLoader, defineAdapter } from "../../schemas/adapterDescriptor.js"
import { ChunkLoadFailed } from "../../schemas/errors/chunk.js"
import { isWalletportError } from "../../schemas/errors/WalletportError.js"
import type { SiwxConfig } from "../../schemas/siwx/config.js"
import { Analytics } from "../../services/Analytics.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Config } from "../../services/Config.js"
import { Explorer } from "../../services/Explorer.js"
import { Siwx } from "../../services/Siwx.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { harness, optionsWith } from "../services/harness.js"
import { OWN } from "../services/SendSetup.js"

/** A loader whose first import fails (a 404 during a deploy), then loads `module`; counts its calls. */
const failingOnce = <M>(module: () => Promise<M>) => {
  let calls = 0
  const load = (): Promise<M> => {
    calls++
    return calls === 1 ? Promise.reject(new Error("404 chunk")) : module()
  }
  return { load, calls: () => calls }
}

/** The typed failure of an exit (undefined for a success, a defect or an interruption). */
const failureOf = <A, E>(exit: Exit.Exit<A, E>): E | undefined =>
  Exit.isFailure(exit) ? Option.getOrUndefined(Cause.failureOption(exit.cause)) : undefined

describe("lazyModule (the shell's Promise form)", () => {
  it("keeps a success: one import for every use", async () => {
    const importer = failingOnce(() => Promise.resolve({ value: 1 }))
    await importer.load().catch(() => undefined)
    const module = lazyModule("a chunk", importer.load)
    const first = await module()
    expect(await module()).toBe(first)
    expect(importer.calls()).toBe(2)
  })

  it("rejects a failed import with ChunkLoadFailed (module, cause), forgets it, and imports again on the next use", async () => {
    const importer = failingOnce(() => Promise.resolve({ value: 1 }))
    const module = lazyModule("a chunk", importer.load)
    const failed: unknown = await module().then(() => undefined, (error: unknown) => error)
    expect(failed).toBeInstanceOf(ChunkLoadFailed)
    expect(isWalletportError(failed)).toBe(true)
    expect(failed).toMatchObject({
      _tag: "ChunkLoadFailed",
      name: "ChunkLoadFailed",
      module: "a chunk",
      cause: new Error("404 chunk"),
      message: "Could not load part of the wallet modal. Check your connection and try again."
    })
    expect(await module()).toEqual({ value: 1 })
    expect(importer.calls()).toBe(2)
  })

  it("shares one import between concurrent first uses", async () => {
    let calls = 0
    let resolve: (value: string) => void = () => undefined
    const module = lazyModule("a chunk", () => {
      calls++
      return new Promise<string>((res) => (resolve = res))
    })
    const both = Promise.all([module(), module()])
    resolve("loaded")
    expect(await both).toEqual(["loaded", "loaded"])
    expect(calls).toBe(1)
  })
})

describe("lazyChunk (the layers' Effect form)", () => {
  it.effect("fails with ChunkLoadFailed (not a defect), then loads on the next use and keeps it", () =>
    Effect.gen(function*() {
      const importer = failingOnce(() => Promise.resolve({ value: 1 }))
      const chunk = lazyChunk("a chunk", importer.load)
      const failed = failureOf(yield* Effect.exit(chunk))
      assert.instanceOf(failed, ChunkLoadFailed)
      assert.deepStrictEqual(yield* chunk, { value: 1 })
      yield* chunk
      assert.strictEqual(importer.calls(), 2)
    }))
})

describe("loadAbi", () => {
  it.effect("a failed download fails that read (RpcHttpError caused by ChunkLoadFailed); the next read imports it again", () =>
    Effect.gen(function*() {
      const importer = failingOnce(() => import("../../layers/live/rpc/abi.js"))
      const abi = abiChunk(importer.load)
      const failed = failureOf(yield* Effect.exit(abi))
      assert.strictEqual(failed?._tag, "RpcHttpError")
      assert.instanceOf(failed?.cause, ChunkLoadFailed)
      const loaded = yield* abi
      assert.strictEqual(typeof loaded.decodeBalanceOf, "function")
      yield* abi
      assert.strictEqual(importer.calls(), 2)
    }))
})

describe("the data plane (lazyData)", () => {
  /** The in-memory data services, served as dataPlane.ts's module would serve the live ones. */
  const planeModule = Effect.map(Layer.build(dataTest()), (context) => ({
    loadDataPlane: () =>
      Effect.succeed({ api: Context.get(context, BlockchainApi), explorer: Context.get(context, Explorer), analytics: Context.get(context, Analytics) })
  }))
  const deps = Layer.mergeAll(Layer.succeed(Config, optionsWith()), StorageTest, AlertsLive, EventsLive)
  /** The lazily loaded data services over `load`, the data plane's import(). */
  const planeOver = (load: () => Promise<Effect.Effect.Success<typeof planeModule>>) =>
    Layer.build(lazyDataLive(browserPage, load).pipe(Layer.provide(deps)))
  /** The data services over a chunk that fails its first download (the importer counts the downloads). */
  const planeFailingOnce = Effect.gen(function*() {
    const module = yield* planeModule
    const importer = failingOnce(() => Promise.resolve(module))
    return { context: yield* planeOver(importer.load), importer }
  })

  it.scoped("a failed chunk fails that call only: the next call imports it again and is served", () =>
    Effect.gen(function*() {
      const { context, importer } = yield* planeFailingOnce
      const explorer = Context.get(context, Explorer)
      const first = yield* Effect.exit(explorer.getWallets({ page: 1 }))
      assert.isTrue(Exit.isFailure(first))
      if (Exit.isFailure(first)) assert.instanceOf(Cause.squash(first.cause), ChunkLoadFailed)
      const page = yield* explorer.getWallets({ page: 1 })
      assert.isArray(page.data)
      yield* Context.get(context, BlockchainApi).getSupportedChains
      assert.strictEqual(importer.calls(), 2)
    }))

  it.scoped("a failed chunk is each call's own typed failure (caused by ChunkLoadFailed), not a defect; the next call loads", () =>
    Effect.gen(function*() {
      const { context, importer } = yield* planeFailingOnce
      const api = Context.get(context, BlockchainApi)
      const account = { caipNetworkId: mainnet.caipNetworkId, address: OWN }
      // The Account panel's balance: "Token Balance Unavailable", which it shows with a retry.
      const balances = failureOf(yield* Effect.exit(api.getBalances(account)))
      assert.strictEqual(balances?._tag, "TokenBalanceUnavailable")
      assert.instanceOf(balances?.cause, ChunkLoadFailed)
      const loaded = yield* api.getBalances(account)
      assert.isArray(loaded)
      assert.strictEqual(importer.calls(), 2)
    }))

  it.scoped("every call with a failure channel fails a failed download with its catalogue error", () =>
    Effect.gen(function*() {
      const importer = failingOnce(() => Promise.reject(new Error("still offline")))
      const context = yield* planeOver(importer.load)
      const api = Context.get(context, BlockchainApi)
      const explorer = Context.get(context, Explorer)
      const on = { caipNetworkId: mainnet.caipNetworkId }
      const calls: ReadonlyArray<Effect.Effect<unknown, { readonly _tag: string }>> = [
        api.getSupportedChains,
        api.getHistory({ ...on, account: OWN }),
        api.lookupName({ ...on, name: "vitalik.eth" }),
        explorer.checkOrigin("https://dapp.example"),
        explorer.getAnalyticsConfig
      ]
      const tags = yield* Effect.forEach(calls, (call) => Effect.map(Effect.exit(call), (exit) => failureOf(exit)?._tag))
      assert.deepStrictEqual(tags, ["ApiRequestFailed", "FetchTransactionsFailed", "ResolveNameFailed", "ApiRequestFailed", "ApiRequestFailed"])
    }))
})

describe("the runtime build", () => {
  it("an instance whose build lacks a chunk rejects with that ChunkLoadFailed itself, not an Effect wrapper", async () => {
    const missing = new ChunkLoadFailed({ module: "the sign-in flow", cause: new Error("404") })
    // A build that stops where a chunk did not download (as the sign-in or merge layer does).
    const boundaries = Layer.mergeAll(Layer.effect(Storage, Effect.die(missing)), DeviceFixed(false))
    await expect(makeWalletport(optionsWith(), modalHost(MODAL_CHUNKS.modal), boundaries, dataTest())).rejects.toBe(missing)
  })

  /** Enough of a host's sign-in implementation for the flow to build. */
  const siwx: SiwxConfig = {
    createMessage: () => Promise.reject(new Error("unused")),
    addSession: () => Promise.resolve(),
    getSessions: () => Promise.resolve([]),
    revokeSession: () => Promise.resolve()
  }

  it.scoped("a sign-in chunk that does not download fails the build with ChunkLoadFailed (not a defect); the next build loads it", () =>
    Effect.gen(function*() {
      const importer = failingOnce(() => import("../../layers/live/siwx/flow.js"))
      const layer = siwxLive(importer.load).pipe(Layer.provide(harness({ options: { siwx } })))
      const failed = failureOf(yield* Effect.exit(Layer.build(layer)))
      assert.instanceOf(failed, ChunkLoadFailed)
      assert.strictEqual(failed?.module, "the sign-in flow")
      const context = yield* Layer.build(layer)
      assert.strictEqual((yield* Context.get(context, Siwx).state.get).status, "idle")
      assert.strictEqual(importer.calls(), 2)
    }))

  it.scoped("an adapter-merge chunk that does not download fails the build with ChunkLoadFailed (not a defect); the next build merges", () =>
    Effect.gen(function*() {
      const importer = failingOnce(() => import("../../layers/live/mergeAdapters.js"))
      // Two adapters of one namespace (its own and a WalletConnect-like connector): only a merge serves them.
      const second = adapterLoader(fakeEvmAdapter().adapter)
      if (second === undefined) throw new Error("the fake adapter has no loader")
      const options = optionsWith({ adapters: [fakeEvmAdapter().adapter, defineAdapter("eip155", second, "walletConnect")] })
      const layer = chainAdaptersLive(importer.load).pipe(Layer.provide(Layer.mergeAll(Layer.succeed(Config, options), testBoundaries())))
      const failed = failureOf(yield* Effect.exit(Layer.build(layer)))
      assert.instanceOf(failed, ChunkLoadFailed)
      assert.strictEqual(failed?.module, "the adapter merge")
      const adapters = Context.get(yield* Layer.build(layer), ChainAdapters)
      assert.strictEqual(adapters.all.length, 1)
      assert.strictEqual(importer.calls(), 2)
    }))

  it.scoped("the only adapter's chunk not downloading fails the build with ChunkLoadFailed (not a modal without wallets for the runtime's life); the next build loads it", () =>
    Effect.gen(function*() {
      const real = adapterLoader(fakeEvmAdapter().adapter)
      if (real === undefined) throw new Error("the fake adapter has no loader")
      const importer = failingOnce(real)
      const options = optionsWith({ adapters: [defineAdapter("eip155", importer.load)] })
      const layer = chainAdaptersLive(() => import("../../layers/live/mergeAdapters.js")).pipe(
        Layer.provide(Layer.mergeAll(Layer.succeed(Config, options), testBoundaries()))
      )
      const failed = failureOf(yield* Effect.exit(Layer.build(layer)))
      assert.instanceOf(failed, ChunkLoadFailed)
      assert.strictEqual(failed?.module, "the eip155 adapter")
      const adapters = Context.get(yield* Layer.build(layer), ChainAdapters)
      assert.deepStrictEqual(adapters.all.map((adapter) => adapter.namespace), ["eip155"])
      assert.strictEqual(importer.calls(), 2)
    }))
})
