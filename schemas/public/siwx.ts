/**
 * The sign-in functions of `walletport/siwx/server` whose implementation fails with a catalogue class, and the
 * verifier's options, declared plainly (the implementation's own declarations name Effect's): each value is the
 * implementation itself, so its annotation is checked against it at compile time; the options and result types
 * are checked in test/types/publicSiwx.ts.
 */
import * as format from "../siwx/format.js"
import * as parse from "../siwx/parse.js"
import * as refusal from "../siwx/refusal.js"
import * as validate from "../siwx/validate.js"
import * as verify from "../siwx/verify/index.js"
import type { ParsedSiwxMessage, SiwxMessage } from "../siwx/fields.js"
import type { SafeParseResult } from "../validators/core/result.js"
import type { InvalidSiwxMessage, SiwxVerificationFailed, SmartAccountsUnsupported } from "./catalogue/siwx.js"

import type { Hex } from "./hex.js"

export type { Hex }

/** An `eth_call` on the message's chain: `to` absent for a deployless call (EIP-6492). Returns the call's data. */
export type EthCall = (request: { readonly to?: Hex; readonly data: Hex }, chainId: string) => Promise<Hex>

/** How the signature was checked. */
export type SiwxSignatureKind = "eoa" | "erc1271" | "erc6492" | "ed25519"

/** A verified sign-in: the message's fields and how its signature was checked. */
export interface VerifiedSiwxMessage {
  /** The message's fields, as parsed. */
  readonly fields: ParsedSiwxMessage
  /** How the signature was checked. */
  readonly kind: SiwxSignatureKind
}

/** Why a sign-in did not verify. */
export type VerifySiwxMessageError = InvalidSiwxMessage | SiwxVerificationFailed | SmartAccountsUnsupported

/** The typed result of verifySiwxMessage: `{ success: true, data }` or `{ success: false, error }`. */
export type SiwxVerification = SafeParseResult<VerifiedSiwxMessage, VerifySiwxMessageError>

/** What verifySiwxMessage is given (domain, nonce and chain are required). */
export interface VerifySiwxMessageOptions {
  /** The message text exactly as signed. */
  readonly message: string
  /** EVM: 0x hex (65 bytes, EIP-1271 bytes or an EIP-6492 wrapper). Solana: base58, 0x hex, or the raw 64 bytes. */
  readonly signature: string | Uint8Array
  /** The domain (authority) this server serves: the message must name it. */
  readonly domain: string
  /** The nonce this server issued for the sign-in. */
  readonly nonce: string
  /**
   * The CAIP-2 chain the message must be bound to, or the chains this server accepts: smart-account
   * signatures (EIP-1271, EIP-6492) are checked on that chain, so a message naming another one is refused.
   */
  readonly chainId: string | ReadonlyArray<string>
  /** When set, the message's scheme (https when it names none, EIP-4361) must be this one. */
  readonly scheme?: string | undefined
  /** The present instant (a Date or epoch milliseconds); defaults to the system clock. */
  readonly now?: Date | number | undefined
  /** How long this server's nonces live (default SIWX_NONCE_LIFETIME_MS): an older Issued At is refused. */
  readonly nonceLifetimeMs?: number | undefined
  /** How far the signer's clock may run ahead (default SIWX_CLOCK_SKEW_MS). */
  readonly clockSkewMs?: number | undefined
  /** Smart accounts (EIP-1271, EIP-6492) are checked on their chain: a JSON-RPC URL per CAIP-2 chain id… */
  readonly rpcUrls?: { readonly [chainId: string]: string } | undefined
  /** …or an eth_call of your own (a viem client's `call`). Takes precedence over rpcUrls. */
  readonly call?: EthCall | undefined
  /** fetch for rpcUrls; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch | undefined
}

/**
 * How far a signer's clock may run ahead of the server's: one minute. An Issued At later than now plus this
 * is refused; the same margin is allowed past the nonce's lifetime.
 */
export const SIWX_CLOCK_SKEW_MS: number = verify.SIWX_CLOCK_SKEW_MS

/**
 * Checks a signed sign-in message: its fields against the options (domain, nonce, chain, times) and its
 * signature (EIP-191, EIP-1271 or EIP-6492 through the chain, ed25519). Never throws for a bad message or
 * signature: the result says why.
 */
export const verifySiwxMessage: (options: VerifySiwxMessageOptions) => Promise<SiwxVerification> = verify.verifySiwxMessage

/** What a nonce must look like: 8 or more letters and digits. */
export const SIWX_NONCE_PATTERN: RegExp = validate.SIWX_NONCE_PATTERN

/** The message text to sign (EIP-4361 for eip155, CAIP-122 otherwise), or InvalidSiwxMessage naming the field. */
export const safeFormatSiwxMessage: (fields: SiwxMessage) => SafeParseResult<string, InvalidSiwxMessage> = format.safeFormatSiwxMessage
/** As safeFormatSiwxMessage; throws InvalidSiwxMessage. */
export const formatSiwxMessage: (fields: SiwxMessage) => string = format.formatSiwxMessage
/** A signed message's fields, or InvalidSiwxMessage naming the field that breaks the grammar. */
export const safeParseSiwxMessage: (text: string) => SafeParseResult<ParsedSiwxMessage, InvalidSiwxMessage> = parse.safeParseSiwxMessage
/** As safeParseSiwxMessage; throws InvalidSiwxMessage. */
export const parseSiwxMessage: (text: string) => ParsedSiwxMessage = parse.parseSiwxMessage

/** The errors a sign-in back end refuses a signed message with. */
export type SiwxRefusal = SiwxVerificationFailed | InvalidSiwxMessage | SmartAccountsUnsupported
/** The JSON body of an HTTP refusal (`{ error, tag, reason?, field? }`), as serverSiwx reads it. */
export const siwxRefusalBody: (refusal: SiwxRefusal) => Readonly<Record<string, string>> = refusal.siwxRefusalBody
