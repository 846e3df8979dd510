/**
 * The EVM adapter's EIP-1193 calls (SPEC §7 wallet RPC, §8 wallet RPC and connector errors) over fake EIP-1193
 * providers: every answer is decoded, every failure is a catalogue error, never a defect.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Chunk from "effect/Chunk"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import {
  type EvmProviderEvent,
  providerEvents,
  requestAccounts,
  revoke,
  silentAccounts,
  SILENT_CALL_TIMEOUT,
  switchChain
} from "../../layers/live/evm/eip1193.js"
import { FAKE_WALLET_ADDRESS, makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { Eip1193ProviderSchema } from "../../schemas/eip1193.js"
import { anvil, arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { eventually, untilSleeping } from "../services/harness.js"

const LOWER = FAKE_WALLET_ADDRESS.toLowerCase()

/** A provider built from loose JavaScript, decoded like a real page object (so it may break every promise). */
const looseProvider = (request: (args: { readonly method: string; readonly params?: unknown }) => unknown) =>
  Schema.decodeUnknownSync(Eip1193ProviderSchema)({ request })

/** A provider answering each method from a table; unknown methods reject with 4200. */
const scripted = (answers: Readonly<Record<string, unknown>>) =>
  looseProvider(({ method }) =>
    method in answers ? Promise.resolve(answers[method]) : Promise.reject({ code: 4200, message: "unsupported" })
  )

const evm = { connect: requestAccounts, restore: silentAccounts, switchChain, revoke, events: providerEvents }
const connector = <A, E>(f: (c: typeof evm) => Effect.Effect<A, E>) => Effect.suspend(() => f(evm))

/** The exit is a typed failure (no defect, no interruption); returns the error. */
const expectFailure = <A, E>(exit: Exit.Exit<A, E>): E => {
  assert.isTrue(Exit.isFailure(exit), "expected a failure")
  if (Exit.isSuccess(exit)) throw new Error("unreachable")
  assert.isFalse(Cause.isDie(exit.cause), `expected no defect, got ${Cause.pretty(exit.cause)}`)
  assert.isFalse(Cause.isInterrupted(exit.cause))
  const failure = Cause.failureOption(exit.cause)
  assert.isTrue(Option.isSome(failure))
  return Option.getOrThrow(failure)
}

describe("connect: answers are decoded (SPEC §8 connector errors)", () => {
  const bad: ReadonlyArray<{
    readonly name: string
    readonly accounts: unknown
    readonly chainId: unknown
    readonly tag: string
    readonly method: string | undefined
  }> = [
    { name: "accounts not an array", accounts: LOWER, chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "accounts null", accounts: null, chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "accounts not addresses", accounts: ["alice.eth"], chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "a short address", accounts: ["0x1234"], chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "an address without 0x", accounts: [LOWER.slice(2)], chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "a number as an account", accounts: [42], chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "one bad account among good ones", accounts: [LOWER, "nope"], chainId: "0x1", tag: "ConnectorBadResponse", method: "eth_requestAccounts" },
    { name: "empty accounts", accounts: [], chainId: "0x1", tag: "ConnectorAccountNotFound", method: undefined },
    { name: "chain id negative", accounts: [LOWER], chainId: -1, tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id fractional", accounts: [LOWER], chainId: 1.5, tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id too large", accounts: [LOWER], chainId: "0x1fffffffffffffffff", tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id an object", accounts: [LOWER], chainId: { chainId: "0x1" }, tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id \"0x\"", accounts: [LOWER], chainId: "0x", tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id not hex \"0xzz\"", accounts: [LOWER], chainId: "0xzz", tag: "ConnectorBadResponse", method: "eth_chainId" },
    { name: "chain id undefined", accounts: [LOWER], chainId: undefined, tag: "ConnectorBadResponse", method: "eth_chainId" }
  ]
  it.effect.each(bad)("$name → $tag", ({ accounts, chainId, tag, method }) =>
    Effect.gen(function*() {
      const provider = scripted({ eth_requestAccounts: accounts, eth_chainId: chainId })
      const error = expectFailure(yield* Effect.exit(connector((c) => c.connect(provider, "Loose"))))
      assert.strictEqual(error._tag, tag)
      if (error._tag === "ConnectorBadResponse") {
        assert.strictEqual(error.method, method)
        assert.strictEqual(error.message, `The wallet gave an invalid answer to ${method}.`)
      }
      if (error._tag === "ConnectorAccountNotFound") {
        assert.strictEqual(error.message, "No account found for connector \"Loose\".")
      }
    }))

  // Lenient like wagmi (issue 7): padded hex, numbers and decimal strings are chain ids too.
  const good: ReadonlyArray<{ readonly name: string; readonly chainId: unknown; readonly expected: number }> = [
    { name: "0x1", chainId: "0x1", expected: 1 },
    { name: "decimal string \"1\"", chainId: "1", expected: 1 },
    { name: "with a leading zero \"0x01\"", chainId: "0x01", expected: 1 },
    { name: "a number 5", chainId: 5, expected: 5 },
    { name: "upper-case hex 0xA4B1", chainId: "0xA4B1", expected: 42161 },
    { name: "0x7a69", chainId: "0x7a69", expected: 31337 },
    { name: "0x0", chainId: "0x0", expected: 0 }
  ]
  it.effect.each(good)("chain id $name → $expected, addresses checksummed", ({ chainId, expected }) =>
    Effect.gen(function*() {
      const second = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"
      const provider = scripted({ eth_requestAccounts: [LOWER, second], eth_chainId: chainId })
      const session = yield* connector((c) => c.connect(provider, "Loose"))
      assert.deepStrictEqual(session, {
        address: FAKE_WALLET_ADDRESS,
        accounts: [FAKE_WALLET_ADDRESS, "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"],
        chainId: expected
      })
    }))

  it.effect("asks eth_requestAccounts then eth_chainId", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ chainId: 42161 })
      const session = yield* connector((c) => c.connect(fake.provider, "Fake"))
      assert.strictEqual(session.chainId, 42161)
      assert.deepStrictEqual(fake.calls.map((call) => call.method), ["eth_requestAccounts", "eth_chainId"])
    }))
})

describe("connect: misbehaving providers give catalogue errors, never defects", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly request: (args: { readonly method: string }) => unknown
    readonly tag: string
    readonly details?: string
  }> = [
    {
      name: "request throws an Error synchronously",
      request: () => {
        throw new Error("boom")
      },
      tag: "UnknownRpcError",
      details: "boom"
    },
    {
      name: "request throws a string",
      request: () => {
        throw "nope"
      },
      tag: "UnknownRpcError",
      details: "nope"
    },
    {
      name: "request throws an EIP-1193 error synchronously",
      request: () => {
        throw { code: 4001, message: "denied" }
      },
      tag: "UserRejectedRequest",
      details: "denied"
    },
    { name: "request rejects with a number", request: () => Promise.reject(42), tag: "UnknownRpcError" },
    { name: "request rejects with null", request: () => Promise.reject(null), tag: "UnknownRpcError" },
    { name: "request rejects with undefined", request: () => Promise.reject(undefined), tag: "UnknownRpcError" },
    { name: "request rejects with a plain object", request: () => Promise.reject({ reason: "?" }), tag: "UnknownRpcError" },
    { name: "request returns undefined (not a promise)", request: () => undefined, tag: "ConnectorBadResponse" },
    { name: "request returns a number (not a promise)", request: () => 7, tag: "ConnectorBadResponse" },
    {
      name: "request returns a thenable that rejects",
      request: () => ({ then: (_: unknown, reject: (e: unknown) => void) => reject("thenable said no") }),
      tag: "UnknownRpcError",
      details: "thenable said no"
    }
  ]
  it.effect.each(cases)("$name → $tag", ({ request, tag, details }) =>
    Effect.gen(function*() {
      const error = expectFailure(yield* Effect.exit(connector((c) => c.connect(looseProvider(request), "Loose"))))
      assert.strictEqual(error._tag, tag)
      if (details !== undefined && "details" in error) assert.strictEqual(error.details, details)
      if (error._tag !== "ConnectorBadResponse" && error._tag !== "ConnectorAccountNotFound") {
        assert.strictEqual(error.method, "eth_requestAccounts")
      }
    }))

  it.effect("a provider answering synchronously with valid values still connects", () =>
    Effect.gen(function*() {
      const provider = looseProvider(({ method }) => (method === "eth_requestAccounts" ? [LOWER] : "0x1"))
      const session = yield* connector((c) => c.connect(provider, "Sync"))
      assert.strictEqual(session.address, FAKE_WALLET_ADDRESS)
    }))
})

describe("provider errors map to catalogue classes (SPEC §8 wallet RPC codes)", () => {
  const cases: ReadonlyArray<{ readonly error: unknown; readonly tag: string; readonly message: string }> = [
    { error: { code: 4001, message: "User denied" }, tag: "UserRejectedRequest", message: "User rejected the request." },
    {
      error: { code: 4100, message: "Unauthorized" },
      tag: "UnauthorizedProvider",
      message: "The requested method and/or account has not been authorized by the user."
    },
    { error: { code: -32603, message: "Internal" }, tag: "InternalRpcError", message: "An internal error was received." },
    { error: { code: -32002, message: "Pending" }, tag: "ResourceUnavailableRpcError", message: "Requested resource not available." },
    { error: { code: 4900 }, tag: "ProviderDisconnected", message: "" },
    { error: { code: "4001" }, tag: "UserRejectedRequest", message: "User rejected the request." },
    { error: { code: -1, error: { code: 4001 } }, tag: "UserRejectedRequest", message: "User rejected the request." },
    { error: { data: { originalError: { code: 4001 } } }, tag: "UserRejectedRequest", message: "User rejected the request." },
    { error: Object.assign(new Error("wrapped"), { code: 4100 }), tag: "UnauthorizedProvider", message: "" },
    { error: { code: 123456, message: "weird" }, tag: "UnknownRpcError", message: "An unknown RPC error occurred." }
  ]
  it.effect.each(cases)("%# → $tag", ({ error, tag, message }) =>
    Effect.gen(function*() {
      const provider = looseProvider(() => Promise.reject(error))
      const failure = expectFailure(yield* Effect.exit(connector((c) => c.connect(provider, "Failing"))))
      assert.strictEqual(failure._tag, tag)
      if (message !== "") assert.strictEqual(failure.message, message)
    }))

  it.effect("an unknown code is kept on UnknownRpcError", () =>
    Effect.gen(function*() {
      const provider = looseProvider(() => Promise.reject({ code: 123456, message: "weird" }))
      const failure = expectFailure(yield* Effect.exit(connector((c) => c.connect(provider, "Failing"))))
      assert.strictEqual(failure._tag, "UnknownRpcError")
      if (failure._tag === "UnknownRpcError") {
        assert.strictEqual(failure.code, 123456)
        assert.strictEqual(failure.details, "weird")
      }
    }))
})

describe("silent calls time out; prompts do not (SILENT_CALL_TIMEOUT)", () => {
  const never = (methods: ReadonlyArray<string>, answers: Readonly<Record<string, unknown>>) =>
    looseProvider(({ method }) => (methods.includes(method) ? new Promise(() => undefined) : Promise.resolve(answers[method])))

  it.effect("eth_accounts that never answers fails restore with ConnectorBadResponse after 10 s", () =>
    Effect.gen(function*() {
      const provider = never(["eth_accounts"], {})
      const fiber = yield* Effect.fork(connector((c) => c.restore(provider, "Silent")))
      yield* untilSleeping
      yield* TestClock.adjust("9999 millis")
      assert.isTrue(Option.isNone(yield* Fiber.poll(fiber)))
      yield* TestClock.adjust("1 millis")
      const error = expectFailure(yield* Fiber.await(fiber))
      assert.strictEqual(error._tag, "ConnectorBadResponse")
      if (error._tag === "ConnectorBadResponse") assert.strictEqual(error.method, "eth_accounts")
    }))

  it.effect("eth_chainId that never answers fails connect after the silent timeout", () =>
    Effect.gen(function*() {
      const provider = never(["eth_chainId"], { eth_requestAccounts: [LOWER] })
      const fiber = yield* Effect.fork(connector((c) => c.connect(provider, "Silent")))
      yield* untilSleeping
      yield* TestClock.adjust(SILENT_CALL_TIMEOUT)
      const error = expectFailure(yield* Fiber.await(fiber))
      assert.strictEqual(error._tag, "ConnectorBadResponse")
      if (error._tag === "ConnectorBadResponse") assert.strictEqual(error.method, "eth_chainId")
    }))

  it.effect("an open eth_requestAccounts prompt is not timed out", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ mode: "hold" })
      const fiber = yield* Effect.fork(connector((c) => c.connect(fake.provider, "Held")))
      yield* eventually(() => fake.calls.length === 1)
      yield* TestClock.adjust("1 hour")
      assert.isTrue(Option.isNone(yield* Fiber.poll(fiber)))
      fake.release("approve")
      const session = yield* Fiber.join(fiber)
      assert.strictEqual(session.address, FAKE_WALLET_ADDRESS)
    }))
})

describe("restore (eth_accounts, never prompts)", () => {
  const cases: ReadonlyArray<{ readonly name: string; readonly authorized: boolean; readonly restored: boolean }> = [
    { name: "an authorising wallet gives its session", authorized: true, restored: true },
    { name: "a wallet that no longer authorises gives undefined", authorized: false, restored: false }
  ]
  it.effect.each(cases)("$name", ({ authorized, restored }) =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ authorized, chainId: 10 })
      const session = yield* connector((c) => c.restore(fake.provider, "Fake"))
      assert.deepStrictEqual(
        session,
        restored ? { address: FAKE_WALLET_ADDRESS, accounts: [FAKE_WALLET_ADDRESS], chainId: 10 } : undefined
      )
      assert.isFalse(fake.calls.some((call) => call.method === "eth_requestAccounts"))
    }))

  it.effect("garbage from eth_accounts is ConnectorBadResponse", () =>
    Effect.gen(function*() {
      const provider = scripted({ eth_accounts: { accounts: [] } })
      const error = expectFailure(yield* Effect.exit(connector((c) => c.restore(provider, "Loose"))))
      assert.strictEqual(error._tag, "ConnectorBadResponse")
    }))
})

describe("switchChain (SPEC §8: 4902 → wallet_addEthereumChain; add failure → 'Chain is not supported')", () => {
  it.effect("switches a chain the wallet knows without adding it", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ knownChainIds: [1, 42161] })
      yield* connector((c) => c.switchChain(fake.provider, arbitrum))
      assert.deepStrictEqual(fake.calls, [{ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa4b1" }] }])
    }))

  const adds = [
    {
      name: "arbitrum (with explorer)",
      network: arbitrum,
      params: {
        chainId: "0xa4b1",
        chainName: arbitrum.name,
        nativeCurrency: arbitrum.nativeCurrency,
        rpcUrls: arbitrum.rpcUrls.default.http,
        blockExplorerUrls: [arbitrum.blockExplorers?.default.url]
      }
    },
    {
      name: "anvil (no explorer)",
      network: anvil,
      params: {
        chainId: "0x7a69",
        chainName: anvil.name,
        nativeCurrency: anvil.nativeCurrency,
        rpcUrls: anvil.rpcUrls.default.http,
        blockExplorerUrls: undefined
      }
    }
  ] as const
  it.effect.each(adds)("4902 adds $name with the network's params", ({ network, params }) =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ knownChainIds: [1] })
      yield* connector((c) => c.switchChain(fake.provider, network))
      assert.deepStrictEqual(fake.calls.map((call) => call.method), ["wallet_switchEthereumChain", "wallet_addEthereumChain"])
      assert.deepStrictEqual(fake.calls[1]?.params, [params])
      // The fake now sits on the added chain.
      const session = yield* connector((c) => c.connect(fake.provider, "Fake"))
      assert.strictEqual(session.chainId, Number(network.id))
    }))

  const addFailures: ReadonlyArray<{ readonly name: string; readonly error: unknown }> = [
    { name: "the wallet fails with a non-Error", error: "cannot add" },
    { name: "the wallet reports an internal error", error: { code: -32603 } }
  ]
  it.effect.each(addFailures)("$name → ChainNotSupported", ({ error }) =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ knownChainIds: [1] })
      fake.respondOnce("wallet_addEthereumChain", { error })
      const failure = expectFailure(yield* Effect.exit(connector((c) => c.switchChain(fake.provider, arbitrum))))
      assert.strictEqual(failure._tag, "ChainNotSupported")
      assert.strictEqual(failure.message, "Chain is not supported")
      if (failure._tag === "ChainNotSupported") assert.strictEqual(failure.chainId, 42161)
    }))

  it.effect("the user rejecting wallet_addEthereumChain sees the rejection, not 'Chain is not supported'", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ knownChainIds: [1] })
      fake.respondOnce("wallet_addEthereumChain", { error: { code: 4001, message: "no" } })
      const failure = expectFailure(yield* Effect.exit(connector((c) => c.switchChain(fake.provider, arbitrum))))
      assert.strictEqual(failure._tag, "UserRejectedRequest")
      assert.strictEqual(failure.message, "User rejected the request.")
    }))

  const switchFailures: ReadonlyArray<{ readonly name: string; readonly error: unknown; readonly tag: string }> = [
    { name: "a rejected switch", error: { code: 4001 }, tag: "UserRejectedRequest" },
    { name: "an unauthorised switch", error: { code: 4100 }, tag: "UnauthorizedProvider" },
    { name: "a thrown string", error: "nah", tag: "UnknownRpcError" }
  ]
  it.effect.each(switchFailures)("$name is $tag and adds nothing", ({ error, tag }) =>
    Effect.gen(function*() {
      const fake = makeFakeWallet({ knownChainIds: [1] })
      fake.respondOnce("wallet_switchEthereumChain", { error })
      const failure = expectFailure(yield* Effect.exit(connector((c) => c.switchChain(fake.provider, mainnet))))
      assert.strictEqual(failure._tag, tag)
      assert.deepStrictEqual(fake.calls.map((call) => call.method), ["wallet_switchEthereumChain"])
    }))
})

describe("revoke (best effort)", () => {
  const cases: ReadonlyArray<{ readonly name: string; readonly answer: { readonly result: unknown } | { readonly error: unknown } }> = [
    { name: "a wallet that supports it", answer: { result: null } },
    { name: "a wallet without the method", answer: { error: { code: 4200 } } },
    { name: "a wallet that throws garbage", answer: { error: "??" } }
  ]
  it.effect.each(cases)("succeeds for $name", ({ answer }) =>
    Effect.gen(function*() {
      const fake = makeFakeWallet()
      fake.respondOnce("wallet_revokePermissions", answer)
      const exit = yield* Effect.exit(connector((c) => c.revoke(fake.provider)))
      assert.isTrue(Exit.isSuccess(exit))
      assert.deepStrictEqual(fake.calls, [{ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] }])
    }))
})

describe("events (EIP-1193 provider events, decoded)", () => {
  const EVENT_NAMES = ["accountsChanged", "chainChanged", "disconnect"] as const

  it.effect("decodes valid events, drops garbage and removes listeners when the stream ends", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet()
      const fiber = yield* Effect.fork(
        connector((c) => Effect.succeed(c.events(fake.provider))).pipe(
          Effect.flatMap((events) => Stream.runCollect(Stream.take(events, 7)))
        )
      )
      yield* eventually(() => EVENT_NAMES.every((name) => fake.listenerCount(name) === 1))
      fake.emit("accountsChanged", [LOWER])
      fake.emit("accountsChanged", "garbage")
      fake.emit("accountsChanged", ["0xnotanaddress"])
      fake.emit("chainChanged", "0xa4b1")
      fake.emit("chainChanged", "0xzz")
      fake.emit("chainChanged", { chainId: "0x1" })
      fake.emit("chainChanged", "0x01")
      fake.emit("chainChanged", 10)
      fake.emit("disconnect", { code: 4900 })
      fake.emit("accountsChanged", [])
      fake.emit("chainChanged", "0x1")
      const events = Chunk.toReadonlyArray(yield* Fiber.join(fiber))
      const expected: ReadonlyArray<EvmProviderEvent> = [
        { _tag: "AccountsChanged", accounts: [FAKE_WALLET_ADDRESS] },
        { _tag: "ChainChanged", chainId: 42161 },
        { _tag: "ChainChanged", chainId: 1 },
        { _tag: "ChainChanged", chainId: 10 },
        { _tag: "Disconnect" },
        { _tag: "AccountsChanged", accounts: [] },
        { _tag: "ChainChanged", chainId: 1 }
      ]
      assert.deepStrictEqual(events, expected)
      assert.deepStrictEqual(EVENT_NAMES.map((name) => fake.listenerCount(name)), [0, 0, 0])
    }))

  it.effect("removes its listeners when the consuming fiber is interrupted", () =>
    Effect.gen(function*() {
      const fake = makeFakeWallet()
      const fiber = yield* Effect.fork(
        connector((c) => Stream.runDrain(c.events(fake.provider)))
      )
      yield* eventually(() => EVENT_NAMES.every((name) => fake.listenerCount(name) === 1))
      yield* Fiber.interrupt(fiber)
      assert.deepStrictEqual(EVENT_NAMES.map((name) => fake.listenerCount(name)), [0, 0, 0])
      // Events after the end reach nobody and break nothing.
      fake.emit("chainChanged", "0x1")
    }))

  it.effect("a provider without on/removeListener gives a stream that simply never emits", () =>
    Effect.gen(function*() {
      const provider = scripted({})
      const fiber = yield* Effect.fork(connector((c) => Stream.runDrain(c.events(provider))))
      yield* Effect.yieldNow()
      assert.isTrue(Option.isNone(yield* Fiber.poll(fiber)))
      const exit = yield* Fiber.interrupt(fiber)
      assert.isTrue(Exit.isInterrupted(exit))
    }))
})
