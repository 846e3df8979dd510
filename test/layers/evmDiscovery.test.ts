// @vitest-environment happy-dom
/**
 * The EVM adapter's discovery (SPEC §2 connector order and exclusion), built through the adapter chunk's
 * `make`: EIP-6963 announcements plus the legacy `window.ethereum`, deduplicated, validated, made safe to
 * show (names truncated, bidi stripped, foreign icons dropped), with host exclusions, cleaned up on close.
 */
import { afterEach, assert, describe, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/TestClock"
import { INJECTED_WALLET } from "../../layers/live/evm/discovery.js"
import { make } from "../../layers/live/evm/module.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import type { Eip1193Provider } from "../../schemas/eip1193.js"
import { Config } from "../../services/Config.js"
import { optionsWith, untilSleeping } from "../services/harness.js"

const ICON = "data:image/svg+xml;base64,PHN2Zy8+"

const info = (rdns: string, name: string, overrides: Readonly<Record<string, unknown>> = {}) => ({
  uuid: `uuid-${rdns}`,
  name,
  icon: ICON,
  rdns,
  ...overrides
})

const announce = (detail: unknown) => {
  window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }))
}

const provider = (): Eip1193Provider => makeFakeWallet().provider

/** Page-level clean-up: every listener a test added to window, and window.ethereum. */
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  Reflect.deleteProperty(window, "ethereum")
})

const onWindow = (type: string, listener: () => void) => {
  window.addEventListener(type, listener)
  cleanups.push(() => window.removeEventListener(type, listener))
}

/** A wallet that answers `eip6963:requestProvider` like real extensions do. */
const respondingWallet = (rdns: string, name: string, walletProvider: Eip1193Provider) =>
  onWindow("eip6963:requestProvider", () => announce({ info: info(rdns, name), provider: walletProvider }))

/** Builds the live adapter in its own scope so a test can close it. */
const build = (overrides: Readonly<Record<string, unknown>> = {}) =>
  Effect.gen(function*() {
    const scope = yield* Scope.make()
    const adapter = yield* make.pipe(
      Effect.provide(Context.make(Config, optionsWith(overrides))),
      Scope.extend(scope)
    )
    const discovery = {
      wallets: adapter.wallets,
      refresh: () => adapter.refresh,
      find: (id: string, timeout: number) => adapter.find(id, timeout),
      provider: (id: string) => adapter.hostProvider(id)
    }
    const list = Effect.map(discovery.wallets.get, (wallets) =>
      wallets.map((w) => ({ id: w.id, name: w.name, type: w.type })))
    return { discovery, list, close: Scope.close(scope, Exit.void) }
  })

describe("EIP-6963 announcements", () => {
  it.effect("lists an announced wallet with its info and provider", () =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      const p = provider()
      announce({ info: info("io.metamask", "MetaMask"), provider: p })
      const [wallet, ...rest] = yield* discovery.wallets.get
      assert.deepStrictEqual(rest, [])
      assert.strictEqual(wallet?.id, "io.metamask")
      assert.strictEqual(wallet?.rdns, "io.metamask")
      assert.strictEqual(wallet?.name, "MetaMask")
      assert.strictEqual(wallet?.icon, ICON)
      assert.strictEqual(wallet?.type, "ANNOUNCED")
      assert.strictEqual(yield* discovery.provider("io.metamask"), p)
      yield* close
    }))

  const dedupe: ReadonlyArray<{
    readonly name: string
    readonly second: (first: Eip1193Provider) => { readonly rdns: string; readonly name: string; readonly provider: Eip1193Provider }
    readonly expected: ReadonlyArray<string>
  }> = [
    { name: "the same announcement twice", second: (p) => ({ rdns: "io.metamask", name: "MetaMask", provider: p }), expected: ["io.metamask"] },
    { name: "the same rdns with another provider", second: () => ({ rdns: "io.metamask", name: "Impostor", provider: provider() }), expected: ["io.metamask"] },
    { name: "the same provider under another rdns", second: (p) => ({ rdns: "io.other", name: "Other", provider: p }), expected: ["io.metamask"] },
    { name: "a different wallet", second: () => ({ rdns: "me.rainbow", name: "Rainbow", provider: provider() }), expected: ["io.metamask", "me.rainbow"] }
  ]
  it.effect.each(dedupe)("$name → $expected", ({ second, expected }) =>
    Effect.gen(function*() {
      const { list, close } = yield* build()
      const p = provider()
      announce({ info: info("io.metamask", "MetaMask"), provider: p })
      const next = second(p)
      announce({ info: info(next.rdns, next.name), provider: next.provider })
      const wallets = yield* list
      assert.deepStrictEqual(wallets.map((w) => w.id), expected)
      // The first announcement wins.
      assert.strictEqual(wallets[0]?.name, "MetaMask")
      yield* close
    }))

  const invalid: ReadonlyArray<{ readonly name: string; readonly detail: unknown }> = [
    { name: "no detail", detail: undefined },
    { name: "missing rdns", detail: { info: { uuid: "u", name: "X", icon: ICON }, provider: provider() } },
    { name: "rdns that is not reverse DNS", detail: { info: info("not a domain", "X"), provider: provider() } },
    { name: "a name of bidi controls only", detail: { info: info("io.x", "\u202e\u2066"), provider: provider() } },
    { name: "empty name", detail: { info: info("io.x", ""), provider: provider() } },
    { name: "missing uuid", detail: { info: { name: "X", icon: ICON, rdns: "io.x" }, provider: provider() } },
    { name: "provider without request", detail: { info: info("io.x", "X"), provider: { on: () => undefined } } },
    { name: "request that is not a function", detail: { info: info("io.x", "X"), provider: { request: "yes" } } },
    { name: "no provider", detail: { info: info("io.x", "X") } },
    { name: "a string detail", detail: "io.x" }
  ]
  it.effect.each(invalid)("ignores an announcement with $name", ({ detail }) =>
    Effect.gen(function*() {
      const { list, close } = yield* build()
      announce(detail)
      // A plain Event (no detail at all) too.
      window.dispatchEvent(new Event("eip6963:announceProvider"))
      assert.deepStrictEqual(yield* list, [])
      // A valid one afterwards is still accepted: the listener survived the garbage.
      announce({ info: info("io.valid", "Valid"), provider: provider() })
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["io.valid"])
      yield* close
    }))
})

describe("wallet info made safe to show (issue 7: never dropped for a long name or a foreign icon)", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly info: Readonly<Record<string, unknown>>
    readonly expected: { readonly name: string; readonly icon: string | undefined }
  }> = [
    { name: "an https icon is kept", info: { icon: "https://wallet.example/icon.png" }, expected: { name: "X", icon: "https://wallet.example/icon.png" } },
    { name: "an http icon is replaced by none", info: { icon: "http://wallet.example/icon.png" }, expected: { name: "X", icon: undefined } },
    { name: "a javascript: icon is replaced by none", info: { icon: "javascript:alert(1)" }, expected: { name: "X", icon: undefined } },
    { name: "a missing icon is none", info: { icon: undefined }, expected: { name: "X", icon: undefined } },
    { name: "bidi controls are stripped", info: { name: "Safe\u202eWallet\u2066" }, expected: { name: "SafeWallet", icon: ICON } },
    { name: "a 200-character name is truncated to 128", info: { name: "W".repeat(200) }, expected: { name: `${"W".repeat(127)}…`, icon: ICON } }
  ]
  it.effect.each(cases)("$name", ({ info: overrides, expected }) =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      announce({ info: info("io.x", "X", overrides), provider: provider() })
      const [wallet] = yield* discovery.wallets.get
      assert.deepStrictEqual({ name: wallet?.name, icon: wallet?.icon }, expected)
      yield* close
    }))

  it.effect("a throwing getter on an announcement is contained and other wallets still list", () =>
    Effect.gen(function*() {
      const { list, close } = yield* build()
      const hostile = { info: info("io.bad", "Bad"), provider: provider() }
      Object.defineProperty(hostile.info, "name", { get: () => { throw new Error("boom") } })
      const hostileDetail = {}
      Object.defineProperty(hostileDetail, "info", { get: () => { throw new Error("boom") } })
      announce(hostile)
      announce(hostileDetail)
      Object.defineProperty(window, "ethereum", { configurable: true, get: () => { throw new Error("boom") } })
      announce({ info: info("io.valid", "Valid"), provider: provider() })
      assert.deepStrictEqual(yield* list, [{ id: "io.valid", name: "Valid", type: "ANNOUNCED" }])
      yield* close
    }))
})

describe("legacy window.ethereum (INJECTED only when no announced wallet is that provider)", () => {
  it.effect("is listed as INJECTED when nothing announces it", () =>
    Effect.gen(function*() {
      Reflect.set(window, "ethereum", provider())
      const { list, close } = yield* build()
      assert.deepStrictEqual(yield* list, [{ id: INJECTED_WALLET.id, name: INJECTED_WALLET.name, type: "INJECTED" }])
      // Announced wallets come first.
      announce({ info: info("me.rainbow", "Rainbow"), provider: provider() })
      assert.deepStrictEqual((yield* list).map((w) => w.type), ["ANNOUNCED", "INJECTED"])
      yield* close
    }))

  it.effect("is hidden once an announced wallet turns out to be the same provider", () =>
    Effect.gen(function*() {
      const shared = provider()
      Reflect.set(window, "ethereum", shared)
      const { list, close } = yield* build()
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["injected"])
      announce({ info: info("io.metamask", "MetaMask"), provider: shared })
      assert.deepStrictEqual(yield* list, [{ id: "io.metamask", name: "MetaMask", type: "ANNOUNCED" }])
      yield* close
    }))

  it.effect("is hidden at start when the wallet answers requestProvider with the same provider", () =>
    Effect.gen(function*() {
      const shared = provider()
      Reflect.set(window, "ethereum", shared)
      respondingWallet("io.metamask", "MetaMask", shared)
      const { list, close } = yield* build()
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["io.metamask"])
      yield* close
    }))

  const notProviders: ReadonlyArray<{ readonly name: string; readonly value: unknown }> = [
    { name: "an object without request", value: { isMetaMask: true } },
    { name: "a string", value: "ethereum" },
    { name: "null", value: null }
  ]
  it.effect.each(notProviders)("ignores window.ethereum that is $name", ({ value }) =>
    Effect.gen(function*() {
      Reflect.set(window, "ethereum", value)
      const { list, close } = yield* build()
      assert.deepStrictEqual(yield* list, [])
      yield* close
    }))
})

describe("excludeWalletIds (SPEC §2: by rdns or case-insensitive name)", () => {
  const cases: ReadonlyArray<{ readonly name: string; readonly exclude: ReadonlyArray<string>; readonly expected: ReadonlyArray<string> }> = [
    { name: "nothing excluded", exclude: [], expected: ["io.metamask", "me.rainbow", "injected"] },
    { name: "by rdns", exclude: ["io.metamask"], expected: ["me.rainbow", "injected"] },
    { name: "by exact name", exclude: ["Rainbow"], expected: ["io.metamask", "injected"] },
    { name: "by name ignoring case", exclude: ["METAMASK"], expected: ["me.rainbow", "injected"] },
    { name: "the injected wallet by its name", exclude: ["browser wallet"], expected: ["io.metamask", "me.rainbow"] },
    { name: "the injected wallet by its id", exclude: ["injected"], expected: ["io.metamask", "me.rainbow"] },
    { name: "an rdns in another case is not an rdns match", exclude: ["IO.METAMASK"], expected: ["io.metamask", "me.rainbow", "injected"] },
    { name: "everything", exclude: ["io.metamask", "rainbow", "Browser Wallet"], expected: [] }
  ]
  it.effect.each(cases)("$name", ({ exclude, expected }) =>
    Effect.gen(function*() {
      Reflect.set(window, "ethereum", provider())
      const { discovery, list, close } = yield* build({ excludeWalletIds: exclude })
      announce({ info: info("io.metamask", "MetaMask"), provider: provider() })
      announce({ info: info("me.rainbow", "Rainbow"), provider: provider() })
      assert.deepStrictEqual((yield* list).map((w) => w.id), expected)
      // An excluded wallet cannot be found either.
      const found = yield* discovery.find("io.metamask", 0)
      assert.strictEqual(found?.id, expected.includes("io.metamask") ? "io.metamask" : undefined)
      yield* close
    }))
})

describe("requestProvider, refresh and clean-up", () => {
  it.effect("dispatches eip6963:requestProvider on start and on refresh()", () =>
    Effect.gen(function*() {
      let requests = 0
      onWindow("eip6963:requestProvider", () => {
        requests++
      })
      const { discovery, close } = yield* build()
      assert.strictEqual(requests, 1)
      yield* discovery.refresh()
      assert.strictEqual(requests, 2)
      yield* close
    }))

  it.effect("a wallet answering requestProvider is listed right after start", () =>
    Effect.gen(function*() {
      respondingWallet("io.metamask", "MetaMask", provider())
      const { discovery, list, close } = yield* build()
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["io.metamask"])
      // Its re-announcement on refresh() does not duplicate it.
      yield* discovery.refresh()
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["io.metamask"])
      yield* close
    }))

  it.effect("stops listening when the scope closes", () =>
    Effect.gen(function*() {
      const { discovery, list, close } = yield* build()
      announce({ info: info("io.metamask", "MetaMask"), provider: provider() })
      yield* close
      announce({ info: info("me.rainbow", "Rainbow"), provider: provider() })
      assert.deepStrictEqual((yield* list).map((w) => w.id), ["io.metamask"])
      // refresh() after close still never throws.
      yield* discovery.refresh()
    }))

  it.effect("two instances on one page each see the wallets, and closing one leaves the other listening", () =>
    Effect.gen(function*() {
      const first = yield* build()
      const second = yield* build()
      announce({ info: info("io.metamask", "MetaMask"), provider: provider() })
      yield* first.close
      announce({ info: info("me.rainbow", "Rainbow"), provider: provider() })
      assert.deepStrictEqual((yield* first.list).map((w) => w.id), ["io.metamask"])
      assert.deepStrictEqual((yield* second.list).map((w) => w.id), ["io.metamask", "me.rainbow"])
      yield* second.close
    }))
})

describe("find(id, timeout)", () => {
  it.effect("resolves at once for a wallet already listed", () =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      announce({ info: info("io.metamask", "MetaMask"), provider: provider() })
      assert.strictEqual((yield* discovery.find("io.metamask", 1000))?.name, "MetaMask")
      yield* close
    }))

  it.effect("with a zero timeout finds a listed wallet and gives undefined for an absent one", () =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      announce({ info: info("io.metamask", "MetaMask"), provider: provider() })
      assert.strictEqual((yield* discovery.find("io.metamask", 0))?.id, "io.metamask")
      assert.strictEqual(yield* discovery.find("io.absent", 0), undefined)
      yield* close
    }))

  it.effect("resolves when the wallet announces later, before the timeout", () =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      const fiber = yield* Effect.fork(discovery.find("io.late", 1000))
      yield* untilSleeping
      yield* TestClock.adjust("999 millis")
      assert.isTrue(Option.isNone(yield* Fiber.poll(fiber)))
      announce({ info: info("io.late", "Late"), provider: provider() })
      const found = yield* Fiber.join(fiber)
      assert.strictEqual(found?.id, "io.late")
      yield* close
    }))

  it.effect("gives undefined after the timeout when the wallet never announces", () =>
    Effect.gen(function*() {
      const { discovery, close } = yield* build()
      const fiber = yield* Effect.fork(discovery.find("io.never", 1000))
      yield* untilSleeping
      announce({ info: info("io.other", "Other"), provider: provider() })
      yield* TestClock.adjust("999 millis")
      assert.isTrue(Option.isNone(yield* Fiber.poll(fiber)))
      yield* TestClock.adjust("1 millis")
      assert.strictEqual(yield* Fiber.join(fiber), undefined)
      yield* close
    }))
})
