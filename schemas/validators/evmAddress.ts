/**
 * EVM address validation (SPEC §5, §8 InvalidAddress): 40 hex characters, `0x` optional;
 * strict mode also checks the EIP-55 checksum.
 */
import * as Schema from "effect/Schema"
import { checksumAddress } from "./checksum.js"

const EVM_ADDRESS_PATTERN = /^(?:0x)?[0-9a-fA-F]{40}$/

/** SPEC §5: options of isEvmAddress; `strict` adds the EIP-55 checksum check. */
export interface EvmAddressOptions {
  readonly strict?: boolean
}

/**
 * SPEC §5: true for 40 hex characters with an optional lowercase `0x`. With `strict`, a mixed-case
 * address must also match its EIP-55 checksum; all-lowercase carries no checksum and passes (viem's rule).
 */
export const isEvmAddress = (value: unknown, options?: EvmAddressOptions): value is string => {
  if (typeof value !== "string" || !EVM_ADDRESS_PATTERN.test(value)) return false
  if (options?.strict !== true) return true
  // The prefix stays optional in strict mode too. All-lowercase carries no checksum (viem's rule).
  const hex = value.startsWith("0x") ? value.slice(2) : value
  if (hex === hex.toLowerCase()) return true
  return checksumAddress(`0x${hex}`).slice(2) === hex
}

/** SPEC §5: an EVM address, 40 hex characters with optional `0x`, checksum not enforced. */
export const EvmAddress = Schema.String.pipe(
  Schema.filter((value) => isEvmAddress(value), {
    message: () => "Invalid EVM address: expected 40 hex characters with an optional 0x prefix"
  }),
  Schema.brand("EvmAddress"),
  Schema.annotations({ identifier: "EvmAddress" })
)
/** SPEC §5: a validated EVM address. */
export type EvmAddress = typeof EvmAddress.Type

/** SPEC §5 strict mode: an EVM address whose mixed case matches its EIP-55 checksum. */
export const ChecksummedEvmAddress = Schema.String.pipe(
  Schema.filter((value) => isEvmAddress(value, { strict: true }), {
    message: () => "Invalid EVM address: expected 40 hex characters matching their EIP-55 checksum"
  }),
  Schema.brand("ChecksummedEvmAddress"),
  Schema.annotations({ identifier: "ChecksummedEvmAddress" })
)
/** SPEC §5 strict mode: a validated, checksum-respecting EVM address. */
export type ChecksummedEvmAddress = typeof ChecksummedEvmAddress.Type
