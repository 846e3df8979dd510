import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { ChainIdFromWallet, decodeWalletChainId, Eip6963WalletInfo, parseWalletChainId } from "../../schemas/eip1193.js"

describe("eth_chainId from a wallet (lenient, as wagmi)", () => {
  it.each([
    ["0x1", 1],
    ["0x01", 1],
    ["0x0001", 1],
    ["0X1", 1],
    ["0xA", 10],
    ["0xa4b1", 42161],
    [`0x${"0".repeat(60)}a4b1`, 42161],
    [" 0x89 ", 137],
    [1, 1],
    [137, 137],
    ["1", 1],
    ["001", 1],
    ["42161", 42161],
    [1n, 1],
    ["0x1fffffffffffff", Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
  ] as const)("reads %s as %d", (raw, expected) => {
    expect(parseWalletChainId(raw)).toBe(expected)
    expect(decodeWalletChainId(raw)).toStrictEqual(Either.right(expected))
  })

  it.each([
    ["garbage", "mainnet"],
    ["empty", ""],
    ["bare 0x", "0x"],
    ["hex without digits past a bad one", "0x1g"],
    ["a negative number", -1],
    ["a negative string", "-1"],
    ["a negative hex", "-0x1"],
    ["a fraction", 1.5],
    ["a decimal string with a fraction", "1.0"],
    ["an exponent", "1e3"],
    ["zero", 0],
    ["zero hex", "0x0"],
    ["2^53", 2 ** 53],
    ["2^53 as hex", "0x20000000000000"],
    ["2^53 as decimal", "9007199254740992"],
    ["a huge hex", `0x${"f".repeat(64)}`],
    ["too many hex digits", `0x${"0".repeat(64)}1`],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a negative bigint", -5n],
    ["null", null],
    ["undefined", undefined],
    ["an object", { chainId: 1 }],
    ["an array", ["0x1"]],
    ["a boolean", true]
  ] as const)("refuses %s", (_name, raw) => {
    expect(parseWalletChainId(raw)).toBeUndefined()
    expect(Either.isLeft(decodeWalletChainId(raw))).toBe(true)
  })

  it("encodes back to a hex quantity", () => {
    expect(Schema.encodeSync(ChainIdFromWallet)(42161)).toBe("0xa4b1")
  })
})

describe("EIP-6963 info (strict ids, cleaned display fields)", () => {
  const decode = Schema.decodeUnknownEither(Eip6963WalletInfo)
  const info = { uuid: "350670db-19fa-4704-a166-e52e178b59d2", name: "MetaMask", icon: "data:image/svg+xml;base64,PHN2Zy8+", rdns: "io.metamask" }

  it("keeps a well-formed announcement as is", () => {
    expect(decode(info)).toStrictEqual(Either.right(info))
  })

  it("keeps a wallet with a 200-character name, truncated", () => {
    const decoded = Either.getOrThrow(decode({ ...info, name: "W".repeat(200) }))
    expect(Array.from(decoded.name)).toHaveLength(128)
    expect(decoded.name.endsWith("…")).toBe(true)
  })

  it.each(["javascript:alert(1)", "http://evil.example/icon.png", "https://tracker.example/icon.png", 42, undefined])("keeps a wallet whose icon is %j, without the icon", (icon) => {
    const decoded = Either.getOrThrow(decode({ ...info, icon }))
    expect(decoded.icon).toBeUndefined()
    expect(decoded.name).toBe("MetaMask")
  })

  it("strips bidi controls from the name", () => {
    expect(Either.getOrThrow(decode({ ...info, name: "\u202EksaMateM\u202C" })).name).toBe("ksaMateM")
  })

  it.each([
    ["an empty uuid", { ...info, uuid: "" }],
    ["a bad rdns", { ...info, rdns: "not a domain" }],
    ["no rdns", { uuid: info.uuid, name: info.name, icon: info.icon }]
  ])("still refuses %s (it identifies the wallet)", (_name, raw) => {
    expect(Either.isLeft(decode(raw))).toBe(true)
  })
})
