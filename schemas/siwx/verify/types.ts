/** The options and result of verifySiwxMessage (EIP-4361 "Verifying a signed Message"; CAIP-122). */
import type { InvalidSiwxMessage, SiwxVerificationFailed, SmartAccountsUnsupported } from "../../errors/siwx.js"
import type { SafeParseResult } from "../../validators/core/result.js"
import type { ParsedSiwxMessage } from "../fields.js"

/** `0x`-prefixed hex. */
export type Hex = `0x${string}`

/** An `eth_call` on the message's chain: `to` absent for a deployless call (EIP-6492). Returns the call's data. */
export type EthCall = (request: { readonly to?: Hex; readonly data: Hex }, chainId: string) => Promise<Hex>

/** What verifySiwxMessage is given. */
export interface VerifySiwxMessageOptions {
  /** The message text exactly as signed. */
  readonly message: string
  /** EVM: 0x hex (65 bytes, EIP-1271 bytes or an EIP-6492 wrapper). Solana: base58, 0x hex, or the raw 64 bytes. */
  readonly signature: string | Uint8Array
  /** The domain (authority) this server serves: the message must name it. */
  readonly domain: string
  /** The nonce this server issued for the sign-in. */
  readonly nonce: string
  /** When set, the message's scheme (https when it names none, EIP-4361) must be this one. */
  readonly scheme?: string
  /** When set, the CAIP-2 chain the message must be bound to. */
  readonly chainId?: string
  /** The present instant (a Date or epoch milliseconds); defaults to the system clock. */
  readonly now?: Date | number
  /** Smart accounts (EIP-1271, EIP-6492) are checked on their chain: a JSON-RPC URL per CAIP-2 chain id… */
  readonly rpcUrls?: Readonly<Record<string, string>>
  /** …or an eth_call of your own (a viem client's `call`, a ChainRpc). Takes precedence over rpcUrls. */
  readonly call?: EthCall
  /** fetch for rpcUrls; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch
}

/** How the signature was checked. */
export type SiwxSignatureKind = "eoa" | "erc1271" | "erc6492" | "ed25519"

/** A verified sign-in: the message's fields and how its signature was checked. */
export interface VerifiedSiwxMessage {
  readonly fields: ParsedSiwxMessage
  readonly kind: SiwxSignatureKind
}

/** Why a sign-in did not verify. */
export type VerifySiwxMessageError = InvalidSiwxMessage | SiwxVerificationFailed | SmartAccountsUnsupported

/** The typed result of verifySiwxMessage: `{ success: true, data }` or `{ success: false, error }`. */
export type SiwxVerification = SafeParseResult<VerifiedSiwxMessage, VerifySiwxMessageError>
