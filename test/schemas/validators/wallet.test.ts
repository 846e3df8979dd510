import { describe, expect, it } from "vitest"
import { acceptIconUrl, acceptInlineIconUrl, sanitizeWalletName, UNKNOWN_WALLET_NAME, WALLET_NAME_MAX_LENGTH } from "../../../schemas/validators/wallet.js"

describe("sanitizeWalletName", () => {
  it.each([
    ["MetaMask", "MetaMask"],
    ["  Rabby Wallet  ", "Rabby Wallet"],
    ["\u202EksaMateM", "ksaMateM"],
    ["Meta\u200EMask\u200F", "MetaMask"],
    ["\u2066Phantom\u2069", "Phantom"],
    ["\u202A\u202B\u202C\u202D\u202E", UNKNOWN_WALLET_NAME],
    ["", UNKNOWN_WALLET_NAME],
    ["   ", UNKNOWN_WALLET_NAME],
    ["Wallet 🦊", "Wallet 🦊"],
    ["Zerion\u200B", "Zerion\u200B"] // a zero-width space is not a bidi control; only bidi controls are stripped
  ])("%j → %j", (raw, expected) => {
    expect(sanitizeWalletName(raw)).toBe(expected)
  })

  it.each([undefined, null, 42, { name: "x" }])("names a non-string %j Unknown wallet", (raw) => {
    expect(sanitizeWalletName(raw)).toBe(UNKNOWN_WALLET_NAME)
  })

  it("keeps a name of exactly 128 characters", () => {
    const name = "a".repeat(WALLET_NAME_MAX_LENGTH)
    expect(sanitizeWalletName(name)).toBe(name)
  })

  it("cuts a longer name to 128 characters ending in an ellipsis", () => {
    const cut = sanitizeWalletName("a".repeat(129))
    expect(cut).toBe(`${"a".repeat(127)}…`)
    expect(cut).toHaveLength(128)
  })

  it("counts characters, not UTF-16 units, and never splits a surrogate pair", () => {
    const cut = sanitizeWalletName("🦊".repeat(200))
    expect(Array.from(cut)).toHaveLength(128)
    expect(cut).toBe(`${"🦊".repeat(127)}…`)
  })

  it("measures the length after stripping controls", () => {
    const name = `${"\u202E".repeat(50)}${"b".repeat(128)}`
    expect(sanitizeWalletName(name)).toBe("b".repeat(128))
  })
})

describe("acceptIconUrl", () => {
  it.each([
    "data:image/svg+xml;base64,PHN2Zy8+",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/svg+xml,%3Csvg%2F%3E",
    "DATA:IMAGE/PNG;BASE64,AAAA",
    "https://wallet.example/icon.png",
    "https://cdn.example:8443/a/b.svg?v=1"
  ])("accepts %j", (url) => {
    expect(acceptIconUrl(url)).toBe(url)
  })

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["http:", "http://wallet.example/icon.png"],
    ["a data URI that is not an image", "data:text/html,<script>alert(1)</script>"],
    ["a data URI without a comma", "data:image/png;base64"],
    ["a relative URL", "/icon.png"],
    ["a protocol-relative URL", "//wallet.example/icon.png"],
    ["ftp:", "ftp://wallet.example/icon.png"],
    ["blob:", "blob:https://wallet.example/1234"],
    ["an empty string", ""],
    ["a malformed URL", "https://"],
    ["an oversized data URI", `data:image/png;base64,${"A".repeat(512 * 1024)}`],
    ["a number", 42],
    ["undefined", undefined]
  ])("refuses %s", (_name, url) => {
    expect(acceptIconUrl(url)).toBeUndefined()
  })

  it("trims surrounding spaces", () => {
    expect(acceptIconUrl("  https://wallet.example/icon.png ")).toBe("https://wallet.example/icon.png")
  })
})

describe("acceptInlineIconUrl (EIP-6963)", () => {
  it("accepts a data:image URI", () => {
    expect(acceptInlineIconUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA")
  })
  it.each(["https://wallet.example/icon.png", "javascript:alert(1)", "data:text/html,x"])("refuses %j", (url) => {
    expect(acceptInlineIconUrl(url)).toBeUndefined()
  })
})
