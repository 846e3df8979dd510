// @vitest-environment happy-dom
/** The port's dispatcher: refused messages are not executed and get no answer; every request type is answered. */
import { beforeEach, describe, expect, it } from "vitest"
import { createDispatcher } from "../../frame/dispatcher.js"
import type { Outbox } from "../../frame/outbox.js"
import { FRAME_MESSAGE_MAX_BYTES } from "../../schemas/frame/envelope.js"
import { errorType, FRAME_REQUEST_TYPES, type FrameRequestPayload, type FrameRequestType, successType } from "../../schemas/frame/requests.js"
import { countingHandlers } from "./support/countingHandlers.js"
import { flush, startHarness } from "./support/harness.js"

const recordingOutbox = () => {
  const sent: Array<{ kind: string; id: string; type: string; payload: unknown }> = []
  const outbox: Outbox = {
    success: (request, id, payload) => void sent.push({ kind: "success", id, type: request, payload }),
    error: (request, id, payload) => void sent.push({ kind: "error", id, type: request, payload }),
    event: (type, payload) => void sent.push({ kind: "event", id: "", type, payload })
  }
  return { sent, outbox }
}

const setup = () => {
  const counting = countingHandlers()
  const { sent, outbox } = recordingOutbox()
  const refused: Array<string> = []
  const dispatcher = createDispatcher({ handlers: () => counting.handlers, outbox, onRefused: (r) => void refused.push(r) })
  return { ...counting, sent, refused, dispatcher }
}

describe("frame dispatcher", () => {
  it("runs a valid request once and answers with its id", async () => {
    const d = setup()
    d.dispatcher.receive({ v: 1, id: "id-00000001", type: "APP_HEARTBEAT", payload: {} })
    await flush()
    expect(d.total()).toBe(1)
    expect(d.sent).toEqual([{ kind: "success", id: "id-00000001", type: "APP_HEARTBEAT", payload: {} }])
  })

  it.each([
    ["unknown type", { v: 1, id: "id-00000001", type: "APP_STEAL_KEYS", payload: {} }, "unknown-type"],
    ["a reply type", { v: 1, id: "id-00000001", type: "FRAME_HEARTBEAT_SUCCESS", payload: {} }, "unknown-type"],
    ["malformed payload", { v: 1, id: "id-00000001", type: "APP_CONNECT_OTP", payload: { otp: "12345x" } }, "payload"],
    ["excess payload field", { v: 1, id: "id-00000001", type: "APP_CONNECT_OTP", payload: { otp: "123456", extra: 1 } }, "payload"],
    ["wrong version", { v: 2, id: "id-00000001", type: "APP_HEARTBEAT", payload: {} }, "envelope"],
    ["short id", { v: 1, id: "x", type: "APP_HEARTBEAT", payload: {} }, "envelope"],
    ["not an object", "APP_HEARTBEAT", "envelope"],
    ["oversized", { v: 1, id: "id-00000001", type: "APP_RPC_REQUEST", payload: { method: "eth_call", params: ["x".repeat(FRAME_MESSAGE_MAX_BYTES)] } }, "too-big"]
  ])("refuses %s: not executed, not answered", async (_, message, reason) => {
    const d = setup()
    d.dispatcher.receive(message)
    await flush()
    expect(d.total()).toBe(0)
    expect(d.sent).toEqual([])
    expect(d.refused).toEqual([reason])
  })

  it("a reused id is not executed a second time (not even with another type) and gets no second answer", async () => {
    const d = setup()
    d.dispatcher.receive({ v: 1, id: "id-00000001", type: "APP_RPC_REQUEST", payload: { method: "personal_sign", params: [] } })
    d.dispatcher.receive({ v: 1, id: "id-00000001", type: "APP_RPC_REQUEST", payload: { method: "personal_sign", params: [] } })
    d.dispatcher.receive({ v: 1, id: "id-00000001", type: "APP_SIGN_OUT", payload: {} })
    await flush()
    expect(d.total()).toBe(1)
    expect(d.sent).toHaveLength(1)
    expect(d.refused).toEqual(["reused-id", "reused-id"])
  })
})

/** A minimal valid payload per request type. */
const PAYLOADS: { readonly [K in FrameRequestType]: FrameRequestPayload<K> } = {
  APP_SWITCH_NETWORK: { chainId: "eip155:1" },
  APP_CONNECT_EMAIL: { email: "a@example.com" },
  APP_CONNECT_DEVICE: {},
  APP_CONNECT_OTP: { otp: "123456" },
  APP_CONNECT_SOCIAL: { uri: "https://x.example" },
  APP_GET_FARCASTER_URI: {},
  APP_CONNECT_FARCASTER: {},
  APP_GET_USER: {},
  APP_GET_SOCIAL_REDIRECT_URI: { provider: "google" },
  APP_SIGN_OUT: {},
  APP_IS_CONNECTED: {},
  APP_GET_CHAIN_ID: {},
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  APP_INIT_SMART_ACCOUNT: {},
  APP_SET_PREFERRED_ACCOUNT: { type: "eoa" },
  APP_RPC_REQUEST: { method: "eth_chainId" },
  APP_RPC_ABORT: { requestId: "nothing-running" },
  APP_UPDATE_EMAIL: { email: "b@example.com" },
  APP_UPDATE_EMAIL_PRIMARY_OTP: { otp: "123456" },
  APP_UPDATE_EMAIL_SECONDARY_OTP: { otp: "123456" },
  APP_SYNC_THEME: { themeMode: "light" },
  APP_SYNC_DAPP_DATA: { sdkVersion: "1", sdkType: "walletport", projectId: "p" },
  APP_RELOAD: {},
  APP_HEARTBEAT: {},
  APP_DISMISS_PANEL: {}
}

describe("every request type of FRAME_REQUESTS is answered by the frame app", () => {
  beforeEach(() => document.body.replaceChildren())

  it.each(FRAME_REQUEST_TYPES.map((type) => [type]))("%s gets FRAME_…_SUCCESS or FRAME_…_ERROR", async (type) => {
    const h = startHarness()
    const reply = await h.request(type, PAYLOADS[type])
    expect([successType(type), errorType(type)]).toContain(reply.type)
  })

  it.each([
    "APP_CONNECT_SOCIAL",
    "APP_GET_FARCASTER_URI",
    "APP_CONNECT_FARCASTER",
    "APP_GET_SOCIAL_REDIRECT_URI",
    "APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS",
    "APP_INIT_SMART_ACCOUNT",
    "APP_SET_PREFERRED_ACCOUNT"
  ] as const)("%s answers 'Not supported by this wallet server yet'", async (type) => {
    const h = startHarness()
    const reply = await h.request(type, PAYLOADS[type])
    expect(reply).toMatchObject({ type: errorType(type), payload: { message: "Not supported by this wallet server yet" } })
  })
})
