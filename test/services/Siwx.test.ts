/**
 * The sign-in flow (SPEC §4 "Sign-in flow", §2 required mode): every branch over the real service graph,
 * a fake wallet behind the real EVM adapter and an in-memory `siwx` host implementation.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as SubscriptionRef from "effect/SubscriptionRef"
import * as TestClock from "effect/TestClock"
import { afterEach, beforeAll, beforeEach, vi } from "vitest"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import { arbitrum, mainnet } from "../../schemas/networks/evm.js"
import { chooseNetwork, disconnect, selectConnector, switchNetwork } from "../../runtime/intents.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { SiwxVerificationFailed, SmartAccountsUnsupported } from "../../schemas/errors/siwx.js"
import { solana } from "../../schemas/networks/solana.js"
import type { SiweConfig, SiwxConfig, SiwxSession } from "../../schemas/siwx/config.js"
import { Connection } from "../../services/Connection.js"
import { closeBlocked, Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { Siwx, type SiwxState, SiwxStatus } from "../../services/Siwx.js"
import { Toasts } from "../../services/Toasts.js"
import { harness, SECOND_ADDRESS, testWallet, trackedEvents, trackedTags, waitFor } from "./harness.js"

const SIGNATURE = `0x${"ab".repeat(65)}`
const CAIP = `eip155:1:${FAKE_WALLET_ADDRESS}`

/** An in-memory host implementation that records what the flow asks of it. */
const memorySiwx = (
  options: {
    readonly required?: boolean
    readonly failCreate?: boolean
    readonly sessions?: Array<SiwxSession>
    /** Awaited before a session is stored (a slow or failing verification on the host's server). */
    readonly storing?: () => Promise<void>
  } = {}
) => {
  const sessions: Array<SiwxSession> = options.sessions ?? []
  const revoked: Array<string> = []
  const config: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }) => {
      if (options.failCreate === true) throw new Error("nonce endpoint down")
      return { domain: "app.example", accountAddress, uri: "https://app.example/", chainId, nonce: "abcdefgh12", issuedAt: "2026-01-01T00:00:00Z" }
    },
    addSession: async (session) => {
      await options.storing?.()
      sessions.push(session)
    },
    getSessions: async (chainId, address) => sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    revokeSession: async (chainId, address) => {
      revoked.push(`${chainId}:${address}`)
    },
    getRequired: () => options.required === true
  }
  return { config, sessions, revoked }
}

const setup = (siwx: object | undefined, key: "siwx" | "siweConfig" = "siwx", options: Readonly<Record<string, unknown>> = {}) => {
  const wallet = testWallet("io.fake", "Fake")
  return { wallet, layer: harness({ wallets: [wallet], options: { ...(siwx === undefined ? {} : { [key]: siwx }), ...options } }) }
}

const siwxState = Effect.flatMap(Siwx, (s) => s.state.get)
const waitSiwx = (predicate: (s: SiwxState) => boolean) => Effect.flatMap(Siwx, (s) => waitFor(s.state, predicate))
const toast = Effect.flatMap(Toasts, (t) => Effect.map(t.state.get, (shown) => shown?.content.code))
const blocked = Effect.gen(function*() {
  return closeBlocked((yield* (yield* Router).state.get).view, yield* SubscriptionRef.get(yield* SiwxStatus))
})
const view = Effect.map(Effect.flatMap(Router, (r) => r.state.get), (s) => s.view)
const isOpen = Effect.map(Effect.flatMap(Modal, (m) => m.state.get), (s) => s.open)
const eip155Status = Effect.map(Effect.flatMap(Connection, (c) => c.state.get), (s) => s.namespaces.eip155.status)
const connectAndWait = Effect.gen(function*() {
  yield* (yield* Modal).open()
  yield* selectConnector("io.fake")
  return yield* waitSiwx((s) => s.status === "awaiting")
})

// The flow's module loads with import() on first use: load (and transform) it once, outside the tests' time.
beforeAll(async () => {
  await import("../../layers/live/siwx/flow.js")
}, 60_000)

describe("sign-in flow (SPEC §4)", () => {
  it.effect("is off without the option: connecting goes to Account, sign fails with 'SIWX is not enabled'", () => {
    const { layer } = setup(undefined)
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* selectConnector("io.fake")
      assert.strictEqual(yield* view, "Account")
      const error = yield* Effect.flip((yield* Siwx).sign)
      assert.strictEqual(error.message, "SIWX is not enabled")
    }).pipe(Effect.provide(layer))
  })

  it.effect("after connecting with no session: the sign view; approve stores the session, closes, tracks SIWX_AUTH_SUCCESS", () => {
    const host = memorySiwx()
    const { wallet, layer } = setup(host.config)
    return Effect.gen(function*() {
      const awaiting = yield* connectAndWait
      assert.strictEqual(awaiting.pending?.caipAddress, CAIP)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      assert.isTrue(yield* isOpen)
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      const signCall = wallet.fake.calls.find((c) => c.method === "personal_sign")
      assert.deepStrictEqual(host.sessions.map((s) => s.signature), [SIGNATURE])
      const [hex] = Array.isArray(signCall?.params) ? signCall.params : []
      assert.isTrue(Buffer.from(String(hex).slice(2), "hex").toString("utf8").startsWith("app.example wants you to sign in with your Ethereum account:\n"))
      assert.strictEqual(host.sessions[0]?.message.split("\n")[1], FAKE_WALLET_ADDRESS)
      assert.isFalse(yield* isOpen)
      assert.deepStrictEqual((yield* siwxState).signedIn, [CAIP])
      assert.deepStrictEqual((yield* trackedEvents).filter((e) => e._tag === "SIWX_AUTH_SUCCESS"), [{ _tag: "SIWX_AUTH_SUCCESS", caipAddress: CAIP }])
    }).pipe(Effect.provide(layer))
  })

  it.effect("with a session for the account and chain: no sign view", () => {
    const host = memorySiwx()
    host.sessions.push({
      data: { domain: "app.example", accountAddress: FAKE_WALLET_ADDRESS, uri: "https://app.example/", version: "1", chainId: "eip155:1", nonce: "abcdefgh12", issuedAt: "2026-01-01T00:00:00Z" },
      message: "m",
      signature: SIGNATURE
    })
    const { layer } = setup(host.config)
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* selectConnector("io.fake")
      const state = yield* waitSiwx((s) => s.signedIn.length === 1)
      assert.isUndefined(state.pending)
      assert.strictEqual(yield* view, "Account")
    }).pipe(Effect.provide(layer))
  })

  it.effect("decline: 'Signature declined', the modal reopens on the sign view, SIWX_AUTH_ERROR", () => {
    const host = memorySiwx()
    const { wallet, layer } = setup(host.config)
    return Effect.gen(function*() {
      yield* connectAndWait
      yield* (yield* Modal).close()
      wallet.fake.respondOnce("personal_sign", { error: { code: 4001, message: "User rejected the request." } })
      const error = yield* Effect.flip((yield* Siwx).sign)
      assert.strictEqual(error.message, "Signature declined")
      assert.isTrue(yield* isOpen)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      assert.strictEqual((yield* siwxState).error?.message, "Signature declined")
      assert.strictEqual((yield* siwxState).status, "awaiting")
      assert.include(yield* trackedTags, "SIWX_AUTH_ERROR")
      assert.deepStrictEqual(host.sessions, [])
      // A second try succeeds.
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      assert.strictEqual(host.sessions.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("'Authenticating...' toast while the signature is verified and stored; gone on success and on failure", () => {
    const gates: Array<{ resolve: () => void; reject: (e: Error) => void }> = []
    const storing = () => new Promise<void>((resolve, reject) => gates.push({ resolve, reject }))
    const { wallet, layer } = setup(memorySiwx({ storing }).config)
    const signing = Effect.gen(function*() {
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      const fiber = yield* Effect.fork(Effect.either((yield* Siwx).sign))
      yield* waitFor(yield* Toasts.pipe(Effect.map((t) => t.state)), (shown) => shown !== undefined)
      return fiber
    })
    return Effect.gen(function*() {
      yield* connectAndWait
      assert.isFalse(yield* blocked)
      // Failure: the host's server refuses the signature.
      const failing = yield* signing
      assert.strictEqual(yield* toast, "authenticating")
      assert.strictEqual((yield* (yield* Toasts).state.get)?.variant, "loading")
      gates.shift()?.reject(new Error("verify failed"))
      const failed = yield* Fiber.join(failing)
      assert.strictEqual(failed._tag === "Left" ? failed.left.message : "", "A problem occurred while trying initialize authentication")
      assert.isUndefined(yield* toast)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      // Success: the toast stays for the whole verification, and goes as the modal closes.
      const succeeding = yield* signing
      yield* TestClock.adjust(60_000)
      assert.strictEqual(yield* toast, "authenticating")
      assert.isTrue(yield* isOpen)
      gates.shift()?.resolve()
      assert.strictEqual((yield* Fiber.join(succeeding))._tag, "Right")
      assert.isUndefined(yield* toast)
      assert.isFalse(yield* isOpen)
    }).pipe(Effect.provide(layer))
  })

  it.effect("cancel (not required): closes, stays connected, resets to Connect", () => {
    const { layer } = setup(memorySiwx().config)
    return Effect.gen(function*() {
      yield* connectAndWait
      yield* (yield* Siwx).cancel
      assert.isFalse(yield* isOpen)
      assert.strictEqual(yield* view, "Connect")
      assert.strictEqual(yield* eip155Status, "connected")
    }).pipe(Effect.provide(layer))
  })

  it.effect("required mode: the sign view cannot be closed; cancel disconnects and resets to Connect", () => {
    const { layer } = setup(memorySiwx({ required: true }).config)
    return Effect.gen(function*() {
      assert.isTrue((yield* siwxState).required)
      yield* connectAndWait
      // The shell hides Close on this rule; the service refuses the close on the same one.
      assert.isTrue(yield* blocked)
      yield* (yield* Modal).close()
      assert.isTrue(yield* isOpen)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      yield* (yield* Siwx).cancel
      assert.isFalse(yield* isOpen)
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.strictEqual(yield* view, "Connect")
    }).pipe(Effect.provide(layer))
  })

  it.effect("required mode: once signed in, the modal closes as usual", () => {
    const { wallet, layer } = setup(memorySiwx({ required: true }).config)
    return Effect.gen(function*() {
      yield* connectAndWait
      assert.isTrue(yield* blocked)
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      assert.isFalse(yield* isOpen)
      yield* (yield* Modal).open()
      assert.isFalse(yield* blocked)
      yield* (yield* Modal).close()
      assert.isFalse(yield* isOpen)
    }).pipe(Effect.provide(layer))
  })

  it.effect("initialisation failure: 'A problem occurred while trying initialize authentication', disconnects, resets to Connect", () => {
    const { layer } = setup(memorySiwx({ failCreate: true }).config)
    return Effect.gen(function*() {
      yield* connectAndWait
      const error = yield* Effect.flip((yield* Siwx).sign)
      assert.strictEqual(error.message, "A problem occurred while trying initialize authentication")
      assert.strictEqual(yield* eip155Status, "disconnected")
      assert.strictEqual(yield* view, "Connect")
      assert.include(yield* trackedTags, "SIWX_AUTH_ERROR")
    }).pipe(Effect.provide(layer))
  })

  it.effect("switching to an account without a session asks again; disconnect signs out", () => {
    const host = memorySiwx()
    const { wallet, layer } = setup(host.config)
    return Effect.gen(function*() {
      yield* connectAndWait
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      wallet.fake.emit("accountsChanged", [SECOND_ADDRESS])
      const again = yield* waitSiwx((s) => s.pending?.address === SECOND_ADDRESS)
      assert.strictEqual(again.status, "awaiting")
      assert.isTrue(yield* isOpen)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      yield* disconnect()
      assert.sameMembers(host.revoked, [`eip155:1:${SECOND_ADDRESS}`, `eip155:1:${FAKE_WALLET_ADDRESS}`])
      assert.deepStrictEqual((yield* siwxState).signedIn, [])
      assert.isUndefined((yield* siwxState).pending)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a chain switch asks again on a configured chain, and not on one the host does not serve", () => {
    const host = memorySiwx()
    const { wallet, layer } = setup(host.config, "siwx", { networks: [mainnet, arbitrum] })
    return Effect.gen(function*() {
      yield* connectAndWait
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      wallet.fake.emit("chainChanged", "0xa4b1")
      const again = yield* waitSiwx((s) => s.pending?.chainId === "eip155:42161")
      assert.strictEqual(again.pending?.caipAddress, `eip155:42161:${FAKE_WALLET_ADDRESS}`)
      assert.strictEqual(yield* view, "SIWXSignMessage")
      wallet.fake.emit("chainChanged", "0x89")
      yield* waitSiwx((s) => s.pending === undefined && s.status === "idle")
      assert.strictEqual(yield* view, "UnsupportedChain")
      assert.deepStrictEqual(host.sessions.map((s) => s.data.chainId), ["eip155:1"])
      // SPEC §5: sign-in needs an active network.
      assert.strictEqual((yield* Effect.flip((yield* Siwx).sign)).message, "No ActiveCaipNetwork or client found")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a switch while the wallet prompt is open: the old signature is dropped, the new account is asked", () => {
    const host = memorySiwx()
    const { wallet, layer } = setup(host.config)
    return Effect.gen(function*() {
      yield* connectAndWait
      let release: (value: string) => void = () => {}
      wallet.fake.respondOnce("personal_sign", { result: new Promise<string>((resolve) => (release = resolve)) })
      const signing = yield* Effect.fork((yield* Siwx).sign)
      yield* waitSiwx((s) => s.status === "signing")
      wallet.fake.emit("accountsChanged", [SECOND_ADDRESS])
      yield* waitSiwx((s) => s.pending?.address === SECOND_ADDRESS && s.status === "awaiting")
      release(SIGNATURE)
      yield* Fiber.join(signing)
      assert.deepStrictEqual(host.sessions, [])
      assert.strictEqual((yield* siwxState).pending?.address, SECOND_ADDRESS)
      yield* TestClock.adjust("1 second")
    }).pipe(Effect.provide(layer))
  })
})

describe("what a failed sign-in shows, by the failure's tag (SPEC §8 'Sign-in')", () => {
  /** Signs with the wallet answering `answer`, the host storing with `storing`; the error, the view and what was tracked. */
  const attempt = (answer: { readonly result: unknown } | { readonly error: unknown }, storing?: () => Promise<void>) => {
    const host = memorySiwx(storing === undefined ? {} : { storing })
    const { wallet, layer } = setup(host.config)
    return Effect.gen(function*() {
      yield* connectAndWait
      wallet.fake.respondOnce("personal_sign", answer)
      const error = yield* Effect.flip((yield* Siwx).sign)
      const state = yield* siwxState
      assert.deepStrictEqual([state.error?._tag, state.error?.message], [error._tag, error.message])
      assert.strictEqual(state.status, "awaiting")
      assert.strictEqual(yield* view, "SIWXSignMessage")
      assert.strictEqual(yield* eip155Status, "connected")
      assert.deepStrictEqual(host.sessions, [])
      const tracked = (yield* trackedEvents).filter((e) => e._tag === "SIWX_AUTH_ERROR")
      assert.deepStrictEqual(tracked.map((e) => e._tag === "SIWX_AUTH_ERROR" && e.message), [error.message])
      return error
    }).pipe(Effect.provide(layer))
  }
  const signed = { result: SIGNATURE }
  const refuse = (error: unknown) => () => Promise.reject(error)

  it.effect("the wallet refused (4001): 'Signature declined'", () =>
    Effect.map(attempt({ error: { code: 4001, message: "User rejected the request." } }), (error) => {
      assert.strictEqual(error._tag, "SignatureDeclined")
      assert.strictEqual(error.message, "Signature declined")
    }))

  it.effect("the wallet is gone (4900): its own class and text, not 'Signature declined'", () =>
    Effect.map(attempt({ error: { code: 4900, message: "Disconnected" } }), (error) => {
      assert.strictEqual(error._tag, "ProviderDisconnected")
      assert.strictEqual(error.message, "The Provider is disconnected from all chains.")
    }))

  it.effect("the relay is down (-32603): InternalRpcError with the wallet's words kept", () =>
    Effect.map(attempt({ error: { code: -32603, message: "relay unreachable" } }), (error) => {
      assert.strictEqual(error._tag, "InternalRpcError")
      assert.strictEqual(error._tag === "InternalRpcError" ? error.details : undefined, "relay unreachable")
      assert.strictEqual(error.message, "An internal error was received.")
    }))

  it.effect("the wallet answers something that is not a signature: ConnectorBadResponse", () =>
    Effect.map(attempt({ result: "sure!" }), (error) => {
      assert.strictEqual(error._tag, "ConnectorBadResponse")
      assert.strictEqual(error.message, "The wallet gave an invalid answer to personal_sign.")
      // The answer itself is the cause (issue 24): the developer sees what the wallet sent.
      assert.strictEqual(error._tag === "ConnectorBadResponse" ? error.cause : undefined, "sure!")
    }))

  it.effect("the back end fails (HTTP 500, network): the initialisation failure, the sign view kept for a retry", () =>
    Effect.map(attempt(signed, refuse(new Error("verify: HTTP 500"))), (error) => {
      assert.strictEqual(error._tag, "SiwxInitFailed")
      assert.strictEqual(error.message, "A problem occurred while trying initialize authentication")
    }))

  it.effect("the verifier refuses (an expired nonce): its reason", () =>
    Effect.map(attempt(signed, refuse(new SiwxVerificationFailed({ reason: "nonce" }))), (error) => {
      assert.strictEqual(error._tag, "SiwxVerificationFailed")
      assert.strictEqual(error.message, "Sign-in verification failed: the nonce is not the one issued")
    }))

  it.effect("a refusal from another copy of walletport (a plain object with the tag): its reason too", () =>
    Effect.map(attempt(signed, refuse({ _tag: "SiwxVerificationFailed", reason: "issuedTooLongAgo", message: "x" })), (error) => {
      assert.strictEqual(error._tag === "SiwxVerificationFailed" ? error.reason : error._tag, "issuedTooLongAgo")
    }))

  it.effect("'This application might not support Smart Accounts' only when the back end says so", () =>
    Effect.map(attempt(signed, refuse(new SmartAccountsUnsupported({}))), (error) => {
      assert.strictEqual(error._tag, "SmartAccountsUnsupported")
      assert.strictEqual(error.message, "This application might not support Smart Accounts")
    }))
})

describe("a two-namespace wallet (SPEC §4: sign-in is for the active account and chain)", () => {
  const SOL_A = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
  const setupDuo = (options: { readonly required?: boolean } = {}) => {
    const host = memorySiwx(options)
    const duo = makeFakeChainWallet({ name: "Duo", rdns: "app.duo", accounts: { eip155: [FAKE_WALLET_ADDRESS], solana: [SOL_A] } })
    const layer = harness({
      noAdapters: true,
      options: {
        siwx: host.config,
        adapters: [makeFakeAdapter("eip155", [duo]).adapter, makeFakeAdapter("solana", [duo]).adapter],
        networks: [mainnet, solana]
      }
    })
    return { host, layer }
  }
  const SOL_CAIP = `${solana.caipNetworkId}:${SOL_A}`
  const signedChains = (host: ReturnType<typeof memorySiwx>) => host.sessions.map((s) => s.data.chainId)

  it.effect("connecting both asks for the active one only; switching to the other namespace asks for it; back needs nothing", () => {
    const { host, layer } = setupDuo()
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* selectConnector("app.duo")
      const first = yield* waitSiwx((s) => s.status === "awaiting")
      assert.strictEqual(first.pending?.caipAddress, CAIP)
      yield* (yield* Siwx).sign
      assert.deepStrictEqual(signedChains(host), ["eip155:1"])
      assert.isFalse(yield* isOpen)

      // The Solana account, connected all along, is asked once it becomes the active one (the Networks view's path).
      yield* (yield* Modal).open({ view: "Networks" })
      yield* chooseNetwork(solana.caipNetworkId)
      const second = yield* waitSiwx((s) => s.pending !== undefined)
      assert.strictEqual(second.pending?.caipAddress, SOL_CAIP)
      yield* waitFor((yield* Router).state, (route) => route.view === "SIWXSignMessage")
      assert.isTrue(yield* isOpen)

      // Back to the signed-in EVM account before signing: nothing to ask, the sign view gives way.
      yield* switchNetwork(mainnet.caipNetworkId)
      yield* waitSiwx((s) => s.pending === undefined && s.status === "idle")
      assert.notStrictEqual(yield* view, "SIWXSignMessage")

      // And to Solana again: asked again, and signing stores a CAIP-122 session for its chain.
      yield* switchNetwork(solana.caipNetworkId)
      yield* waitSiwx((s) => s.pending?.caipAddress === SOL_CAIP)
      yield* (yield* Siwx).sign
      assert.deepStrictEqual(signedChains(host), ["eip155:1", solana.caipNetworkId])
      assert.include(host.sessions[1]?.message ?? "", "wants you to sign in with your Solana account:")
      assert.sameMembers([...(yield* siwxState).signedIn], [CAIP, SOL_CAIP])

      // Both signed in: switching either way asks nothing.
      yield* switchNetwork(mainnet.caipNetworkId)
      yield* switchNetwork(solana.caipNetworkId)
      yield* TestClock.adjust("1 second")
      assert.isUndefined((yield* siwxState).pending)
      assert.isFalse(yield* isOpen)
    }).pipe(Effect.provide(layer))
  })

  it.effect("required mode: the other namespace's sign view cannot be closed; cancel disconnects that namespace only", () => {
    const { layer } = setupDuo({ required: true })
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      yield* selectConnector("app.duo")
      yield* waitSiwx((s) => s.status === "awaiting")
      yield* (yield* Siwx).sign
      yield* switchNetwork(solana.caipNetworkId)
      yield* waitSiwx((s) => s.pending?.caipAddress === SOL_CAIP)
      assert.isTrue(yield* blocked)
      yield* (yield* Modal).close()
      assert.isTrue(yield* isOpen)
      yield* (yield* Siwx).cancel
      const namespaces = (yield* (yield* Connection).state.get).namespaces
      assert.strictEqual(namespaces.solana.status, "disconnected")
      assert.strictEqual(namespaces.eip155.status, "connected")
    }).pipe(Effect.provide(layer))
  })
})

describe("siweConfig adapted onto the flow (SPEC §1)", () => {
  beforeEach(() => {
    vi.stubGlobal("location", new URL("https://app.example/page"))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.effect("verifyMessage answering false is the verifier refusing the signature, not a smart-account problem", () => {
    const siwe: SiweConfig = {
      getNonce: async () => "n0nce1234",
      createMessage: ({ address, nonce }) => `${address} ${nonce}`,
      verifyMessage: async () => false,
      getSession: async () => null,
      signOut: async () => true
    }
    const { wallet, layer } = setup(siwe, "siweConfig")
    return Effect.gen(function*() {
      yield* connectAndWait
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      const error = yield* Effect.flip((yield* Siwx).sign)
      assert.strictEqual(error.message, "Sign-in verification failed: the signature was not made by the message's account")
      assert.strictEqual(yield* view, "ConnectingSiwe")
    }).pipe(Effect.provide(layer))
  })

  it.effect("opens ConnectingSiwe, signs the host's text, verifies through verifyMessage, blocks close when required", () => {
    const verified: Array<{ message: string; signature: string }> = []
    let session: { address: string; chainId: number } | null = null
    const siwe: SiweConfig = {
      getNonce: async () => "n0nce1234",
      createMessage: ({ address, chainId, nonce, domain }) => `${domain} ${address} ${chainId} ${nonce}`,
      verifyMessage: async (args) => {
        verified.push(args)
        session = { address: FAKE_WALLET_ADDRESS, chainId: 1 }
        return true
      },
      getSession: async () => session,
      signOut: async () => {
        session = null
        return true
      },
      required: true
    }
    const { wallet, layer } = setup(siwe, "siweConfig")
    return Effect.gen(function*() {
      yield* connectAndWait
      assert.strictEqual(yield* view, "ConnectingSiwe")
      yield* (yield* Modal).close()
      assert.isTrue(yield* isOpen)
      wallet.fake.respondOnce("personal_sign", { result: SIGNATURE })
      yield* (yield* Siwx).sign
      assert.deepStrictEqual(verified, [{ message: `app.example ${FAKE_WALLET_ADDRESS} 1 n0nce1234`, signature: SIGNATURE }])
      assert.isFalse(yield* isOpen)
      yield* disconnect()
      assert.isNull(session)
    }).pipe(Effect.provide(layer))
  })
})

void SubscriptionRef
