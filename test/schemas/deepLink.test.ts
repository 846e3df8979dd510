import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Route, routeTitle } from "../../schemas/views.js"
import { ChosenWallet, walletBaseLink, WalletConnectDeepLink, walletDeepLink } from "../../schemas/deepLink.js"

const URI = "wc:7f6e@2?relay-protocol=irn&symKey=587d"
const ENCODED = encodeURIComponent(URI)

describe("walletDeepLink", () => {
  it("native schemes: <scheme>://wc?uri=<encoded>", () => {
    expect(walletDeepLink("rainbow://", URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(walletDeepLink("metamask:", URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(ENCODED).not.toContain("&")
  })

  it("https universal links: <link>/wc?uri=<encoded>, one slash", () => {
    expect(walletDeepLink("https://link.trustwallet.com/", URI)).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`)
    expect(walletDeepLink("https://example.com/app", URI)).toBe(`https://example.com/app/wc?uri=${ENCODED}`)
  })

  it("refuses http, javascript and data links", () => {
    expect(walletDeepLink("http://example.com", URI)).toBeUndefined()
    expect(walletDeepLink("javascript:alert(1)", URI)).toBeUndefined()
    expect(walletDeepLink("data:text/html,x", URI)).toBeUndefined()
  })
})

describe("walletBaseLink: the link that brings the visitor back to the wallet (no pairing)", () => {
  it("a native scheme becomes <scheme>://, an https link ends with one slash; others are refused", () => {
    expect(walletBaseLink("rainbow://")).toBe("rainbow://")
    expect(walletBaseLink("metamask:")).toBe("metamask://")
    expect(walletBaseLink("https://link.trustwallet.com")).toBe("https://link.trustwallet.com/")
    expect(walletBaseLink("https://example.com/app//")).toBe("https://example.com/app/")
    for (const bad of ["http://example.com", "javascript:alert(1)", "data:text/html,x", "https://", "nonsense"]) {
      expect(walletBaseLink(bad), bad).toBeUndefined()
    }
  })
})

describe("ChosenWallet and WalletConnectDeepLink (route data and the stored choice, Schema-decoded)", () => {
  it("accepts a catalogue wallet with a native or https link; refuses a javascript: link", () => {
    const decode = Schema.decodeUnknownEither(ChosenWallet)
    expect(Either.isRight(decode({ id: "rainbow", name: "Rainbow", mobileLink: "rainbow://" }))).toBe(true)
    expect(Either.isRight(decode({ id: "trust", name: "Trust", icon: "https://img/t.png", mobileLink: "https://link.trustwallet.com" }))).toBe(true)
    expect(Either.isRight(decode({ id: "x", name: "X" }))).toBe(true)
    expect(Either.isLeft(decode({ id: "x", name: "X", mobileLink: "javascript:alert(1)" }))).toBe(true)
    expect(Either.isLeft(decode({ id: "", name: "X" }))).toBe(true)
  })

  it("a stored choice another script rewrote to a javascript: link does not decode", () => {
    const decode = Schema.decodeUnknownEither(WalletConnectDeepLink)
    expect(Either.isRight(decode({ walletId: "rainbow", name: "Rainbow", href: "rainbow://" }))).toBe(true)
    expect(Either.isLeft(decode({ walletId: "rainbow", name: "Rainbow", href: "javascript:alert(1)" }))).toBe(true)
  })
})

describe("the ConnectingWalletConnect route with a chosen wallet (additive field)", () => {
  it("decodes with and without the wallet; the header names the wallet", () => {
    const decode = Schema.decodeUnknownSync(Route)
    const withWallet = decode({ view: "ConnectingWalletConnect", connectorId: "walletConnect", wallet: { id: "rainbow", name: "Rainbow", mobileLink: "rainbow://" } })
    expect(routeTitle(withWallet)).toBe("Rainbow")
    expect(routeTitle(decode({ view: "ConnectingWalletConnect", connectorId: "walletConnect" }))).toBe("WalletConnect")
    expect(() => decode({ view: "ConnectingWalletConnect", wallet: { id: "x", name: "X", mobileLink: "javascript:alert(1)" } })).toThrow()
  })
})
