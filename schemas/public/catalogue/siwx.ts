/** siwx: plain declarations of walletport/errors (generated shape; checked against schemas/errors/siwx.ts). */
import * as impl from "../../errors/siwx.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * Creating the sign-in message or nonce failed.
 * What to do: Check your SiwxConfig / siweConfig: `cause` is what it threw.
 */
export interface SiwxInitFailed extends CatalogueError<"SiwxInitFailed"> {
  readonly cause?: unknown
}
export const SiwxInitFailed: ErrorClass<SiwxInitFailed, { readonly cause?: unknown }> = impl.SiwxInitFailed

/**
 * The visitor declined to sign the sign-in message.
 * What to do: Nothing: an expected outcome (walletport logs nothing); the sign view offers a retry.
 */
export interface SignatureDeclined extends CatalogueError<"SignatureDeclined"> {
  readonly cause?: unknown
}
export const SignatureDeclined: ErrorClass<SignatureDeclined, { readonly cause?: unknown }> = impl.SignatureDeclined

/**
 * The signature is not an EOA's and the verifier could not ask the chain (no RPC for it, or the call
 * failed). The sign-in flow shows this text only when the back end refuses with this error (`_tag`
 * "SmartAccountsUnsupported"), as verifySiwxMessage does.
 * What to do: Give the verifier an RPC for the chain (`rpcUrls`), or accept EOAs only.
 */
export interface SmartAccountsUnsupported extends CatalogueError<"SmartAccountsUnsupported"> {
  readonly cause?: unknown
}
export const SmartAccountsUnsupported: ErrorClass<SmartAccountsUnsupported, { readonly cause?: unknown }> = impl.SmartAccountsUnsupported

/**
 * A sign-in call while no siwx / siweConfig option is set.
 * What to do: Set one of them.
 */
export interface SiwxNotEnabled extends CatalogueError<"SiwxNotEnabled"> {}
export const SiwxNotEnabled: ErrorClass<SiwxNotEnabled, {}> = impl.SiwxNotEnabled

/**
 * Nothing is connected.
 * What to do: Connect first.
 */
export interface NoActiveCaipAddress extends CatalogueError<"NoActiveCaipAddress"> {}
export const NoActiveCaipAddress: ErrorClass<NoActiveCaipAddress, {}> = impl.NoActiveCaipAddress

/**
 * No active network or its client.
 * What to do: Switch to one of `networks`.
 */
export interface NoActiveCaipNetwork extends CatalogueError<"NoActiveCaipNetwork"> {}
export const NoActiveCaipNetwork: ErrorClass<NoActiveCaipNetwork, {}> = impl.NoActiveCaipNetwork

/**
 * The catalogue "sign-in needs … a connection client".
 * What to do: Reconnect and sign in again.
 */
export interface NoConnectionClient extends CatalogueError<"NoConnectionClient"> {}
export const NoConnectionClient: ErrorClass<NoConnectionClient, {}> = impl.NoConnectionClient

/**
 * A sign-in message (EIP-4361 / CAIP-122) that breaks its grammar, naming the field at fault and
 * the rule it breaks. Raised by formatSiwxMessage, parseSiwxMessage and the verifier.
 * What to do: Fix the message your createMessage builds, or the field named.
 */
export interface InvalidSiwxMessage extends CatalogueError<"InvalidSiwxMessage"> {
  readonly field: "chainId" | "message" | "domain" | "accountAddress" | "statement" | "uri" | "version" | "nonce" | "issuedAt" | "expirationTime" | "notBefore" | "requestId" | "resources"
  readonly reason: string
}
export const InvalidSiwxMessage: ErrorClass<InvalidSiwxMessage, { readonly reason: string; readonly field: "chainId" | "message" | "domain" | "accountAddress" | "statement" | "uri" | "version" | "nonce" | "issuedAt" | "expirationTime" | "notBefore" | "requestId" | "resources" }> = impl.InvalidSiwxMessage

/**
 * A sign-in message that parses but does not verify (EIP-4361 "Verifying a signed Message"): a wrong
 * signature, another domain or nonce, outside its time window. Smart-account signatures that cannot be
 * checked fail with SmartAccountsUnsupported instead.
 * What to do: Refuse the sign-in; the visitor signs a fresh message.
 */
export interface SiwxVerificationFailed extends CatalogueError<"SiwxVerificationFailed"> {
  readonly reason: "chainId" | "signature" | "domain" | "nonce" | "signatureEncoding" | "scheme" | "expired" | "notYetValid" | "issuedInFuture" | "issuedTooLongAgo"
  readonly cause?: unknown
}
export const SiwxVerificationFailed: ErrorClass<SiwxVerificationFailed, { readonly cause?: unknown; readonly reason: "chainId" | "signature" | "domain" | "nonce" | "signatureEncoding" | "scheme" | "expired" | "notYetValid" | "issuedInFuture" | "issuedTooLongAgo" }> = impl.SiwxVerificationFailed

/**
 * VerifySiwxMessage was called without a required option or with a malformed one: a bug in the host's
 * server, not a bad sign-in, so it rejects instead of answering `{ success: false }`.
 * What to do: Fix the options your server passes.
 */
export interface InvalidSiwxVerifyOptions extends CatalogueError<"InvalidSiwxVerifyOptions"> {
  readonly option: string
  readonly reason: string
}
export const InvalidSiwxVerifyOptions: ErrorClass<InvalidSiwxVerifyOptions, { readonly reason: string; readonly option: string }> = impl.InvalidSiwxVerifyOptions

/** The parts of a sign-in message, in order. */
export const SIWX_MESSAGE_PARTS = impl.SIWX_MESSAGE_PARTS
/** A part of a sign-in message. */
export type SiwxMessagePart = (typeof SIWX_MESSAGE_PARTS)[number]
/** Why a signed message was refused. */
export const SIWX_VERIFICATION_FAILURE_REASONS = impl.SIWX_VERIFICATION_FAILURE_REASONS
/** A reason a signed message was refused. */
export type SiwxVerificationFailure = (typeof SIWX_VERIFICATION_FAILURE_REASONS)[number]
