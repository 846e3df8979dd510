import { describe, expect, it } from "vitest"
import { walletDeepLink } from "../../schemas/deepLink.js"

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
