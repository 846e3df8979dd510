// cookieToInitialState (issue 27): the server's view of a returning visitor, from the request's Cookie header.
import { describe, expect, it } from "vitest"
import { cookieToInitialState } from "../../../runtime/entries/ssr.js"
import { encodeSessionCookie, sessionCookieName } from "../../../schemas/ssr/sessionCookie.js"
import { mainnet } from "../../../runtime/entries/evm.js"
import { WRONG_NETWORK_LABEL } from "../../../ui/i18n/wrongNetworkLabel.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const options = { projectId: "your-project-id", networks: [mainnet] }
const cookie = (chain: string, scope = "your-project-id") =>
  `other=1; ${sessionCookieName(scope)}=${
    encodeSessionCookie([{
      namespace: "eip155",
      caipAddress: `eip155:${chain}:${ADDRESS}`,
      address: ADDRESS,
      caipNetworkId: `eip155:${chain}`,
      connector: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
    }])
  }`

describe("cookieToInitialState", () => {
  it("reads the visitor's account and the button's connected look", () => {
    const state = cookieToInitialState(options, cookie("1"))
    expect(state?.accounts.eip155).toMatchObject({
      isConnected: true,
      status: "connected",
      address: ADDRESS,
      caipNetworkId: "eip155:1",
      unsupportedChain: false,
      balance: undefined,
      wallet: { id: "io.metamask", type: "ANNOUNCED", name: "MetaMask" }
    })
    expect(state?.button).toMatchObject({ kind: "connected", displayName: "0xf39F…2266", fullName: ADDRESS, balance: undefined })
  })

  it("says Wrong network for a chain the host did not configure, unless it allows them", () => {
    expect(cookieToInitialState(options, cookie("10"))?.button.displayName).toBe("Wrong network")
    expect(cookieToInitialState({ ...options, allowUnsupportedChain: true }, cookie("10"))?.button.displayName).toBe("0xf39F…2266")
  })

  it("says it in the host's locale, the only language a server knows (a list: its first with a table)", () => {
    expect(cookieToInitialState({ ...options, locale: "de" }, cookie("10"))?.button).toMatchObject({
      displayName: WRONG_NETWORK_LABEL.de,
      fullName: `${WRONG_NETWORK_LABEL.de} (${ADDRESS})`
    })
    expect(cookieToInitialState({ ...options, locale: "ar-EG" }, cookie("10"))?.button.displayName).toBe(WRONG_NETWORK_LABEL.ar)
    expect(cookieToInitialState({ ...options, locale: ["fr", "de-AT"] }, cookie("10"))?.button.displayName).toBe(WRONG_NETWORK_LABEL.de)
    // A malformed locale is the client's InvalidOptions to report; the server falls back to English.
    expect(cookieToInitialState({ ...options, locale: "en_US!" }, cookie("10"))?.button.displayName).toBe(WRONG_NETWORK_LABEL.en)
  })

  it("is undefined without a header, without its cookie, for another scope, or for a tampered cookie", () => {
    expect(cookieToInitialState(options, null)).toBeUndefined()
    expect(cookieToInitialState(options, undefined)).toBeUndefined()
    expect(cookieToInitialState(options, "other=1")).toBeUndefined()
    expect(cookieToInitialState(options, cookie("1", "another-project"))).toBeUndefined()
    expect(cookieToInitialState({ ...options, storageKey: "shop" }, cookie("1"))).toBeUndefined()
    expect(cookieToInitialState(options, `${sessionCookieName("your-project-id")}=%7B%22version%22%3A1`)).toBeUndefined()
    expect(cookieToInitialState(options, `${sessionCookieName("your-project-id")}=${encodeSessionCookie([])}`)).toBeUndefined()
  })
})
