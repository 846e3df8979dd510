import { describe, expect, it } from "vitest"
import { fromProviderError, KNOWN_RPC_CODES } from "../../../schemas/errors/index.js"

const byCode: ReadonlyArray<readonly [number, string, string]> = [
  [-32700, "ParseRpcError", "Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text."],
  [-32600, "InvalidRequestRpcError", "JSON is not a valid request object."],
  [-32601, "MethodNotFoundRpcError", 'The method "eth_foo" does not exist / is not available.'],
  [-32602, "InvalidParamsRpcError", "Invalid parameters were provided to the RPC method."],
  [-32603, "InternalRpcError", "An internal error was received."],
  [-32000, "InvalidInputRpcError", "Missing or invalid parameters."],
  [-32001, "ResourceNotFoundRpcError", "Requested resource not found."],
  [-32002, "ResourceUnavailableRpcError", "Requested resource not available."],
  [-32003, "TransactionRejectedRpcError", "Transaction creation failed."],
  [-32004, "MethodNotSupportedRpcError", 'Method "eth_foo" is not supported.'],
  [-32005, "LimitExceededRpcError", "Request exceeds defined limit."],
  [-32006, "JsonRpcVersionUnsupported", "Version of JSON-RPC protocol is not supported."],
  [4001, "UserRejectedRequest", "User rejected the request."],
  [4100, "UnauthorizedProvider", "The requested method and/or account has not been authorized by the user."],
  [4200, "UnsupportedProviderMethod", "The Provider does not support the requested method. (eth_foo)"],
  [4900, "ProviderDisconnected", "The Provider is disconnected from all chains."],
  [4901, "ChainDisconnected", "The Provider is not connected to the requested chain."],
  [4902, "SwitchChainError", "An error occurred when attempting to switch chain."],
  [5000, "UnknownRpcError", "An unknown RPC error occurred."],
  [32603, "InvalidChainIdRpcError", "Invalid chain id"],
  [5700, "UnsupportedNonOptionalCapability", "This Wallet does not support a capability that was not marked as optional."],
  [5710, "UnsupportedChainIdRpcError", "This Wallet does not support the requested chain ID."],
  [5720, "DuplicateBundleId", "There is already a bundle submitted with this ID."],
  [5730, "UnknownBundleId", "This bundle id is unknown / has not been submitted"],
  [5740, "BundleTooLarge", "The call bundle is too large for the Wallet to process."],
  [5750, "AtomicReadyWalletRejectedUpgrade", "The Wallet can support atomicity after an upgrade, but the user rejected the upgrade."],
  [5760, "AtomicityNotSupported", "The wallet does not support atomic execution but the request requires it."]
]

describe("fromProviderError (SPEC §8 wallet RPC codes)", () => {
  it("covers every code of the catalogue", () => {
    expect([...KNOWN_RPC_CODES].sort()).toEqual(byCode.map(([code]) => code).sort())
  })

  it.each(byCode)("an EIP-1193 error with code %i becomes %s", (code, tag, text) => {
    const error = fromProviderError({ code, message: "wallet words" }, "eth_foo")
    expect(error._tag).toBe(tag)
    expect(error.message).toBe(text)
    expect(error.details).toBe("wallet words")
  })

  it.each([
    ["a JSON-RPC response body", { jsonrpc: "2.0", id: 1, error: { code: 4001, message: "denied" } }],
    ["a numeric string code", { code: "4001", message: "denied" }],
    ["MetaMask mobile's data.originalError", { code: 9999, data: { originalError: { code: 4001 } } }],
    ["a viem-style cause chain", Object.assign(new Error("outer"), { cause: Object.assign(new Error("inner"), { code: 4001 }) })]
  ])("finds the rejection inside %s", (_name, raw) => {
    expect(fromProviderError(raw)._tag).toBe("UserRejectedRequest")
  })

  it("prefers a known outer code over what it wraps", () => {
    expect(fromProviderError({ code: -32603, data: { originalError: { code: 4001 } } })._tag).toBe("InternalRpcError")
  })

  it.each([
    ["a thrown string", "boom", "boom"],
    ["a thrown number", 42, undefined],
    ["null", null, undefined],
    ["an unknown code", { code: 1234, message: "odd" }, "odd"],
    ["an Error without code", new Error("plain"), "plain"],
    ["a code that is not a number", { code: { nested: true }, message: "weird" }, undefined]
  ])("maps %s to UnknownRpcError without throwing", (_name, raw, details) => {
    const error = fromProviderError(raw)
    expect(error._tag).toBe("UnknownRpcError")
    expect(error.message).toBe("An unknown RPC error occurred.")
    expect(error.details).toBe(details)
  })

  it("stops on a cause chain that refers to itself", () => {
    const loop: { code: number; cause?: unknown } = { code: 1 }
    loop.cause = loop
    expect(fromProviderError(loop)._tag).toBe("UnknownRpcError")
  })
})
