import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { InvalidCaip10Address, InvalidCaipAddress, InvalidCaipNetworkId } from "../../../schemas/errors/validation.js"
import {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isSupportedNamespace,
  parseCaipAddress,
  parseCaipNetworkId
} from "../../../schemas/validators/caip.js"

const EVM = "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb"
const REF_32 = "r".repeat(32)
const ADDRESS_128 = "a".repeat(128)

describe("error catalogue text", () => {
  it("matches SPEC §5 exactly", () => {
    expect(new InvalidCaipNetworkId({ value: "x" }).message).toBe("Invalid CAIP-2 network id")
    expect(new InvalidCaip10Address({ value: "x" }).message).toBe("Invalid CAIP-10 address")
    expect(new InvalidCaipAddress({ value: "x" }).message).toBe("Invalid CAIP Address")
  })
})

describe("ChainNamespace", () => {
  it.each(["eip155", "solana", "bip122", "polkadot", "cosmos"])("accepts %s", (value) => {
    expect(isChainNamespace(value)).toBe(true)
    expect(Schema.decodeUnknownSync(ChainNamespace)(value)).toBe(value)
  })

  it.each(["EIP155", "eip-155", "starknet", "", "eip155 "])("rejects %j", (value) => {
    expect(isChainNamespace(value)).toBe(false)
  })
})

describe("isSupportedNamespace", () => {
  it.each(["eip155", "solana", "bip122", "polkadot", "cosmos"])("serves %s", (value) => {
    expect(isSupportedNamespace(value)).toBe(true)
  })
  it.each(["starknet", "tron", "EIP155", "", 155, undefined])("does not serve %j", (value) => {
    expect(isSupportedNamespace(value)).toBe(false)
  })
})

describe("parseCaipNetworkId", () => {
  it.each([
    ["eip155:1", "eip155", "1"],
    ["eip155:137", "eip155", "137"],
    ["eip155:11155111", "eip155", "11155111"],
    ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana", "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
    ["bip122:000000000019d6689c085ae165831e93", "bip122", "000000000019d6689c085ae165831e93"],
    ["polkadot:91b171bb158e2d3848fa23a9f1c25182", "polkadot", "91b171bb158e2d3848fa23a9f1c25182"],
    ["cosmos:cosmoshub-4", "cosmos", "cosmoshub-4"],
    ["cosmos:Binance-Chain_Tigris", "cosmos", "Binance-Chain_Tigris"],
    [`eip155:${REF_32}`, "eip155", REF_32],
    ["eip155:-", "eip155", "-"],
    // SPEC §5 asks a network id for two parts in the CAIP-2 grammar, not for a namespace we serve.
    ["starknet:SN_GOERLI", "starknet", "SN_GOERLI"],
    ["starknet:SN_MAIN", "starknet", "SN_MAIN"],
    ["abc:1", "abc", "1"],
    ["chainstd:1", "chainstd", "1"],
    ["tron:0x2b6653dc", "tron", "0x2b6653dc"]
  ])("parses %s", (id, chainNamespace, chainId) => {
    expect(parseCaipNetworkId(id)).toStrictEqual(Either.right({ chainNamespace, chainId }))
    expect(isCaipNetworkId(id)).toBe(true)
  })

  it.each([
    ["", "empty"],
    ["eip155", "one part"],
    ["eip155:", "empty reference"],
    [":1", "empty namespace"],
    [":", "both parts empty"],
    ["eip155:1:0xabc", "three parts"],
    ["eip155::1", "three parts, one empty"],
    [`eip155:${REF_32}r`, "33-character reference"],
    ["eip155:1.5", "dot in the reference"],
    ["eip155:1 ", "trailing space"],
    [" eip155:1", "leading space"],
    ["EIP155:1", "uppercase namespace"],
    ["ei:1", "2-character namespace"],
    ["polkadotx:1", "9-character namespace"]
  ])("rejects %j (%s) with InvalidCaipNetworkId", (id) => {
    const result = parseCaipNetworkId(id)
    expect(result).toStrictEqual(Either.left(new InvalidCaipNetworkId({ value: id })))
    expect(Either.isLeft(result) && result.left.message).toBe("Invalid CAIP-2 network id")
    expect(isCaipNetworkId(id)).toBe(false)
  })

  it.each([[undefined], [null], [1], [{}]])("isCaipNetworkId rejects the non-string %s", (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })
})

describe("parseCaipAddress", () => {
  it.each([
    [`eip155:1:${EVM}`, "eip155", "1", EVM],
    [`eip155:137:${EVM.toLowerCase()}`, "eip155", "137", EVM.toLowerCase()],
    [
      "bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6",
      "bip122",
      "000000000019d6689c085ae165831e93",
      "128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6"
    ],
    [
      "cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0",
      "cosmos",
      "cosmoshub-3",
      "cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0"
    ],
    [
      "polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy",
      "polkadot",
      "b0a8d493285c2df73290dfb7e61f870f",
      "5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy"
    ],
    [
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",
      "solana",
      "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"
    ],
    ["eip155:1:a.b%20c-d", "eip155", "1", "a.b%20c-d"],
    [`eip155:${REF_32}:${ADDRESS_128}`, "eip155", REF_32, ADDRESS_128]
  ])("parses %s", (value, chainNamespace, chainId, address) => {
    expect(parseCaipAddress(value)).toStrictEqual(Either.right({ chainNamespace, chainId, address }))
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    ["", "empty"],
    ["eip155", "one part"],
    ["eip155:1", "two parts"],
    [`eip155:1:${EVM}:extra`, "four parts"],
    [`:1:${EVM}`, "empty namespace"],
    [`eip155::${EVM}`, "empty reference"],
    ["eip155:1:", "empty address"],
    ["::", "all parts empty"],
    [`ei:1:${EVM}`, "2-character namespace"],
    [`polkadotx:1:${EVM}`, "9-character namespace"],
    [`EIP155:1:${EVM}`, "uppercase namespace"],
    [`eip155:${REF_32}r:${EVM}`, "33-character reference"],
    [`eip155:1:${ADDRESS_128}a`, "129-character address"],
    ["eip155:1.0:0xabc", "dot in the reference"],
    ["eip155:1:0x abc", "space in the address"],
    ["eip155:1:0x_abc", "underscore in the address"],
    ["eip155:1:0xabc/", "slash in the address"],
    [`eip155:1:${EVM} `, "trailing space"]
  ])("rejects %j (%s) with InvalidCaip10Address", (value) => {
    const result = parseCaipAddress(value)
    expect(result).toStrictEqual(Either.left(new InvalidCaip10Address({ value })))
    expect(Either.isLeft(result) && result.left.message).toBe("Invalid CAIP-10 address")
    expect(isCaipAddress(value)).toBe(false)
  })

  it.each([
    [`abc:1:${EVM}`, "3-character namespace"],
    [
      "chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7",
      "8-character namespace (the CAIP-10 spec example)"
    ],
    ["starknet:SN_MAIN:0x0123", "starknet"],
    [`eip-155:1:${EVM}`, "hyphenated namespace"]
  ])("rejects %j (%s, grammatical but unsupported) with InvalidCaipAddress", (value) => {
    const result = parseCaipAddress(value)
    expect(result).toStrictEqual(Either.left(new InvalidCaipAddress({ value })))
    expect(Either.isLeft(result) && result.left.message).toBe("Invalid CAIP Address")
    expect(isCaipAddress(value)).toBe(false)
  })

  it.each([[undefined], [null], [1], [{}]])("isCaipAddress rejects the non-string %s", (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })
})

describe("formatCaipNetworkId", () => {
  it.each([
    ["eip155", 1, "eip155:1"],
    ["eip155", "137", "eip155:137"],
    ["eip155", 0, "eip155:0"],
    ["solana", "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
    ["starknet", "SN_MAIN", "starknet:SN_MAIN"]
  ])("formats %s + %s", (namespace, reference, expected) => {
    expect(formatCaipNetworkId(namespace, reference)).toStrictEqual(Either.right(expected))
  })

  it.each([
    ["st", "SN_MAIN"],
    ["eip155", ""],
    ["eip155", "1:2"],
    ["eip155:1", "2"],
    ["eip155", 1.5],
    ["eip155", -1],
    ["eip155", Number.NaN],
    ["eip155", 1e21],
    ["eip155", REF_32 + "r"]
  ])("refuses %s + %s with InvalidCaipNetworkId", (namespace, reference) => {
    const result = formatCaipNetworkId(namespace, reference)
    expect(Either.isLeft(result) && result.left).toBeInstanceOf(InvalidCaipNetworkId)
  })
})

describe("formatCaipAddress", () => {
  it("formats a valid address", () => {
    expect(formatCaipAddress("eip155", 1, EVM)).toStrictEqual(Either.right(`eip155:1:${EVM}`))
  })

  it.each([
    ["eip155", 1, "", InvalidCaip10Address],
    ["eip155", 1, "a:b", InvalidCaip10Address],
    ["eip155", 1.5, EVM, InvalidCaip10Address],
    ["eip155", 1, ADDRESS_128 + "a", InvalidCaip10Address],
    ["EIP155", 1, EVM, InvalidCaip10Address],
    ["starknet", "SN_MAIN", "0x1", InvalidCaipAddress]
  ])("refuses %s + %s + %j", (namespace, reference, address, error) => {
    const result = formatCaipAddress(namespace, reference, address)
    expect(Either.isLeft(result) && result.left).toBeInstanceOf(error)
  })
})

describe("CAIP schemas", () => {
  it("CaipNetworkId decodes a valid id and reports the catalogue text", () => {
    expect(Schema.decodeUnknownSync(CaipNetworkId)("eip155:1")).toBe("eip155:1")
    expect(Schema.decodeUnknownSync(CaipNetworkId)("starknet:SN_GOERLI")).toBe("starknet:SN_GOERLI")
    for (const value of ["eip155", "fo:1", "eip155:1:2", 1]) {
      const result = Schema.decodeUnknownEither(CaipNetworkId)(value)
      expect(Either.isLeft(result)).toBe(true)
      if (typeof value === "string") {
        expect(Either.isLeft(result) && result.left.message).toBe("Invalid CAIP-2 network id")
      }
    }
  })

  it("CaipAddress reports whichever catalogue entry applies", () => {
    expect(Schema.decodeUnknownSync(CaipAddress)(`eip155:1:${EVM}`)).toBe(`eip155:1:${EVM}`)
    const grammar = Schema.decodeUnknownEither(CaipAddress)("eip155:1")
    expect(Either.isLeft(grammar) && grammar.left.message).toBe("Invalid CAIP-10 address")
    const namespace = Schema.decodeUnknownEither(CaipAddress)("starknet:SN_MAIN:0x1")
    expect(Either.isLeft(namespace) && namespace.left.message).toBe("Invalid CAIP Address")
  })

  it("make() validates, so a brand cannot be forged by accident", () => {
    expect(() => CaipNetworkId.make("eip155:1")).not.toThrow()
    expect(() => CaipAddress.make("eip155:1:0x")).not.toThrow()
    expect(() => CaipNetworkId.make("eip155:1:0x")).toThrow()
  })
})
