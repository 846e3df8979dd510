/**
 * The session cookie's writer (issue 27, `ssr: true`): connect writes the account, disconnect removes it, a
 * start-up restore keeps the cookie until it settles, a tampered cookie is replaced, and without the option
 * nothing is written.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { cookieSessions, sessionCookieMirror } from "../../layers/live/sessionCookie.js"
import { makeTestCookieJar, testCookies, type TestCookieJar } from "../../layers/test/Cookies.js"
import { FAKE_WALLET_ADDRESS } from "../../layers/test/fakeWallet.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { decodeSessionCookie, encodeSessionCookie, sessionCookieName } from "../../schemas/ssr/sessionCookie.js"
import { Connection, NO_CONNECTION, type ConnectionState } from "../../services/Connection.js"
import { eventually, harness, type HarnessSetup, storedConnectorEntry, testWallet, waitFor } from "./harness.js"

const NAME = sessionCookieName("p")
const EVM_SESSION = {
  namespace: "eip155",
  caipAddress: `eip155:1:${FAKE_WALLET_ADDRESS}`,
  address: FAKE_WALLET_ADDRESS,
  caipNetworkId: "eip155:1",
  connector: { id: "io.fake", type: "ANNOUNCED", name: "Fake" }
} as const

/** The instance's graph with the mirror over an in-memory jar. */
const withMirror = (jar: TestCookieJar, setup: HarnessSetup) =>
  Layer.provideMerge(sessionCookieMirror(), Layer.merge(harness(setup), testCookies(jar)))

const cookieNow = (jar: TestCookieJar) => {
  const raw = jar.values.get(NAME)
  return raw === undefined ? undefined : decodeSessionCookie(raw)
}

describe("session cookie writer", () => {
  it.effect("connect writes the account; disconnect removes the cookie", () => {
    const jar = makeTestCookieJar()
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.fake")
      yield* eventually(() => jar.values.has(NAME))
      assert.deepStrictEqual(cookieNow(jar), [EVM_SESSION])
      yield* connection.disconnect()
      yield* eventually(() => !jar.values.has(NAME))
      assert.deepStrictEqual(jar.writes.map((w) => w.value === undefined), [false, true])
    }).pipe(Effect.provide(withMirror(jar, { wallets: [wallet], options: { ssr: true } })))
  })

  it.effect("a start-up restore leaves the cookie as it was, then keeps the restored account", () => {
    const jar = makeTestCookieJar({ [NAME]: encodeSessionCookie([EVM_SESSION]) })
    const wallet = testWallet("io.fake", "Fake", { authorized: true })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* waitFor(connection.state, (s) => s.namespaces.eip155.status === "connected")
      yield* connection.restored
      // The restored account is the one the cookie held: nothing to write, and nothing removed meanwhile.
      assert.deepStrictEqual(jar.writes, [])
      assert.deepStrictEqual(cookieNow(jar), [EVM_SESSION])
    }).pipe(Effect.provide(withMirror(jar, {
      wallets: [wallet],
      options: { ssr: true },
      storage: storageTestWith(storedConnectorEntry("io.fake", "Fake"))
    })))
  })

  it.effect("a tampered cookie is removed when nothing is connected", () => {
    const jar = makeTestCookieJar({ [NAME]: "%7B%22version%22%3A9" })
    return Effect.gen(function*() {
      yield* Connection
      yield* eventually(() => !jar.values.has(NAME))
      assert.deepStrictEqual(jar.writes, [{ name: NAME, value: undefined }])
    }).pipe(Effect.provide(withMirror(jar, { options: { ssr: true } })))
  })

  it.effect("without ssr: true nothing is read or written", () => {
    const jar = makeTestCookieJar()
    const wallet = testWallet("io.fake", "Fake")
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.fake")
      yield* Effect.yieldNow()
      assert.deepStrictEqual(jar.writes, [])
    }).pipe(Effect.provide(withMirror(jar, { wallets: [wallet] })))
  })

  it("keeps a connecting namespace as the cookie had it, drops a disconnected one", () => {
    const state = (status: "connecting" | "disconnected"): ConnectionState => ({
      namespaces: { eip155: { ...NO_CONNECTION, status }, solana: NO_CONNECTION, bip122: NO_CONNECTION, polkadot: NO_CONNECTION, cosmos: NO_CONNECTION },
      attempt: undefined
    })
    assert.deepStrictEqual(cookieSessions([EVM_SESSION], state("connecting")), [EVM_SESSION])
    assert.deepStrictEqual(cookieSessions([EVM_SESSION], state("disconnected")), [])
  })
})
