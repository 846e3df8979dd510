/**
 * The frame-side fuzz (issue 21): ≥ 100,000 generated messages — INITs from wrong origins, windows and nonces,
 * unknown types, malformed payloads, replayed ids, oversized bodies, junk — give 0 crashes and 0 accepted
 * (executions and ports counted). Seeded: a failure replays.
 */
import { describe, expect, it } from "vitest"
import { createDispatcher } from "../../frame/dispatcher.js"
import { type HandshakeWindow, startHandshake, type WindowMessage } from "../../frame/handshake.js"
import type { Outbox } from "../../frame/outbox.js"
import { FRAME_MESSAGE_MAX_BYTES } from "../../schemas/frame/envelope.js"
import { APP_INIT_TYPE } from "../../schemas/frame/handshake.js"
import { FRAME_REQUEST_TYPES } from "../../schemas/frame/requests.js"
import { turnDue, watchFromTimers, yieldToEventLoop } from "../setup/eventLoop.js"
import { countingHandlers } from "./support/countingHandlers.js"
import { flush, PARENT_ORIGIN } from "./support/harness.js"

const PORT_MESSAGES = 90_000
const WINDOW_MESSAGES = 12_000
const NONCE = "fuzz-nonce-0123456789"

/** mulberry32: small, seeded, good enough to spread cases. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const random = prng(21)
const int = (n: number) => Math.floor(random() * n)
const pick = <A>(items: ReadonlyArray<A>): A => items[int(items.length)] as A
const text = (max: number) => Array.from({ length: int(max) }, () => String.fromCharCode(32 + int(90))).join("")

const junkValues: ReadonlyArray<() => unknown> = [
  () => null,
  () => undefined,
  () => int(1e9) - 5e8,
  () => random() > 0.5,
  () => text(40),
  () => [text(5), int(10)],
  () => ({ [text(8)]: text(8) }),
  () => JSON.parse('{"__proto__":{"polluted":true}}'),
  () => Number.NaN
]
const junk = () => pick(junkValues)()

/** Types whose payload has a required field: any payload without it (or with a wrong value) is malformed. */
const REQUIRED: ReadonlyArray<readonly [string, string]> = [
  ["APP_SWITCH_NETWORK", "chainId"],
  ["APP_CONNECT_EMAIL", "email"],
  ["APP_CONNECT_OTP", "otp"],
  ["APP_CONNECT_SOCIAL", "uri"],
  ["APP_GET_SOCIAL_REDIRECT_URI", "provider"],
  ["APP_SET_PREFERRED_ACCOUNT", "type"],
  ["APP_RPC_REQUEST", "method"],
  ["APP_RPC_ABORT", "requestId"],
  ["APP_UPDATE_EMAIL", "email"],
  ["APP_UPDATE_EMAIL_PRIMARY_OTP", "otp"],
  ["APP_UPDATE_EMAIL_SECONDARY_OTP", "otp"],
  ["APP_SYNC_DAPP_DATA", "sdkVersion"]
]
const wrongValue = () => pick<unknown>([null, true, { nested: 1 }, [1, 2], undefined])

const id = () => `fuzz-${int(1e12).toString(36).padStart(8, "0")}`

describe("frame fuzz", () => {
  it(`${PORT_MESSAGES + WINDOW_MESSAGES} hostile messages: 0 crashes, 0 executions, 0 ports accepted`, async () => {
    // Port side: a few legitimate requests first (their ids are then replayed).
    const counting = countingHandlers()
    let answers = 0
    const outbox: Outbox = { success: () => void answers++, error: () => void answers++, event: () => undefined }
    const refusals = new Map<string, number>()
    const dispatcher = createDispatcher({
      handlers: () => counting.handlers,
      outbox,
      onRefused: (reason) => void refusals.set(reason, (refusals.get(reason) ?? 0) + 1)
    })
    const used = Array.from({ length: 50 }, (_, i) => `legit-${String(i).padStart(4, "0")}`)
    for (const legitId of used) dispatcher.receive({ v: 1, id: legitId, type: "APP_HEARTBEAT", payload: {} })
    await flush()
    expect(counting.total()).toBe(used.length)

    const generators: ReadonlyArray<() => unknown> = [
      // unknown or foreign types
      () => ({ v: 1, id: id(), type: pick(["APP_" + text(12), "FRAME_READY", "FRAME_HEARTBEAT_SUCCESS", "@walletport-app/INIT", "app_heartbeat", text(20)]), payload: {} }),
      // malformed payloads of known types
      () => {
        const [type, field] = pick(REQUIRED)
        return { v: 1, id: id(), type, payload: pick<unknown>([{}, { [field]: wrongValue() }, junk(), { [field]: "", [text(6) || "x"]: 1 }].filter((p) => p !== undefined)) }
      },
      // replayed ids, any well-formed message
      () => ({ v: 1, id: pick(used), type: pick(FRAME_REQUEST_TYPES), payload: { method: "personal_sign", params: [] } }),
      () => ({ v: 1, id: pick(used), type: "APP_HEARTBEAT", payload: {} }),
      // broken envelopes
      () => ({ v: pick([0, 2, "1", null]), id: id(), type: "APP_HEARTBEAT", payload: {} }),
      () => ({ v: 1, id: pick<unknown>([null, 42, {}, [], "", "short", "x".repeat(65)]), type: "APP_HEARTBEAT", payload: {} }),
      () => ({ v: 1, type: "APP_HEARTBEAT" }),
      junk
    ]
    let crashes = 0
    // Seconds of CPU on a loaded machine: the loops give the event loop a turn every YIELD_EVERY (100) messages.
    let sent = 0
    const portWatch = watchFromTimers(() => sent)
    for (let i = 0; i < PORT_MESSAGES; i++) {
      // Oversized bodies are costly to build: one in a thousand.
      const message =
        i % 1000 === 999
          ? { v: 1, id: id(), type: "APP_RPC_REQUEST", payload: { method: "eth_call", params: ["f".repeat(FRAME_MESSAGE_MAX_BYTES + int(100))] } }
          : pick(generators)()
      try {
        dispatcher.receive(message)
      } catch {
        crashes++
      }
      sent++
      if (turnDue(i)) await yieldToEventLoop()
    }
    const seenAtPort = portWatch.stop()
    await flush()

    // Window side: the handshake sees wrong origins, windows, nonces and port counts, then one valid INIT, then more.
    const listeners: Array<(event: WindowMessage) => void> = []
    const parent = { postMessage: () => undefined }
    const win: HandshakeWindow = {
      parent,
      location: {},
      addEventListener: (_, l) => void listeners.push(l),
      removeEventListener: (_, l) => void listeners.splice(listeners.indexOf(l), 1)
    }
    const accepted: Array<MessagePort> = []
    startHandshake({ win, parentOrigin: PARENT_ORIGIN, nonce: NONCE, version: "1", onPort: (p) => void accepted.push(p) })
    const { port1, port2 } = new MessageChannel()
    const hostile = (): WindowMessage => {
      const kind = int(5)
      return {
        source: kind === 0 ? {} : parent,
        origin: kind === 1 ? pick(["https://evil.example", "null", PARENT_ORIGIN + ".evil", "http://dapp.example", text(20)]) : PARENT_ORIGIN,
        data: kind === 2 ? { type: APP_INIT_TYPE, nonce: pick(["fuzz-nonce-0123456780", text(30), NONCE.toUpperCase()]) } : kind === 3 ? junk() : { type: APP_INIT_TYPE, nonce: NONCE },
        ports: kind === 4 ? pick([[], [port1, port2]]) : kind === 3 ? [port1] : []
      }
    }
    let dispatched = 0
    const dispatch = (event: WindowMessage) => {
      ;[...listeners].forEach((l) => l(event))
      dispatched++
    }
    const windowWatch = watchFromTimers(() => dispatched)
    for (let i = 0; i < WINDOW_MESSAGES / 2; i++) {
      dispatch(hostile())
      if (turnDue(i)) await yieldToEventLoop()
    }
    expect(accepted).toEqual([])
    dispatch({ source: parent, origin: PARENT_ORIGIN, data: { type: APP_INIT_TYPE, nonce: NONCE }, ports: [port2] })
    for (let i = 0; i < WINDOW_MESSAGES / 2; i++) {
      dispatch({ ...hostile(), data: { type: APP_INIT_TYPE, nonce: NONCE }, ports: [port1] })
      if (turnDue(i)) await yieldToEventLoop()
    }
    port1.close()
    const seenAtWindow = windowWatch.stop()

    expect(crashes).toBe(0)
    expect(counting.total()).toBe(used.length) // nothing executed beyond the legitimate 50
    expect(answers).toBe(used.length)
    expect(accepted).toEqual([port2]) // only the one valid INIT
    expect([...refusals.values()].reduce((a, b) => a + b, 0)).toBe(PORT_MESSAGES)
    expect(new Set(refusals.keys())).toEqual(new Set(["unknown-type", "payload", "reused-id", "envelope", "too-big"]))
    // The event loop ran between each loop's first message and its last: a timer saw it part done.
    expect([sent, dispatched]).toEqual([PORT_MESSAGES, WINDOW_MESSAGES + 1])
    expect(seenAtPort.some((count) => count > 0 && count < PORT_MESSAGES)).toBe(true)
    expect(seenAtWindow.some((count) => count > 0 && count < WINDOW_MESSAGES)).toBe(true)
  }, 120_000)
})
