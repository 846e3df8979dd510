/**
 * The ABI fragments ENS resolution calls (ENS v3 UniversalResolver `resolve` / `reverse` with its default
 * gateways, its errors that mean "no such record", and the resolver profiles read through it), as plain JSON so
 * no ABI parser is bundled.
 */

export const UNIVERSAL_RESOLVER_ABI = [
  {
    name: "resolve",
    type: "function",
    stateMutability: "view",
    inputs: [{ name: "name", type: "bytes" }, { name: "data", type: "bytes" }],
    outputs: [{ name: "", type: "bytes" }, { name: "resolver", type: "address" }]
  },
  {
    name: "reverse",
    type: "function",
    stateMutability: "view",
    inputs: [{ name: "lookupAddress", type: "bytes" }, { name: "coinType", type: "uint256" }],
    outputs: [{ name: "primary", type: "string" }, { name: "resolver", type: "address" }, { name: "reverseResolver", type: "address" }]
  }
] as const

/** The UniversalResolver's errors that say the name or record does not exist (viem's isNullUniversalResolverError). */
export const NULL_RESULT_ERRORS = [
  { name: "ResolverNotFound", type: "error", inputs: [{ name: "name", type: "bytes" }] },
  { name: "ResolverNotContract", type: "error", inputs: [{ name: "name", type: "bytes" }, { name: "resolver", type: "address" }] },
  { name: "ResolverError", type: "error", inputs: [{ name: "errorData", type: "bytes" }] },
  { name: "UnsupportedResolverProfile", type: "error", inputs: [{ name: "selector", type: "bytes4" }] },
  { name: "ReverseAddressMismatch", type: "error", inputs: [{ name: "primary", type: "string" }, { name: "primaryAddress", type: "bytes" }] },
  { name: "HttpError", type: "error", inputs: [{ name: "status", type: "uint16" }, { name: "message", type: "string" }] }
] as const

export const RESOLVER_ABI = [
  {
    name: "addr",
    type: "function",
    stateMutability: "view",
    inputs: [{ name: "node", type: "bytes32" }],
    outputs: [{ name: "", type: "address" }]
  },
  {
    name: "text",
    type: "function",
    stateMutability: "view",
    inputs: [{ name: "node", type: "bytes32" }, { name: "key", type: "string" }],
    outputs: [{ name: "", type: "string" }]
  }
] as const

/** ENSIP-9: Ethereum's coin type. */
export const ETH_COIN_TYPE = 60n
