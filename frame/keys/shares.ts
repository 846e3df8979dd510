/**
 * Shamir splits of the entropy. The primary split is 2-of-3 (device D, auth A, recovery R); each later device gets
 * its own 2-of-2 (Dn, An), since shares cannot be added to an existing polynomial. Shares of different splits
 * combine to garbage without any error, so every combine is checked against the public commitments.
 */
import { combine, split } from "shamir-secret-sharing"
import { ENTROPY_BYTES } from "./entropy.js"
import { type Commitments, deriveKeys, type EmbeddedKeys } from "./derive.js"

/** The shares did not give the wallet the commitments name (wrong, mixed, corrupted or foreign shares). */
export class WrongShares extends Error {
  constructor() {
    super("These shares do not restore this wallet")
    this.name = "WrongShares"
  }
}

export const splitPrimary = async (
  entropy: Uint8Array
): Promise<{ device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }> => {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (device === undefined || auth === undefined || recovery === undefined) throw new Error("split gave too few shares")
  return { device, auth, recovery }
}

export const splitForDevice = async (entropy: Uint8Array): Promise<{ device: Uint8Array; auth: Uint8Array }> => {
  const [device, auth] = await split(entropy, 2, 2)
  if (device === undefined || auth === undefined) throw new Error("split gave too few shares")
  return { device, auth }
}

const sameEvmAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** Combines two shares and returns the keys only when both committed addresses match; throws WrongShares otherwise. */
export const recoverKeys = async (
  shares: readonly [Uint8Array, Uint8Array],
  commitments: Commitments
): Promise<EmbeddedKeys> => {
  // combine refuses mismatched lengths and equal x coordinates: for the caller these are wrong shares too.
  const entropy = await combine([...shares]).catch(() => undefined)
  if (entropy?.length !== ENTROPY_BYTES) throw new WrongShares()
  const keys = deriveKeys(entropy)
  if (!sameEvmAddress(keys.evm.address, commitments.evmAddress) || keys.solana.address !== commitments.solanaAddress)
    throw new WrongShares()
  return keys
}
