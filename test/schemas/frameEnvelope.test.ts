/** The frame's wire format (schemas/frame/envelope.ts): what either side accepts, and what it refuses unread. */
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { decodeAppMessage, decodeFrameReply, FRAME_MESSAGE_MAX_BYTES } from "../../schemas/frame/envelope.js"
import { classifyRpcMethod } from "../../schemas/frame/rpcPolicy.js"

const id = "0b6c4c0e-2f43-4d59-9a39-1c6f2f1f6a11"
const refusal = (input: unknown) => Either.match(decodeAppMessage(input), { onLeft: (r) => r, onRight: () => "accepted" })

describe("decodeAppMessage", () => {
  it("accepts a known request with its payload", () => {
    expect(refusal({ v: 1, id, type: "APP_CONNECT_EMAIL", payload: { email: "a@b.co" } })).toBe("accepted")
    expect(refusal({ v: 1, id, type: "APP_HEARTBEAT", payload: {} })).toBe("accepted")
  })

  it.each([
    ["an unknown type", { v: 1, id, type: "APP_STEAL_KEYS", payload: {} }, "unknown-type"],
    ["a prototype key as type", { v: 1, id, type: "toString", payload: {} }, "unknown-type"],
    ["another version", { v: 2, id, type: "APP_HEARTBEAT", payload: {} }, "envelope"],
    ["a short id", { v: 1, id: "1", type: "APP_HEARTBEAT", payload: {} }, "envelope"],
    ["a malformed OTP", { v: 1, id, type: "APP_CONNECT_OTP", payload: { otp: "12345a" } }, "payload"],
    ["an extra field", { v: 1, id, type: "APP_CONNECT_OTP", payload: { otp: "123456", x: 1 } }, "payload"],
    ["an extra field on a request without payload", { v: 1, id, type: "APP_HEARTBEAT", payload: { x: 1 } }, "payload"],
    ["an array as empty payload", { v: 1, id, type: "APP_SIGN_OUT", payload: [] }, "payload"],
    ["an oversized body", { v: 1, id, type: "APP_RPC_REQUEST", payload: { method: "eth_call", params: "x".repeat(FRAME_MESSAGE_MAX_BYTES) } }, "too-big"],
    ["a BigInt", { v: 1, id, type: "APP_RPC_REQUEST", payload: { method: "eth_call", params: 1n } }, "too-big"]
  ])("refuses %s", (_, input, reason) => {
    expect(refusal(input)).toBe(reason)
  })
})

describe("decodeFrameReply", () => {
  it("matches a reply to its request type and keeps an error's message and code", () => {
    const reply = decodeFrameReply({ v: 1, id, type: "FRAME_RPC_REQUEST_ERROR", payload: { message: "User rejected the request.", code: 4001 } })
    expect(Either.getOrThrow(reply)).toMatchObject({ ok: false, request: "APP_RPC_REQUEST", payload: { code: 4001 } })
  })

  it("refuses a reply to no known request", () => {
    expect(Either.isLeft(decodeFrameReply({ v: 1, id, type: "FRAME_NOPE_SUCCESS", payload: {} }))).toBe(true)
  })
})

describe("classifyRpcMethod (SPEC §6)", () => {
  it.each([
    ["eth_call", "safe"],
    ["eth_sendRawTransaction", "safe"],
    ["personal_sign", "approval"],
    ["eth_sendTransaction", "approval"],
    ["solana_signAndSendTransaction", "approval"],
    ["eth_sign", "disallowed"],
    ["Personal_Sign", "disallowed"],
    ["__proto__", "disallowed"]
  ])("%s is %s", (method, expected) => {
    expect(classifyRpcMethod(method)).toBe(expected)
  })
})
