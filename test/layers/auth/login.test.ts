/**
 * The email login (SPEC §4, §5) through EmbeddedWallet, the AUTH adapters and Connection over the in-memory
 * frame: VERIFY_OTP, VERIFY_DEVICE and CONNECT, a wrong code, the 30 s cooldown (rounded up), resend, cancel
 * during APP_CONNECT_EMAIL, and the SPEC §4 stored values on success.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import { TEST_FRAME_OTP, TEST_FRAME_SOLANA_ADDRESS, TEST_FRAME_TOKEN, type TestSecureFrame } from "../../../layers/test/SecureFrame.js"
import { FAKE_WALLET_ADDRESS } from "../../../layers/test/fakeWallet.js"
import { Connection } from "../../../services/Connection.js"
import { EmbeddedWallet } from "../../../services/EmbeddedWallet.js"
import { Router } from "../../../services/Router.js"
import { Storage } from "../../../services/Storage.js"
import { waitFor } from "../../services/harness.js"
import { embeddedGraph } from "./harness.js"

const EMAIL = "visitor@example.com"

const login = Effect.flatMap(EmbeddedWallet, (w) => w.login.get)
const view = Effect.flatMap(Router, (r) => Effect.map(r.state.get, (s) => s.route))

describe("email login: VERIFY_OTP", () => {
  it.effect("email → OTP view; a wrong code fails at the otp step with the frame's text; the right one connects both namespaces and stores SPEC §4's values", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      assert.isTrue(wallet.available)
      yield* wallet.submitEmail(`  ${EMAIL} `)
      const waiting = yield* login
      assert.strictEqual(waiting._tag, "AwaitingOtp")
      assert.deepStrictEqual(yield* view, { view: "EmailVerifyOtp", email: EMAIL })

      yield* wallet.submitOtp("000000")
      const wrong = yield* login
      assert.strictEqual(wrong._tag, "Failed")
      if (wrong._tag !== "Failed") return
      assert.strictEqual(wrong.step, "otp")
      assert.strictEqual(wrong.error.message, "Invalid code")

      yield* wallet.submitOtp(TEST_FRAME_OTP)
      assert.deepStrictEqual(yield* login, { _tag: "Idle" })
      const { namespaces } = yield* (yield* Connection).state.get
      assert.strictEqual(namespaces.eip155.session?.address, FAKE_WALLET_ADDRESS)
      assert.strictEqual(namespaces.eip155.session?.connector.type, "AUTH")
      assert.strictEqual(namespaces.solana.session?.address, TEST_FRAME_SOLANA_ADDRESS)
      assert.strictEqual(namespaces.solana.session?.caipAddress, `${namespaces.solana.session?.caipNetworkId}:${TEST_FRAME_SOLANA_ADDRESS}`)
      assert.strictEqual((yield* view).view, "Account")
      assert.strictEqual(yield* wallet.email.get, EMAIL)

      const storage = yield* Storage
      assert.deepStrictEqual(yield* storage.email.get, Option.some(EMAIL))
      assert.deepStrictEqual(yield* storage.emailLoginUsed.get, Option.some(true))
      assert.isTrue(Option.isNone(yield* storage.lastEmailLoginTime.get))
      yield* waitForToken(TEST_FRAME_TOKEN)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("a code that is not 6 digits never reaches the frame", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      yield* wallet.submitOtp("12ab")
      const state = yield* login
      assert.isTrue(state._tag === "Failed" && state.error._tag === "InvalidOtp")
      const frame = yield* graph.frame
      assert.notInclude((yield* frame.sent).map((r) => r.type), "APP_CONNECT_OTP")
    }).pipe(Effect.provide(graph.layer))
  })
})

/** Waits (yielding) until the stored session token is `token`. */
const waitForToken = (token: string) =>
  Effect.gen(function*() {
    const storage = yield* Storage
    for (let i = 0; i < 200; i++) {
      if (Option.getOrUndefined(yield* storage.sessionToken.get) === token) return
      yield* Effect.yieldNow()
    }
    return yield* Effect.dieMessage(`session token never became ${token}`)
  })

describe("email login: VERIFY_DEVICE and CONNECT", () => {
  it.effect("VERIFY_DEVICE: the device view waits for APP_CONNECT_DEVICE, then the OTP view replaces it", () => {
    const graph = embeddedGraph({ frame: { action: "VERIFY_DEVICE" } })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      assert.strictEqual((yield* login)._tag, "AwaitingOtp")
      const frame = yield* graph.frame
      assert.deepStrictEqual((yield* frame.sent).map((r) => r.type), ["APP_CONNECT_EMAIL", "APP_CONNECT_DEVICE"])
      const { history } = yield* (yield* Router).state.get
      assert.deepStrictEqual(history.map((r) => r.view), ["Connect", "EmailVerifyOtp"])
      yield* wallet.submitOtp(TEST_FRAME_OTP)
      assert.strictEqual((yield* view).view, "Account")
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("VERIFY_DEVICE: the device view shows while the frame waits for the link", () => {
    const graph = embeddedGraph({ frame: { action: "VERIFY_DEVICE" } })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.prefetch
      const frame = yield* graph.frame
      yield* frame.handle("APP_CONNECT_DEVICE", () => Effect.never)
      const fiber = yield* Effect.fork(wallet.submitEmail(EMAIL))
      yield* waitFor(wallet.login, (s) => s._tag === "AwaitingDevice")
      assert.deepStrictEqual(yield* view, { view: "EmailVerifyDevice", email: EMAIL })
      yield* wallet.cancel
      yield* Fiber.join(fiber)
      assert.deepStrictEqual(yield* login, { _tag: "Idle" })
    }).pipe(Effect.provide(graph.layer))
  })

  const statuses = Effect.map(Effect.flatMap(Connection, (c) => c.state.get), ({ namespaces }) => [namespaces.eip155.status, namespaces.solana.status])

  /**
   * A new device: the frame answers the right code by showing its recovery-import panel (the code's answer comes
   * then); runs `then` with the frame once the flow waits on the visitor, with the login's fiber to join.
   */
  const newDeviceLogin = (
    then: (frame: TestSecureFrame, login: Fiber.RuntimeFiber<void>) => Effect.Effect<void, never, EmbeddedWallet | Router | Connection>
  ) => {
    const graph = embeddedGraph({ frame: { signedIn: true } })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.prefetch
      const frame = yield* graph.frame
      yield* frame.handle("APP_CONNECT_OTP", () => Effect.as(frame.emit("FRAME_SHOW_PANEL", { panel: "recovery-import" }), {}))
      yield* wallet.submitEmail(EMAIL)
      const fiber = yield* Effect.fork(wallet.submitOtp(TEST_FRAME_OTP))
      yield* waitFor(wallet.login, (s) => s._tag === "Connecting")
      yield* then(frame, fiber)
    }).pipe(Effect.provide(graph.layer))
  }

  it.effect("new device: after the code the recovery panel shows, and the AUTH connector connects only once the visitor finished it", () =>
    newDeviceLogin((frame, fiber) =>
      Effect.gen(function*() {
        yield* waitFor(yield* Effect.map(Router, (r) => r.state), (s) => s.view === "EmbeddedRecovery")
        assert.deepStrictEqual(yield* statuses, ["disconnected", "disconnected"])
        yield* frame.emit("FRAME_HIDE_PANEL", { panel: "recovery-import", outcome: "done" })
        yield* Fiber.join(fiber)
        assert.deepStrictEqual(yield* statuses, ["connected", "connected"])
        assert.strictEqual((yield* view).view, "Account")
      })))

  it.effect("new device: leaving the recovery panel connects nothing and ends the flow", () =>
    newDeviceLogin((frame, fiber) =>
      Effect.gen(function*() {
        yield* frame.emit("FRAME_HIDE_PANEL", { panel: "recovery-import", outcome: "rejected" })
        yield* Fiber.join(fiber)
        assert.deepStrictEqual(yield* login, { _tag: "Idle" })
        assert.deepStrictEqual(yield* statuses, ["disconnected", "disconnected"])
      })))

  it.effect("CONNECT: a known device connects without a code", () => {
    const graph = embeddedGraph({ frame: { action: "CONNECT", signedIn: true } })
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      const { namespaces } = yield* (yield* Connection).state.get
      assert.strictEqual(namespaces.eip155.status, "connected")
      assert.strictEqual(namespaces.solana.status, "connected")
      const frame = yield* graph.frame
      assert.notInclude((yield* frame.sent).map((r) => r.type), "APP_CONNECT_OTP")
    }).pipe(Effect.provide(graph.layer))
  })
})

describe("email login: cooldown, resend, cancel (SPEC §5)", () => {
  it.effect("a second login within 30 s is refused with the seconds left, rounded up; after 30 s it goes", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      yield* wallet.cancel
      yield* TestClock.adjust("10001 millis")
      yield* wallet.submitEmail(EMAIL)
      const refused = yield* login
      assert.isTrue(refused._tag === "Failed" && refused.step === "email")
      if (refused._tag !== "Failed") return
      assert.strictEqual(refused.error.message, "Please try again after 20 seconds")
      yield* TestClock.adjust("19998 millis")
      yield* wallet.submitEmail(EMAIL)
      const still = yield* login
      assert.isTrue(still._tag === "Failed" && still.error.message === "Please try again after 1 seconds")
      yield* TestClock.adjust("1 millis")
      yield* wallet.submitEmail(EMAIL)
      assert.strictEqual((yield* login)._tag, "AwaitingOtp")
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("resend: refused inside the cooldown (the time stays), sent again after it", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail(EMAIL)
      const first = yield* login
      if (first._tag !== "AwaitingOtp") return assert.fail(first._tag)
      yield* TestClock.adjust("5 seconds")
      yield* wallet.resendCode
      const refused = yield* login
      assert.isTrue(refused._tag === "Failed" && refused.step === "otp" && refused.resendAt === first.resendAt)
      if (refused._tag !== "Failed") return
      assert.strictEqual(refused.error.message, "Please try again after 25 seconds")
      yield* TestClock.adjust("25 seconds")
      yield* wallet.resendCode
      const again = yield* login
      assert.isTrue(again._tag === "AwaitingOtp" && again.resendAt === first.resendAt + 30_000)
      const frame = yield* graph.frame
      assert.deepStrictEqual((yield* frame.sent).map((r) => r.type), ["APP_CONNECT_EMAIL", "APP_CONNECT_EMAIL"])
      // The resent code is entered on the same view.
      assert.deepStrictEqual((yield* (yield* Router).state.get).history.map((r) => r.view), ["Connect", "EmailVerifyOtp"])
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("an invalid email is refused without a request", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.submitEmail("not-an-email")
      const state = yield* login
      assert.isTrue(state._tag === "Failed" && state.step === "email" && state.error._tag === "InvalidEmail")
      assert.strictEqual(graph.loads(), 0)
    }).pipe(Effect.provide(graph.layer))
  })

  it.effect("cancel during APP_CONNECT_EMAIL interrupts it: Idle, no OTP view", () => {
    const graph = embeddedGraph()
    return Effect.gen(function*() {
      const wallet = yield* EmbeddedWallet
      yield* wallet.prefetch
      const frame = yield* graph.frame
      let interrupted = false
      yield* frame.handle("APP_CONNECT_EMAIL", () => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => {
        interrupted = true
      }))))
      const fiber = yield* Effect.fork(wallet.submitEmail(EMAIL))
      yield* waitFor(wallet.login, (s) => s._tag === "SendingEmail")
      yield* wallet.cancel
      yield* Fiber.join(fiber)
      assert.isTrue(interrupted)
      assert.deepStrictEqual(yield* login, { _tag: "Idle" })
      assert.strictEqual((yield* view).view, "Connect")
    }).pipe(Effect.provide(graph.layer))
  })
})
