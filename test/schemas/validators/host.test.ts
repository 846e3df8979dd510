// The host-facing validators (walletport/validators): parseX throws the catalogue error with its exact
// message, safeParseX returns { success, data | error }, and the Either functions of walletport/effect
// agree with both on every input (they wrap the same safe core).
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import {
  InvalidAddress,
  InvalidCaip10Address,
  InvalidCaipAddress,
  InvalidCaipNetworkId,
  InvalidChainId,
  InvalidDecimalNumber
} from "../../../schemas/errors/validation.js"
import * as Host from "../../../schemas/validators/host.js"
import * as Effectful from "../../../schemas/validators/index.js"

const EVM = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

interface Case {
  readonly name: string
  readonly safe: () => Host.SafeParseResult<unknown, Error>
  readonly parse: () => unknown
  readonly either?: () => Either.Either<unknown, Error>
}

const ok: ReadonlyArray<Case & { readonly data: unknown }> = [
  { name: "CAIP-2 id", data: { chainNamespace: "eip155", chainId: "1" }, safe: () => Host.safeParseCaipNetworkId("eip155:1"), parse: () => Host.parseCaipNetworkId("eip155:1"), either: () => Effectful.parseCaipNetworkId("eip155:1") },
  { name: "CAIP-2 id, unserved namespace", data: { chainNamespace: "starknet", chainId: "SN_GOERLI" }, safe: () => Host.safeParseCaipNetworkId("starknet:SN_GOERLI"), parse: () => Host.parseCaipNetworkId("starknet:SN_GOERLI"), either: () => Effectful.parseCaipNetworkId("starknet:SN_GOERLI") },
  { name: "CAIP-10 address", data: { chainNamespace: "eip155", chainId: "1", address: EVM }, safe: () => Host.safeParseCaipAddress(`eip155:1:${EVM}`), parse: () => Host.parseCaipAddress(`eip155:1:${EVM}`), either: () => Effectful.parseCaipAddress(`eip155:1:${EVM}`) },
  { name: "coin type", data: 2147483785, safe: () => Host.safeChainIdToCoinType(137), parse: () => Host.chainIdToCoinType(137), either: () => Effectful.chainIdToCoinType(137) },
  { name: "decimal", data: 1_500_000n, safe: () => Host.safeParseDecimal("1.5", 6), parse: () => Host.parseDecimal("1.5", 6), either: () => Effectful.parseDecimal("1.5", 6) },
  { name: "EVM address, lowercase → checksummed", data: EVM, safe: () => Host.safeParseEvmAddress(EVM.toLowerCase()), parse: () => Host.parseEvmAddress(EVM.toLowerCase()) },
  { name: "CAIP-2 format", data: "eip155:10", safe: () => Host.safeFormatCaipNetworkId("eip155", 10), parse: () => Host.formatCaipNetworkId("eip155", 10), either: () => Effectful.formatCaipNetworkId("eip155", 10) },
  { name: "CAIP-10 format", data: `solana:x:${"1".repeat(32)}`, safe: () => Host.safeFormatCaipAddress("solana", "x", "1".repeat(32)), parse: () => Host.formatCaipAddress("solana", "x", "1".repeat(32)), either: () => Effectful.formatCaipAddress("solana", "x", "1".repeat(32)) }
]

const bad: ReadonlyArray<Case & { readonly error: new(...args: never) => Error; readonly message: string }> = [
  { name: "CAIP-2 id with three parts", error: InvalidCaipNetworkId, message: "Invalid CAIP-2 network id", safe: () => Host.safeParseCaipNetworkId("eip155:1:2"), parse: () => Host.parseCaipNetworkId("eip155:1:2"), either: () => Effectful.parseCaipNetworkId("eip155:1:2") },
  { name: "CAIP-2 id that is not a string", error: InvalidCaipNetworkId, message: "Invalid CAIP-2 network id", safe: () => Host.safeParseCaipNetworkId(1), parse: () => Host.parseCaipNetworkId(1) },
  { name: "CAIP-10 grammar", error: InvalidCaip10Address, message: "Invalid CAIP-10 address", safe: () => Host.safeParseCaipAddress("eip155:1"), parse: () => Host.parseCaipAddress("eip155:1"), either: () => Effectful.parseCaipAddress("eip155:1") },
  { name: "CAIP-10 unserved namespace", error: InvalidCaipAddress, message: "Invalid CAIP Address", safe: () => Host.safeParseCaipAddress("starknet:SN_MAIN:0x1"), parse: () => Host.parseCaipAddress("starknet:SN_MAIN:0x1"), either: () => Effectful.parseCaipAddress("starknet:SN_MAIN:0x1") },
  { name: "coin type of 2^31", error: InvalidChainId, message: "Invalid chainId", safe: () => Host.safeChainIdToCoinType(2 ** 31), parse: () => Host.chainIdToCoinType(2 ** 31), either: () => Effectful.chainIdToCoinType(2 ** 31) },
  { name: "decimal 1.2.3", error: InvalidDecimalNumber, message: "Number `1.2.3` is not a valid decimal number.", safe: () => Host.safeParseDecimal("1.2.3", 18), parse: () => Host.parseDecimal("1.2.3", 18), either: () => Effectful.parseDecimal("1.2.3", 18) },
  { name: "decimal with bad decimals", error: InvalidDecimalNumber, message: "Number `1` is not a valid decimal number.", safe: () => Host.safeParseDecimal("1", -1), parse: () => Host.parseDecimal("1", -1), either: () => Effectful.parseDecimal("1", -1) },
  { name: "EVM address without 0x", error: InvalidAddress, message: `Address "${EVM.slice(2)}" is invalid.\n- Address must be a hex value of 20 bytes (40 hex characters).\n- Address must match its checksum counterpart.`, safe: () => Host.safeParseEvmAddress(EVM.slice(2)), parse: () => Host.parseEvmAddress(EVM.slice(2)) },
  { name: "EVM address with a broken checksum", error: InvalidAddress, message: `Address "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266" is invalid.\n- Address must be a hex value of 20 bytes (40 hex characters).\n- Address must match its checksum counterpart.`, safe: () => Host.safeParseEvmAddress("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), parse: () => Host.parseEvmAddress("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266") },
  { name: "CAIP-2 format of NaN", error: InvalidCaipNetworkId, message: "Invalid CAIP-2 network id", safe: () => Host.safeFormatCaipNetworkId("eip155", Number.NaN), parse: () => Host.formatCaipNetworkId("eip155", Number.NaN), either: () => Effectful.formatCaipNetworkId("eip155", Number.NaN) }
]

describe("validators that succeed", () => {
  it.each(ok)("$name: safe → { success: true, data }, parse → data, Either → Right", ({ safe, parse, either, data }) => {
    expect(safe()).toStrictEqual({ success: true, data })
    expect(parse()).toStrictEqual(data)
    if (either !== undefined) expect(either()).toStrictEqual(Either.right(data))
  })
})

describe("validators that fail", () => {
  it.each(bad)("$name: safe → { success: false, error }, parse throws it, Either → Left", ({ safe, parse, either, error, message }) => {
    const result = safe()
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error).toBeInstanceOf(error)
    expect(result.error.message).toBe(message)
    expect(parse).toThrow(error)
    expect(parse).toThrow(message)
    if (either !== undefined) expect(either()).toStrictEqual(Either.left(result.error))
  })
})

describe("EVM address parsing", () => {
  it("keeps the checksum rule optional", () => {
    expect(Host.parseEvmAddress("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266", { strict: false })).toBe(EVM)
  })
  it("returns the checksummed form of an all-uppercase address", () => {
    expect(Host.parseEvmAddress(`0x${EVM.slice(2).toUpperCase()}`)).toBe(EVM)
  })
})
