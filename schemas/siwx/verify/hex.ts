/** `0x` hex guards for signatures and call results (outside data is narrowed, never cast). */
import type { Hex } from "./types.js"

/** `0x` and any number of hex digits (a JSON-RPC result). */
export const isHex = (value: unknown): value is Hex => typeof value === "string" && /^0x[0-9a-fA-F]*$/.test(value)

/** `0x` and whole bytes (a signature, an address). */
export const isHexBytes = (value: unknown): value is Hex => typeof value === "string" && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)
