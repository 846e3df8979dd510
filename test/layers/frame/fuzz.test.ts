/**
 * The library side of issue 21's fuzz test: 110,000 generated messages, 50,000 at the window listener during
 * the handshake and 60,000 at the port of a ready frame with requests open (wrong origins and sources,
 * unknown types, malformed payloads, replayed and duplicated ids, live ids in wrong envelopes, oversized and
 * exotic bodies). 0 crashes, 0 accepted: no INIT, no request settled, no event, no state change; every
 * message is counted as dropped exactly once, and afterwards the real frame is still served.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as FastCheck from "effect/FastCheck"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/TestClock"
import { FRAME_READY_DELAY_MS, FRAME_SIGN_OUT_WAIT_MS } from "../../../schemas/constants.js"
import { FRAME_MESSAGE_MAX_BYTES } from "../../../schemas/frame/envelope.js"
import { FRAME_HELLO_TYPE } from "../../../schemas/frame/handshake.js"
import { errorType, FRAME_REQUEST_TYPES, successType } from "../../../schemas/frame/requests.js"
import { makeSecureFrame } from "../../../layers/live/frame/SecureFrameLive.js"
import { watchFromTimers, YIELD_EVERY, yieldToEventLoopEffect } from "../../setup/eventLoop.js"
import { CONFIG, FakeFrameWindow, FRAME_ORIGIN, HOST_ORIGIN, NONCE, type Received, settle } from "./fakeFrame.js"
import { page, readyFrame } from "./setup.js"

const WINDOW_MESSAGES = 50_000
/**
 * A guard against a hang, not a speed bound: drawing and dispatching 110,000 messages is CPU work that takes
 * ~7 s at load 10 and took longer than its former 20 s at a load average of ~25 on two cores.
 */
const FUZZ_TIMEOUT_MS = 180_000
const PORT_MESSAGES = 60_000
const SEED = 21

/**
 * Draws `count` values, reproducibly, YIELD_EVERY at a time (each batch its own seed), and hands each to `use`; after
 * each batch runs `afterBatch`, then gives the event loop a turn: drawing and dispatching them all in one go held it
 * for seconds (4 s at load ~4, past the worker's 60 s RPC timeout on a CI machine many times slower).
 */
const forEachDrawn = <A>(arbitrary: FastCheck.Arbitrary<A>, count: number, use: (value: A) => void, afterBatch: Effect.Effect<void> = Effect.void) =>
  Effect.gen(function*() {
    for (let from = 0, batch = 0; from < count; from += YIELD_EVERY, batch++) {
      for (const value of FastCheck.sample(arbitrary, { numRuns: Math.min(YIELD_EVERY, count - from), seed: SEED + batch })) use(value)
      yield* afterBatch
      yield* yieldToEventLoopEffect
    }
  })

/** Lets the consumer drain the queue until `done`. */
const drain = (done: () => boolean) =>
  Effect.gen(function*() {
    for (let round = 0; round < 1_000_000 && !done(); round++) yield* Effect.yieldNow()
  })

const junk = FastCheck.anything({ maxDepth: 3, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true })
const knownTypes = [
  ...FRAME_REQUEST_TYPES,
  ...FRAME_REQUEST_TYPES.map(successType),
  ...FRAME_REQUEST_TYPES.map(errorType),
  "FRAME_READY",
  "FRAME_SESSION_UPDATE",
  "FRAME_SHOW_PANEL",
  "FRAME_HIDE_PANEL",
  FRAME_HELLO_TYPE
]

/** HELLO bodies that fail its schema by construction (wrong literal, nonce shape or version). */
const badHello = FastCheck.oneof(
  FastCheck.record({ type: FastCheck.string(), nonce: FastCheck.constant(NONCE), version: FastCheck.constant("1") }).filter(
    (h) => h.type !== FRAME_HELLO_TYPE
  ),
  FastCheck.record({
    type: FastCheck.constant(FRAME_HELLO_TYPE),
    nonce: FastCheck.oneof(
      FastCheck.string({ maxLength: 15 }),
      FastCheck.string({ minLength: 65, maxLength: 80 }),
      FastCheck.constant(`${NONCE}!`),
      FastCheck.constant(`${NONCE} `),
      junk.filter((x) => typeof x !== "string")
    ),
    version: FastCheck.constant("1")
  }),
  FastCheck.record({
    type: FastCheck.constant(FRAME_HELLO_TYPE),
    nonce: FastCheck.constant(NONCE),
    version: FastCheck.oneof(FastCheck.string({ minLength: 33, maxLength: 40 }), junk.filter((x) => typeof x !== "string"))
  }),
  junk,
  FastCheck.constantFrom(...knownTypes)
)

describe("secure frame fuzz (library side)", () => {
  it.scoped(`${WINDOW_MESSAGES} messages at the window during the handshake: no INIT to anyone`, () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* makeSecureFrame(CONFIG, p.env)
      const ready = yield* Effect.fork(frame.ready)
      yield* settle
      const real = p.frame()
      const impostor = new FakeFrameWindow()
      const sources = [real, impostor, null, p.window, undefined]
      const origins = [FRAME_ORIGIN, HOST_ORIGIN, "null", "", "https://wallet.example.evil", "http://wallet.example", `${FRAME_ORIGIN}/`, "https://WALLET.example"]
      const watch = watchFromTimers(p.dropped)
      yield* forEachDrawn(
        FastCheck.record({
          source: FastCheck.constantFrom(...sources),
          origin: FastCheck.oneof(FastCheck.constantFrom(...origins), FastCheck.webUrl()),
          bad: badHello,
          useGood: FastCheck.boolean()
        }),
        WINDOW_MESSAGES,
        (s) => {
          const rightSender = s.source === real && s.origin === FRAME_ORIGIN
          p.dispatch(s.useGood && !rightSender ? { type: FRAME_HELLO_TYPE, nonce: NONCE, version: "1" } : s.bad, s.origin, s.source)
        }
      )
      yield* settle
      // The event loop ran between the first message and the last: a timer saw the run part done.
      assert.isTrue(watch.stop().some((dropped) => dropped > 0 && dropped < WINDOW_MESSAGES))
      assert.strictEqual(p.dropped(), WINDOW_MESSAGES)
      assert.strictEqual(real.posts.length, 0)
      assert.strictEqual(impostor.posts.length, 0)
      assert.strictEqual((yield* frame.status.get)._tag, "Loading")
      // The listener survived all of it: the real HELLO is still answered.
      p.hello()
      yield* settle
      assert.strictEqual(real.posts.length, 1)
      real.event("FRAME_READY", { version: "1" })
      yield* settle
      yield* TestClock.adjust(FRAME_READY_DELAY_MS)
      yield* Fiber.join(ready)
    }), FUZZ_TIMEOUT_MS)

  it.scoped(`${PORT_MESSAGES} messages at the port of a ready frame: none settles a request or emits an event`, () =>
    Effect.gen(function*() {
      const p = yield* page
      const frame = yield* readyFrame(p)
      const f = p.frame()
      const emitted: Array<unknown> = []
      yield* Effect.fork(Stream.runForEach(frame.events, (e) => Effect.sync(() => emitted.push(e))))
      // Settled ids to replay: one answered, one answered twice, one sign-out that timed out.
      const answered = yield* Effect.fork(frame.request("APP_GET_CHAIN_ID", {}))
      const signOut = yield* Effect.fork(frame.request("APP_SIGN_OUT", {}))
      yield* settle
      f.succeed(f.last("APP_GET_CHAIN_ID"), { chainId: 1 })
      yield* settle
      yield* Fiber.join(answered)
      yield* TestClock.adjust(FRAME_SIGN_OUT_WAIT_MS)
      yield* Fiber.join(signOut)
      const settled: ReadonlyArray<Received> = [f.last("APP_GET_CHAIN_ID"), f.last("APP_SIGN_OUT")]
      // Open requests the fuzz must not settle.
      const user = yield* Effect.fork(frame.request("APP_GET_USER", {}))
      const sign = yield* Effect.fork(frame.request("APP_RPC_REQUEST", { method: "personal_sign", params: ["0x00", "0x1"] }))
      const email = yield* Effect.fork(frame.request("APP_CONNECT_EMAIL", { email: "a@b.co" }))
      yield* settle
      const live: ReadonlyArray<Received> = [f.last("APP_GET_USER"), f.last("APP_RPC_REQUEST"), f.last("APP_CONNECT_EMAIL")]
      const dropsBefore = p.dropped()

      const anyOf = <A>(items: ReadonlyArray<A>) => FastCheck.constantFrom(...items)
      const otherType = (r: Received) => anyOf(knownTypes.filter((t) => t !== successType(r.type as never) && t !== errorType(r.type as never)))
      const cyclic = () => {
        const o: Record<string, unknown> = { v: 1, type: "FRAME_READY" }
        o["self"] = o
        return o
      }
      const messages = FastCheck.oneof(
        // Junk of every shape.
        junk,
        // Replayed and duplicated replies to settled ids, and replies to ids never sent.
        FastCheck.record({
          r: anyOf(settled),
          ok: FastCheck.boolean(),
          id: FastCheck.oneof(FastCheck.constant(undefined), FastCheck.uuid())
        }).map(({ id, ok, r }) => ({
          v: 1,
          id: id ?? r.id,
          type: ok ? successType(r.type as never) : errorType(r.type as never),
          payload: ok ? { chainId: 2 } : { message: "replayed" }
        })),
        // Live ids in wrong envelopes: another version, another request's reply, a non-reply type, a bad error body.
        anyOf(live).chain((r) =>
          FastCheck.oneof(
            FastCheck.record({ v: FastCheck.oneof(FastCheck.constant(2), FastCheck.constant("1"), FastCheck.constant(0)), id: FastCheck.constant(r.id), type: FastCheck.constant(successType(r.type as never)), payload: junk }),
            FastCheck.record({ v: FastCheck.constant(1), id: FastCheck.constant(r.id), type: otherType(r), payload: FastCheck.constant({}) }),
            FastCheck.record({ v: FastCheck.constant(1), id: FastCheck.constant(r.id), type: FastCheck.string().map((s) => `${successType(r.type as never)}${s}x`), payload: junk }),
            FastCheck.record({
              v: FastCheck.constant(1),
              id: FastCheck.constant(r.id),
              type: FastCheck.constant(errorType(r.type as never)),
              payload: FastCheck.oneof(
                FastCheck.record({ message: junk.filter((x) => typeof x !== "string") }),
                FastCheck.record({ message: FastCheck.string(), code: FastCheck.double().filter((x) => !Number.isInteger(x)) }),
                FastCheck.constant("not an object")
              )
            }),
            FastCheck.record({ v: FastCheck.constant(1), id: FastCheck.constant(`${r.id}`.slice(0, 7)), type: FastCheck.constant(successType(r.type as never)), payload: FastCheck.constant({}) })
          )
        ),
        // Events with payloads that fail their schema, and FRAME_READY again.
        FastCheck.oneof(
          FastCheck.record({ type: FastCheck.constant("FRAME_SESSION_UPDATE"), payload: FastCheck.record({ token: junk.filter((x) => typeof x !== "string") }) }),
          FastCheck.record({ type: FastCheck.constant("FRAME_SHOW_PANEL"), payload: FastCheck.record({ panel: FastCheck.string() }) }),
          FastCheck.record({ type: FastCheck.constant("FRAME_HIDE_PANEL"), payload: FastCheck.record({ panel: FastCheck.constant("approval"), outcome: FastCheck.string() }) }),
          FastCheck.record({ type: FastCheck.constant("FRAME_READY"), payload: FastCheck.record({ version: FastCheck.string() }) })
        ).chain((e) => FastCheck.record({ v: FastCheck.constant(1), id: FastCheck.uuid(), type: FastCheck.constant(e.type), payload: FastCheck.constant(e.payload) })),
        // Exotic bodies a structured clone carries: cycles, BigInt.
        FastCheck.constantFrom(cyclic(), { v: 1, id: "0123456789", type: "FRAME_READY", payload: { version: 1n } })
      )
      // Oversized bodies, with live ids and valid reply types (20 of them: each costs a 512 KiB stringify).
      const big = "x".repeat(FRAME_MESSAGE_MAX_BYTES)
      const oversized = Array.from({ length: 20 }, (_, i) => {
        const r = live[i % live.length]!
        return { v: 1, id: r.id, type: successType(r.type as never), payload: { result: big, chainId: 1, email: big } }
      })
      let sent = 0
      const send = (message: unknown) => {
        f.send(message)
        sent++
      }
      const drained = () => p.dropped() - dropsBefore === sent
      const drawn = PORT_MESSAGES - oversized.length
      const watch = watchFromTimers(() => sent)
      yield* forEachDrawn(messages, drawn, send, drain(drained))
      // The event loop ran between the first message and the last: a timer saw the run part done.
      assert.isTrue(watch.stop().some((count) => count > 0 && count < drawn))
      oversized.forEach(send)
      yield* drain(drained)
      assert.strictEqual(sent, PORT_MESSAGES)

      assert.strictEqual(p.dropped() - dropsBefore, PORT_MESSAGES)
      assert.deepStrictEqual(emitted, [])
      for (const fiber of [user, sign, email]) assert.isNull(fiber.unsafePoll())
      assert.deepStrictEqual(yield* frame.status.get, { _tag: "Ready", version: "1.0.0" })
      assert.isUndefined(yield* frame.panel.get)
      // Still served: the real answers settle the open requests.
      f.succeed(live[1]!, { result: "0xsig" })
      f.fail(live[0]!, "no user")
      f.succeed(live[2]!, { action: "VERIFY_OTP" })
      yield* settle
      assert.deepStrictEqual(yield* Fiber.join(sign), { result: "0xsig" })
      assert.deepStrictEqual(yield* Fiber.join(email), { action: "VERIFY_OTP" })
      assert.strictEqual((yield* Effect.flip(Fiber.join(user))).message, "no user")
    }), FUZZ_TIMEOUT_MS)
})
