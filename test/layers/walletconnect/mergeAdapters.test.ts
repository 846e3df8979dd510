/** Two adapters of one namespace (its own and WalletConnect's) as one: wallets concatenated, calls routed by wallet. */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { mergeAdapters } from "../../../layers/live/mergeAdapters.js"
import { CaipAddress, CaipNetworkId } from "../../../schemas/entities/ids.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import type { AdapterWallet, ChainAdapterShape } from "../../../services/ChainAdapter.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

/** An eip155 adapter listing one wallet; every call answers with the adapter's tag. */
const adapter = (tag: string, walletId: string, type: AdapterWallet["type"]) =>
  Effect.gen(function*() {
    const wallet: AdapterWallet = { id: walletId, namespace: "eip155", name: walletId, icon: undefined, rdns: undefined, type }
    const wallets = yield* SubscriptionRef.make<ReadonlyArray<AdapterWallet>>([wallet])
    const shape: ChainAdapterShape = {
      namespace: "eip155",
      wallets,
      refresh: Effect.void,
      find: (id) => Effect.succeed(id === walletId ? wallet : undefined),
      connect: (id) =>
        Effect.succeed({
          namespace: "eip155",
          caipAddress: CaipAddress.make(`eip155:1:${ADDRESS}`),
          address: ADDRESS,
          accounts: [ADDRESS],
          caipNetworkId: CaipNetworkId.make("eip155:1"),
          connector: { id, type, name: tag }
        }),
      restore: () => Effect.succeed(undefined),
      disconnect: () => Effect.void,
      events: () => Stream.empty,
      switchNetwork: () => Effect.void,
      getBalance: () => Effect.succeed(tag === "own" ? 1n : 2n),
      signMessage: () => Effect.succeed(tag),
      hostProvider: () => Effect.succeed(tag)
    }
    return { shape, wallets }
  })

describe("mergeAdapters", () => {
  it.effect("lists both adapters' wallets, routes wallet calls to the owner, and reads chains through the first", () =>
    Effect.gen(function*() {
      const own = yield* adapter("own", "io.metamask", "ANNOUNCED")
      const wc = yield* adapter("wc", "walletConnect", "WALLET_CONNECT")
      const [merged, ...rest] = mergeAdapters([own.shape, wc.shape])
      assert.strictEqual(rest.length, 0)
      if (merged === undefined) throw new Error("no merged adapter")
      assert.deepStrictEqual((yield* merged.wallets.get).map((w) => w.id), ["io.metamask", "walletConnect"])
      assert.strictEqual(yield* merged.signMessage("walletConnect", ADDRESS, "m"), "wc")
      assert.strictEqual(yield* merged.signMessage("io.metamask", ADDRESS, "m"), "own")
      assert.strictEqual((yield* merged.connect("walletConnect", mainnet)).connector.name, "wc")
      assert.strictEqual(yield* merged.hostProvider("walletConnect"), "wc")
      assert.strictEqual(yield* merged.getBalance(mainnet, ADDRESS), 1n)
      assert.strictEqual((yield* merged.find("walletConnect", "10 millis"))?.id, "walletConnect")
      assert.strictEqual(yield* merged.find("nope", "10 millis"), undefined)
    }))

  it.effect("leaves a namespace with one adapter as it is", () =>
    Effect.gen(function*() {
      const own = yield* adapter("own", "io.metamask", "ANNOUNCED")
      assert.strictEqual(mergeAdapters([own.shape])[0], own.shape)
    }))
})
