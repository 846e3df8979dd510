// The demo's /config.json decoding (dev/demo/config.ts): the embedded wallet's server URL is optional and http(s).
import { describe, expect, it } from "vitest"
import { demoAutoClose, parseDemoConfig } from "../../dev/demo/config.js"

const base = { rpcUrl: "http://127.0.0.1:8545", chainId: 31337 }

describe("parseDemoConfig", () => {
  it("takes the embedded wallet's server URL when the stack runs one", () => {
    expect(parseDemoConfig({ ...base, embeddedWalletUrl: "http://127.0.0.1:40555" }).embeddedWalletUrl).toBe("http://127.0.0.1:40555")
    expect("embeddedWalletUrl" in parseDemoConfig(base)).toBe(false)
  })

  it("refuses an embedded wallet URL that is not http(s)", () => {
    expect(() => parseDemoConfig({ ...base, embeddedWalletUrl: "ws://127.0.0.1:40555" })).toThrow("embeddedWalletUrl must be an http(s) URL")
    expect(() => parseDemoConfig({ ...base, embeddedWalletUrl: 42 })).toThrow("embeddedWalletUrl")
  })
})

describe("demoAutoClose", () => {
  it("keeps the demo's modal open after connect unless ?autoClose=1 asks for the library default", () => {
    expect(demoAutoClose("")).toBe(false)
    expect(demoAutoClose("?embedded=0")).toBe(false)
    expect(demoAutoClose("?autoClose=0")).toBe(false)
    expect(demoAutoClose("?autoClose=1")).toBe(true)
    expect(demoAutoClose("?walletconnect=1&autoClose=1")).toBe(true)
  })
})
