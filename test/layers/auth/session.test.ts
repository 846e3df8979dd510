/**
 * The embedded session across reloads and sign-out (SPEC §3 stored values, §4): restore from the stored
 * token without any prompt, a negative or failed check clearing the login cache, and sign-out clearing
 * exactly the SPEC keys (and signing out of the frame once, when the last namespace leaves).
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { EMBEDDED_CONNECTOR_ID } from "../../../layers/live/auth/connector.js"
import { storageTestWith } from "../../../layers/test/Storage.js"
import { TEST_FRAME_OTP, TEST_FRAME_SOLANA_ADDRESS, TEST_FRAME_TOKEN } from "../../../layers/test/SecureFrame.js"
import { FAKE_WALLET_ADDRESS } from "../../../layers/test/fakeWallet.js"
import { connectedConnectorDef, StoredValues } from "../../../schemas/storage/registry.js"
import { Connection } from "../../../services/Connection.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { Storage } from "../../../services/Storage.js"
import { embeddedGraph, until } from "./harness.js"

const EMAIL = "visitor@example.com"
const stored = JSON.stringify

/** A returning visitor's storage: the AUTH connector in both namespaces, the token and the login cache, plus values SPEC §4 keeps. */
const returning = (): Record<string, string> => ({
  [connectedConnectorDef("eip155").key]: stored({ id: EMBEDDED_CONNECTOR_ID, type: "AUTH", name: "Email" }),
  [connectedConnectorDef("solana").key]: stored({ id: EMBEDDED_CONNECTOR_ID, type: "AUTH", name: "Email" }),
  [StoredValues.sessionToken.key]: stored(TEST_FRAME_TOKEN),
  [StoredValues.email.key]: stored(EMAIL),
  [StoredValues.emailLoginUsed.key]: stored(true),
  [StoredValues.lastUsedChain.key]: stored("eip155:1"),
  [StoredValues.socialUsername.key]: stored("visitor"),
  [StoredValues.smartAccountEnabled.key]: stored(true)
})

/** The login cache (SPEC §4: flag, email, last chain, social username) and the session token are gone; the rest stays. */
const assertLoginForgotten = Effect.gen(function*() {
  const storage = yield* Storage
  assert.isTrue(Option.isNone(yield* storage.emailLoginUsed.get), "login-used flag")
  assert.isTrue(Option.isNone(yield* storage.email.get), "email")
  assert.isTrue(Option.isNone(yield* storage.lastUsedChain.get), "last used chain")
  assert.isTrue(Option.isNone(yield* storage.socialUsername.get), "social username")
  assert.isTrue(Option.isNone(yield* storage.sessionToken.get), "session token")
  assert.deepStrictEqual(yield* storage.smartAccountEnabled.get, Option.some(true), "kept")
})

const requestTypes = (graph: ReturnType<typeof embeddedGraph>) =>
  Effect.flatMap(graph.frame, (frame) => Effect.map(frame.sent, (sent) => sent.map((r) => r.type)))

describe("restore (SPEC §3 session token, §4)", () => {
  it.effect("a stored session comes back in both namespaces without a prompt: APP_IS_CONNECTED, then APP_GET_USER", () => {
    const graph = embeddedGraph({ frame: { signedIn: true }, storage: storageTestWith(returning()) })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.restored
      const { namespaces } = yield* connection.state.get
      assert.strictEqual(namespaces.eip155.session?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(namespaces.solana.session?.address, TEST_FRAME_SOLANA_ADDRESS)
      const types = yield* requestTypes(graph)
      assert.sameMembers([...new Set(types)], ["APP_IS_CONNECTED", "APP_GET_USER"])
      assert.strictEqual(yield* (yield* EmbeddedWallet).email.get, EMAIL)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("the frame says not connected: both namespaces disconnected, the login cache and token cleared", () => {
    const graph = embeddedGraph({ frame: { signedIn: false }, storage: storageTestWith(returning()) })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.restored
      const { namespaces } = yield* connection.state.get
      assert.strictEqual(namespaces.eip155.status, "disconnected")
      assert.strictEqual(namespaces.solana.status, "disconnected")
      assert.notInclude(yield* requestTypes(graph), "APP_GET_USER")
      yield* assertLoginForgotten
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("the check fails: the login cache is cleared (SPEC §4), the connector kept for a later try", () => {
    const graph = embeddedGraph({ frame: { signedIn: true, failing: ["APP_IS_CONNECTED"] }, storage: storageTestWith(returning()) })
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.restored
      const storage = yield* Storage
      assert.isTrue(Option.isNone(yield* storage.emailLoginUsed.get))
      assert.isTrue(Option.isNone(yield* storage.email.get))
      assert.isTrue(Option.isSome(yield* storage.connectedConnector.get("eip155")))
    }).pipe(Effect.provide(graph.layer))
  })
})

describe("sign out (SPEC §4)", () => {
  it.effect("disconnect signs out of the frame once and clears exactly the SPEC keys", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      const storage = yield* Storage
      yield* storage.lastUsedChain.set("eip155:1")
      yield* storage.socialUsername.set("visitor")
      yield* storage.smartAccountEnabled.set(true)
      const connection = yield* Connection
      yield* connection.disconnect()
      const types = yield* requestTypes(graph)
      assert.strictEqual(types.filter((t) => t === "APP_SIGN_OUT").length, 1)
      yield* assertLoginForgotten
      assert.strictEqual(yield* wallet.email.get, undefined)
      const frame = yield* graph.frame
      assert.isFalse(yield* frame.signedIn)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("one namespace leaving keeps the frame's session for the other", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      const connection = yield* Connection
      yield* connection.disconnect("solana")
      assert.notInclude(yield* requestTypes(graph), "APP_SIGN_OUT")
      assert.strictEqual((yield* connection.state.get).namespaces.eip155.status, "connected")
      assert.deepStrictEqual(yield* (yield* Storage).email.get, Option.some(EMAIL))
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("the frame ending the session (empty token) disconnects every namespace", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      const frame = yield* graph.frame
      yield* frame.emit("FRAME_SESSION_UPDATE", { token: "" })
      const connection = yield* Connection
      yield* until(Effect.map(connection.state.get, (s) => s.namespaces.eip155.status === "disconnected" && s.namespaces.solana.status === "disconnected"))
      assert.isUndefined((yield* connection.state.get).namespaces.eip155.session)
      yield* assertLoginForgotten
    }).pipe(Effect.provide(graph.layer))
  })
})
