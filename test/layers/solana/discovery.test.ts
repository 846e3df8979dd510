/**
 * Solana adapter discovery (SPEC §2 wallet list, ARCHITECTURE §8): Wallet Standard wallets that serve a
 * Solana chain and can connect, followed through register/unregister, names and icons sanitized.
 */
import { afterEach, assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/TestClock"
import { sanitizeWalletName, UNKNOWN_WALLET_NAME as UNNAMED_WALLET, WALLET_NAME_MAX_LENGTH } from "../../../schemas/validators/wallet.js"
import { adapter, LOCAL } from "./harness.js"
import { makeTestWallet, TEST_ICON, type TestWalletOptions } from "./testWallet.js"

const unregisters: Array<() => void> = []
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister())
})

const registered = (options: TestWalletOptions = {}) =>
  Effect.promise(async () => {
    const wallet = await makeTestWallet(options)
    unregisters.push(wallet.register())
    return wallet
  })

const names = (list: ReadonlyArray<{ readonly name: string }>) => list.map((w) => w.name)

describe("Solana adapter: discovery", () => {
  it.scoped("lists a registered Solana wallet as ANNOUNCED with its id, name and icon", () =>
    Effect.gen(function*() {
      yield* registered()
      const solana = yield* adapter()
      assert.deepStrictEqual(yield* solana.wallets.get, [
        { id: "Test Solana Wallet", namespace: "solana", name: "Test Solana Wallet", icon: TEST_ICON, rdns: undefined, type: "ANNOUNCED" }
      ])
    }))

  it.scoped("follows wallets registered and unregistered after the adapter started", () =>
    Effect.gen(function*() {
      const solana = yield* adapter()
      assert.deepStrictEqual(yield* solana.wallets.get, [])
      const late = yield* Effect.promise(() => makeTestWallet({ name: "Late Wallet" }))
      const unregister = late.register()
      assert.deepStrictEqual(names(yield* solana.wallets.get), ["Late Wallet"])
      unregister()
      assert.deepStrictEqual(yield* solana.wallets.get, [])
    }))

  it.scoped("skips wallets without a Solana chain or without standard:connect", () =>
    Effect.gen(function*() {
      yield* registered({ name: "EVM Only", chains: ["eip155:1"] })
      yield* registered({ name: "No Connect", features: ["standard:events", "solana:signMessage"] })
      yield* registered({ name: "Good" })
      const solana = yield* adapter()
      assert.deepStrictEqual(names(yield* solana.wallets.get), ["Good"])
    }))

  it.scoped("strips bidi controls, truncates long names, keeps the wallet", () =>
    Effect.gen(function*() {
      yield* registered({ name: "\u202eEvil\u2066 Wallet\u200f" })
      yield* registered({ name: "x".repeat(300) })
      const solana = yield* adapter()
      const [bidi, long] = yield* solana.wallets.get
      assert.strictEqual(bidi?.name, "Evil Wallet")
      assert.strictEqual(long?.name.length, WALLET_NAME_MAX_LENGTH)
      assert.isTrue(long?.name.endsWith("…"))
    }))

  it("never splits a surrogate pair and never leaves a name empty", () => {
    // Characters are code points: 200 foxes are cut to 127 whole foxes and an ellipsis.
    const name = sanitizeWalletName("🦊".repeat(200))
    assert.strictEqual(Array.from(name).length, WALLET_NAME_MAX_LENGTH)
    assert.strictEqual(name, `${"🦊".repeat(127)}…`)
    assert.strictEqual(sanitizeWalletName("\u202e \u2066"), UNNAMED_WALLET)
    assert.strictEqual(sanitizeWalletName(42), UNNAMED_WALLET)
  })

  it.scoped("accepts data:image and https icons only; other icons become undefined, the wallet stays", () =>
    Effect.gen(function*() {
      yield* registered({ name: "Script", icon: "javascript:alert(1)" })
      yield* registered({ name: "Plain HTTP", icon: "http://example.com/icon.png" })
      yield* registered({ name: "HTTPS", icon: "https://example.com/icon.png" })
      const solana = yield* adapter()
      assert.deepStrictEqual((yield* solana.wallets.get).map((w) => [w.name, w.icon]), [
        ["Script", undefined],
        ["Plain HTTP", undefined],
        ["HTTPS", "https://example.com/icon.png"]
      ])
    }))

  it.scoped("contains a wallet whose getters throw; the others are still listed", () =>
    Effect.gen(function*() {
      yield* registered({
        name: () => {
          throw new Error("boom")
        }
      })
      yield* registered({ name: "Fine" })
      const solana = yield* adapter()
      assert.deepStrictEqual(names(yield* solana.wallets.get), ["Fine"])
    }))

  it.scoped("lists one wallet per name (the first registered) and applies excludeWalletIds by name, any case", () =>
    Effect.gen(function*() {
      const first = yield* registered({ name: "Twin" })
      yield* registered({ name: "Twin" })
      yield* registered({ name: "Hidden Wallet" })
      const solana = yield* adapter({ excludeWalletIds: ["hidden wallet"] })
      assert.deepStrictEqual(names(yield* solana.wallets.get), ["Twin"])
      // The listed Twin is the first one: connecting reaches its features.
      yield* solana.connect("Twin", LOCAL)
      assert.strictEqual(first.calls.length, 1)
    }))

  it.scoped("find waits for a wallet to register, up to the timeout (TestClock)", () =>
    Effect.gen(function*() {
      const solana = yield* adapter()
      const waiting = yield* Effect.fork(solana.find("Late Wallet", "2 seconds"))
      yield* TestClock.adjust("1 second")
      yield* registered({ name: "Late Wallet" })
      assert.strictEqual((yield* Fiber.join(waiting))?.name, "Late Wallet")

      const missing = yield* Effect.fork(solana.find("Never", "2 seconds"))
      yield* TestClock.adjust("2 seconds")
      assert.isUndefined(yield* Fiber.join(missing))
      // A listed wallet is found even with a zero timeout.
      assert.strictEqual((yield* solana.find("Late Wallet", 0))?.name, "Late Wallet")
    }))

  it.scoped("stops following the registry when the scope closes", () =>
    Effect.gen(function*() {
      const solana = yield* Effect.scoped(adapter())
      yield* registered({ name: "After Close" })
      assert.deepStrictEqual(yield* solana.wallets.get, [])
    }))
})
