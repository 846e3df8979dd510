/**
 * EVM address Schemas (InvalidAddress) for Effect code. The rule lives in ./core/evmAddress.ts:
 * `0x` + 40 hex characters, EIP-55 strict by default.
 */
import * as Schema from "effect/Schema"
import { isEvmAddress } from "./core/evmAddress.js"

export { type EvmAddressOptions, isEvmAddress } from "./core/evmAddress.js"

/** An EVM address, `0x` + 40 hex characters, checksum not enforced (what wallets send, any case). */
export const EvmAddress = Schema.String.pipe(
  Schema.filter((value) => isEvmAddress(value, { strict: false }), {
    message: () => "Invalid EVM address: expected 0x followed by 40 hex characters"
  }),
  Schema.brand("EvmAddress"),
  Schema.annotations({ identifier: "EvmAddress" })
)
/** A validated EVM address. */
export type EvmAddress = typeof EvmAddress.Type

/** Strict mode: an EVM address whose mixed case matches its EIP-55 checksum. */
export const ChecksummedEvmAddress = Schema.String.pipe(
  Schema.filter((value) => isEvmAddress(value), {
    message: () => "Invalid EVM address: expected 0x and 40 hex characters matching their EIP-55 checksum"
  }),
  Schema.brand("ChecksummedEvmAddress"),
  Schema.annotations({ identifier: "ChecksummedEvmAddress" })
)
/** Strict mode: a validated, checksum-respecting EVM address. */
export type ChecksummedEvmAddress = typeof ChecksummedEvmAddress.Type
