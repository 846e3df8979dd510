/**
 * EVM addresses (InvalidAddress), as plain functions: `0x` and 40 hex characters, EIP-55 strict
 * by default like viem (a mixed-case address must match its checksum; all-lowercase and all-uppercase carry
 * none and pass).
 */
import { InvalidAddress } from "../../errors/validation.js"
import { checksumAddress } from "../checksum.js"
import { describeInput } from "./caip.js"
import { EVM_ADDRESS_PATTERN } from "./caipGrammar.js"
import { fail, getOrThrow, type SafeParseResult, succeed } from "./result.js"


// Declared once, plainly, where walletport/validators declares its functions.
import type { EvmAddressOptions } from "../../public/validators.js"

export type { EvmAddressOptions }

/**
 * True for `0x` + 40 hex characters. Unless `strict: false`, a mixed-case address must also match
 * its EIP-55 checksum (all-lowercase and all-uppercase carry no checksum and pass).
 */
export const isEvmAddress = (value: unknown, options?: EvmAddressOptions): value is `0x${string}` => {
  if (typeof value !== "string" || !EVM_ADDRESS_PATTERN.test(value)) return false
  if (options?.strict === false) return true
  const hex = value.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return checksumAddress(value) === value
}

/**
 * An EVM address in its EIP-55 checksummed form; InvalidAddress when it is not `0x` + 40 hex
 * characters or (unless `strict: false`) a mixed case breaks its checksum.
 */
export const safeParseEvmAddress = (
  value: unknown,
  options?: EvmAddressOptions
): SafeParseResult<`0x${string}`, InvalidAddress> =>
  isEvmAddress(value, options) ? succeed(checksumAddress(value)) : fail(new InvalidAddress({ address: describeInput(value) }))

/** As safeParseEvmAddress; throws InvalidAddress. */
export const parseEvmAddress = (value: unknown, options?: EvmAddressOptions): `0x${string}` =>
  getOrThrow(safeParseEvmAddress(value, options))
