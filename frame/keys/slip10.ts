/**
 * SLIP-10 key derivation for ed25519 (hardened steps only: ed25519 has no public derivation). Written here
 * because it is twenty lines of HMAC-SHA512 and no pinned package of ours provides it.
 */
import { hmac } from "@noble/hashes/hmac.js"
import { sha512 } from "@noble/hashes/sha2.js"

const HARDENED = 0x8000_0000
const MASTER_KEY = new TextEncoder().encode("ed25519 seed")

export interface Slip10Node {
  /** The 32-byte ed25519 private key (seed). */
  readonly key: Uint8Array
  readonly chainCode: Uint8Array
}

const node = (digest: Uint8Array): Slip10Node => ({ key: digest.slice(0, 32), chainCode: digest.slice(32) })

/** The master node of a BIP-39 seed. */
export const slip10Master = (seed: Uint8Array): Slip10Node => node(hmac(sha512, MASTER_KEY, seed))

/** One hardened child step; `index` is given unhardened (0 for 0'). */
export const slip10Child = (parent: Slip10Node, index: number): Slip10Node => {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new RangeError(`Bad SLIP-10 index ${index}`)
  const data = new Uint8Array(37)
  data.set(parent.key, 1)
  new DataView(data.buffer).setUint32(33, index + HARDENED)
  return node(hmac(sha512, parent.chainCode, data))
}

/** The node at a path of hardened indices (`[44, 501, 0, 0]` for m/44'/501'/0'/0'). */
export const slip10Derive = (seed: Uint8Array, path: ReadonlyArray<number>): Slip10Node =>
  path.reduce(slip10Child, slip10Master(seed))
