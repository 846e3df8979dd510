import { describe, expect, it } from "vitest"
import {
  ChainNotSupported,
  fromAddChainError,
  fromProviderError,
  KNOWN_RPC_CODES,
  NO_WALLET_DETAILS,
  UserRejectedRequest
} from "../../../schemas/errors/index.js"

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

  it("lets a specific inner code win over a generic outer one, and keeps the inner details", () => {
    const error = fromProviderError({
      code: -32603,
      message: "Internal JSON-RPC error.",
      data: { originalError: { code: 4902, message: "Unrecognized chain ID" } }
    })
    expect(error._tag).toBe("SwitchChainError")
    expect(error.details).toBe("Unrecognized chain ID")
  })

  it("keeps a specific outer code over what it wraps", () => {
    expect(fromProviderError({ code: 4902, cause: { code: 4001 } })._tag).toBe("SwitchChainError")
    expect(fromProviderError({ code: 4001, data: { originalError: { code: 4902 } } })._tag).toBe("UserRejectedRequest")
  })

  it("keeps a generic code when nothing more specific is inside", () => {
    expect(fromProviderError({ code: -32603, message: "Internal JSON-RPC error.", data: { originalError: { code: 1234 } } })._tag)
      .toBe("InternalRpcError")
    expect(fromProviderError({ code: -32000, message: "insufficient funds for gas * price + value" })._tag).toBe("InvalidInputRpcError")
  })

  it("contains a throwing getter on the wallet's error", () => {
    const hostile = { code: 4001, get data(): unknown { throw new Error("getter") } }
    expect(fromProviderError(hostile)._tag).toBe("UserRejectedRequest")
  })

  it.each([
    ["a thrown string", "boom", "boom"],
    ["a thrown number", 42, NO_WALLET_DETAILS],
    ["null", null, NO_WALLET_DETAILS],
    ["an unknown code", { code: 1234, message: "odd" }, "odd"],
    ["an Error without code", new Error("plain"), "plain"],
    ["a code that is not a number", { code: { nested: true }, message: "weird" }, "weird"],
    ["a fractional code", { code: 4001.5, message: "odd" }, "odd"]
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

// The shapes real wallets throw (from their sources and issue trackers), and what each must become.
const walletShapes: ReadonlyArray<readonly [string, unknown, string]> = [
  ["MetaMask: rejected signature", { code: 4001, message: "MetaMask Tx Signature: User denied transaction signature." }, "UserRejectedRequest"],
  ["MetaMask: rejected connection", { code: 4001, message: "User rejected the request." }, "UserRejectedRequest"],
  ["MetaMask: request already pending", { code: -32002, message: "Request of type 'wallet_requestPermissions' already pending for origin https://dapp.example. Please wait." }, "ResourceUnavailableRpcError"],
  ["MetaMask: unknown chain on switch", { code: 4902, message: 'Unrecognized chain ID "0x89". Try adding the chain using wallet_addEthereumChain first.' }, "SwitchChainError"],
  ["MetaMask: revoked account", { code: 4100, message: "The requested account and/or method has not been authorized by the user." }, "UnauthorizedProvider"],
  ["MetaMask Mobile: rejection inside -32603", { code: -32603, message: "Internal JSON-RPC error.", data: { originalError: { code: 4001, message: "User rejected the request." } } }, "UserRejectedRequest"],
  ["MetaMask Mobile: unknown chain inside -32603", { code: -32603, message: "Internal JSON-RPC error.", data: { originalError: { code: 4902, message: 'Unrecognized chain ID "0x89".' } } }, "SwitchChainError"],
  ["MetaMask Mobile: rejection said only in words", { code: -32603, message: "User rejected the request.", data: {} }, "UserRejectedRequest"],
  ["MetaMask Mobile: string codes inside -32603", { code: "-32603", data: { originalError: { code: "4001" } } }, "UserRejectedRequest"],
  ["Coinbase Wallet: denied authorization", { code: 4001, message: "User denied account authorization", docUrl: "https://docs.cloud.coinbase.com" }, "UserRejectedRequest"],
  ["Coinbase Wallet: unknown chain", { code: 4902, message: "Unrecognized chain ID", data: { chainId: "0x89" } }, "SwitchChainError"],
  ["Coinbase Wallet: unsupported method", { code: 4200, message: "The requested method is not supported by this Ethereum provider." }, "UnsupportedProviderMethod"],
  ["Rabby: rejected", { code: 4001, message: "User rejected the request." }, "UserRejectedRequest"],
  ["Rabby: chain not added", { code: 4902, message: 'Unrecognized chain ID "0x2105".' }, "SwitchChainError"],
  ["Phantom: rejected", { code: 4001, message: "User rejected the request." }, "UserRejectedRequest"],
  ["Phantom: disconnected", { code: 4900, message: "Disconnected" }, "ProviderDisconnected"],
  ["WalletConnect: SDK USER_REJECTED (5000)", { code: 5000, message: "User rejected." }, "UserRejectedRequest"],
  ["WalletConnect: USER_REJECTED_METHODS (5002)", { code: 5002, message: "User rejected methods." }, "UserRejectedRequest"],
  ["WalletConnect: string SDK key", { code: "USER_REJECTED", message: "User rejected." }, "UserRejectedRequest"],
  ["WalletConnect: numeric string code", { code: "4001", message: "Request rejected" }, "UserRejectedRequest"],
  ["WalletConnect: relayed JSON-RPC body", { id: 1, jsonrpc: "2.0", error: { code: -32000, message: "User rejected" } }, "UserRejectedRequest"],
  ["WalletConnect: a bare Error", new Error("User rejected the request."), "UserRejectedRequest"],
  ["WalletConnect: plain 5000", { code: 5000, message: "Something failed" }, "UnknownRpcError"],
  ["ethers: ACTION_REJECTED", { code: "ACTION_REJECTED", action: "requestAccounts", info: { error: { code: 4001, message: "User rejected the request." } } }, "UserRejectedRequest"],
  ["viem: UserRejectedRequestError chain", Object.assign(new Error("User rejected the request."), { code: 4001, cause: new Error("inner") }), "UserRejectedRequest"],
  ["viem: SwitchChainError around MetaMask Mobile", Object.assign(new Error("An error occurred when attempting to switch chain."), { cause: { code: -32603, data: { originalError: { code: 4902 } } } }), "SwitchChainError"]
]

describe("fromProviderError on real wallet error shapes", () => {
  it.each(walletShapes)("%s → %s", (_wallet, raw, tag) => {
    expect(fromProviderError(raw)._tag).toBe(tag)
  })

  it("does not read a rejection into an unrelated message", () => {
    expect(fromProviderError({ code: -32603, message: "execution reverted: user balance too low" })._tag).toBe("InternalRpcError")
    expect(fromProviderError(new Error("Failed to fetch"))._tag).toBe("UnknownRpcError")
  })
})

describe("fromAddChainError (wallet_addEthereumChain failures)", () => {
  it.each([
    ["MetaMask", { code: 4001, message: "User rejected the request." }],
    ["MetaMask Mobile", { code: -32603, message: "Internal JSON-RPC error.", data: { originalError: { code: 4001 } } }],
    ["WalletConnect", { code: 5000, message: "User rejected." }]
  ])("keeps a %s rejection a rejection", (_wallet, raw) => {
    const error = fromAddChainError(raw, 137)
    expect(error).toBeInstanceOf(UserRejectedRequest)
    expect(error.message).toBe("User rejected the request.")
  })

  it.each([
    ["an invalid params answer", { code: -32602, message: "Expected an array with at least one valid string HTTPS url 'rpcUrls'" }],
    ["an internal error", { code: -32603, message: "Internal JSON-RPC error." }],
    ["garbage", "nope"]
  ])("turns %s into ChainNotSupported with the cause kept", (_name, raw) => {
    const error = fromAddChainError(raw, 137)
    expect(error).toBeInstanceOf(ChainNotSupported)
    expect(error.message).toBe("Chain is not supported")
    expect(error._tag === "ChainNotSupported" && error.chainId).toBe(137)
    expect(error._tag === "ChainNotSupported" && error.cause).toBe(raw)
  })
})
