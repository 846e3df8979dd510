/**
 * Namespace profiles of sign-in messages: EIP-4361 for eip155 and the CAIP-122 Solana profile
 * (ChainAgnostic/namespaces solana/caip122.md). Each names the account kind in the header, checks
 * addresses and chain references, and says which statements its grammar allows. Both profiles place
 * "Chain ID" after "Version" (the Solana profile's template; CAIP-122's generic example puts it later, but
 * a namespace's profile is what wallets and verifiers of that namespace follow).
 */
import { checksumAddress } from "../validators/checksum.js"
import { isEvmAddress } from "../validators/core/evmAddress.js"
import { isSolanaAddress } from "../validators/core/solanaAddress.js"
import { isReservedOrUnreservedText } from "./rfc3986.js"

/** How one namespace writes and checks its sign-in message. */
export interface SiwxProfile {
  /** CAIP-2 namespace. */
  readonly namespace: string
  /** The account kind in "… wants you to sign in with your {label} account:". */
  readonly label: string
  /** The address as the message writes it, or `undefined` when it is not one of this namespace. */
  readonly normalizeAddress: (address: string) => string | undefined
  /** True for a valid CAIP-2 reference of this namespace. */
  readonly isChainReference: (reference: string) => boolean
  /** True for a statement the profile's grammar allows (never a line break). */
  readonly isStatement: (statement: string) => boolean
  /** Whether an explicit `scheme://` may precede the domain (EIP-4361 only). */
  readonly allowsScheme: boolean
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/** EIP-4361: EIP-55 addresses, decimal EIP-155 chain ids, statements of RFC 3986 reserved/unreserved + " ". */
export const EIP155_PROFILE: SiwxProfile = {
  namespace: "eip155",
  label: "Ethereum",
  normalizeAddress: (address) => (isEvmAddress(address) ? checksumAddress(address) : undefined),
  isChainReference: (reference) => /^[0-9]+$/.test(reference),
  isStatement: isReservedOrUnreservedText,
  allowsScheme: true
}

/** CAIP-122 Solana profile: base58 ed25519 public keys, CAIP-2 references, printable ASCII statements. */
export const SOLANA_PROFILE: SiwxProfile = {
  namespace: "solana",
  label: "Solana",
  normalizeAddress: (address) => (isSolanaAddress(address) ? address : undefined),
  isChainReference: (reference) => CAIP2_REFERENCE.test(reference),
  isStatement: (statement) => PRINTABLE_ASCII.test(statement),
  allowsScheme: false
}

/** Every profile, by namespace. A new namespace (bip122, …) is one more entry. */
export const SIWX_PROFILES: ReadonlyArray<SiwxProfile> = [EIP155_PROFILE, SOLANA_PROFILE]

/** The profile of a CAIP-2 namespace, if one is defined. */
export const profileForNamespace = (namespace: string): SiwxProfile | undefined =>
  SIWX_PROFILES.find((profile) => profile.namespace === namespace)

/** The profile whose header names `label` ("Ethereum", "Solana"). */
export const profileForLabel = (label: string): SiwxProfile | undefined =>
  SIWX_PROFILES.find((profile) => profile.label === label)
