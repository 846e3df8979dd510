// The session cookie's codec (issue 27): what the core writes reads back; anything else is no state, never a throw.
import { describe, expect, it } from "vitest"
import {
  type CookieSession,
  cookieFromHeader,
  decodeSessionCookie,
  encodeSessionCookie,
  MAX_SESSION_COOKIE_CHARS,
  sessionCookieName
} from "../../../schemas/ssr/sessionCookie.js"

const EVM: CookieSession = {
  namespace: "eip155",
  caipAddress: "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  caipNetworkId: "eip155:1",
  connector: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
}
const SOLANA: CookieSession = {
  namespace: "solana",
  caipAddress: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  connector: { id: "Phantom", type: "ANNOUNCED", name: "Phantom" }
}

/** A cookie value holding `value` as the core would write it (URI-encoded JSON). */
const raw = (value: unknown): string => encodeURIComponent(JSON.stringify(value))
const sessionOf = (s: CookieSession) => ({ caipAddress: s.caipAddress, connector: s.connector })

describe("session cookie", () => {
  it("round-trips the sessions it encodes", () => {
    expect(decodeSessionCookie(encodeSessionCookie([EVM, SOLANA]))).toEqual([EVM, SOLANA])
    expect(decodeSessionCookie(encodeSessionCookie([]))).toEqual([])
  })

  it("keeps only public fields: no session key, token or icon", () => {
    const withSecrets = { ...EVM, connector: { ...EVM.connector, icon: "data:image/png;base64,AAAA", token: "secret" } }
    const text = decodeURIComponent(encodeSessionCookie([withSecrets]))
    expect(text).not.toContain("secret")
    expect(text).not.toContain("data:image")
  })

  it("is a value a cookie holds as is (no ; , space or quote)", () => {
    expect(encodeSessionCookie([EVM, SOLANA])).toMatch(/^[\w%.!~*'()-]+$/)
  })

  it.each([
    ["not URI-encoded", "%E0%A4%A"],
    ["not JSON", encodeURIComponent("{version:1")],
    ["an array", raw([sessionOf(EVM)])],
    ["an older version", raw({ version: 0, sessions: [sessionOf(EVM)] })],
    ["a newer version", raw({ version: 2, sessions: [sessionOf(EVM)] })],
    ["no version", raw({ sessions: [sessionOf(EVM)] })],
    ["a bad CAIP-10 address", raw({ version: 1, sessions: [{ ...sessionOf(EVM), caipAddress: "eip155:1" }] })],
    ["an unserved namespace", raw({ version: 1, sessions: [{ ...sessionOf(EVM), caipAddress: "tezos:NetXdQprcVkpaWU:tz1abc" }] })],
    ["a short EVM address", raw({ version: 1, sessions: [{ ...sessionOf(EVM), caipAddress: "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226" }] })],
    ["a non-base58 Solana address", raw({ version: 1, sessions: [{ ...sessionOf(SOLANA), caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${"0".repeat(44)}` }] })],
    ["an unknown connector type", raw({ version: 1, sessions: [{ ...sessionOf(EVM), connector: { ...EVM.connector, type: "ROOT" } }] })],
    ["an empty connector id", raw({ version: 1, sessions: [{ ...sessionOf(EVM), connector: { ...EVM.connector, id: "" } }] })],
    ["an over-long wallet name", raw({ version: 1, sessions: [{ ...sessionOf(EVM), connector: { ...EVM.connector, name: "x".repeat(257) } }] })],
    ["two sessions of one namespace", raw({ version: 1, sessions: [sessionOf(EVM), sessionOf(EVM)] })],
    ["a good session beside a tampered one", raw({ version: 1, sessions: [sessionOf(EVM), { ...sessionOf(SOLANA), connector: null }] })],
    ["sessions not a list", raw({ version: 1, sessions: { 0: sessionOf(EVM) } })]
  ])("reads %s as no state", (_, value) => {
    expect(decodeSessionCookie(value)).toBeUndefined()
  })

  it("drops an oversized value unread", () => {
    const padded = raw({ version: 1, sessions: [sessionOf(EVM)], padding: "x".repeat(MAX_SESSION_COOKIE_CHARS) })
    expect(decodeSessionCookie(padded)).toBeUndefined()
    // The same value without the padding is read: only the size was wrong.
    expect(decodeSessionCookie(raw({ version: 1, sessions: [sessionOf(EVM)] }))).toEqual([EVM])
  })

  it("names the cookie per storage scope, with only characters a cookie name may hold", () => {
    expect(sessionCookieName(undefined)).toBe("walletport.session")
    expect(sessionCookieName("my app (beta)!")).toBe("walletport.session.my%20app%20%28beta%29%21")
    expect(sessionCookieName("a")).not.toBe(sessionCookieName("b"))
  })

  it("finds its cookie in a Cookie header", () => {
    expect(cookieFromHeader("a=1; walletport.session.p=v%201;b=2", "walletport.session.p")).toBe("v%201")
    expect(cookieFromHeader("walletport.session.px=1", "walletport.session.p")).toBeUndefined()
    expect(cookieFromHeader("", "walletport.session")).toBeUndefined()
  })
})
