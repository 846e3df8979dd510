/**
 * Sign-in-with-X errors (sign-in flow, "Sign-in"). SmartAccountsUnsupported, InvalidSiwxMessage and
 * SiwxVerificationFailed are how a back end refuses a signed message, read back from its answer
 * (schemas/siwx/refusal.ts): Schema classes, to be decoded; the others are CatalogueErrors.
 */
import * as Schema from "effect/Schema"
import { CatalogueError } from "./catalogueError.js"
import { developerDetails } from "./developerDetails.js"

/**
 * Creating the sign-in message or nonce failed.
 * What to do: Check your SiwxConfig / siweConfig: `cause` is what it threw.
 */
export class SiwxInitFailed extends CatalogueError("SiwxInitFailed", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "A problem occurred while trying initialize authentication"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The visitor declined to sign the sign-in message.
 * What to do: Nothing: an expected outcome (walletport logs nothing); the sign view offers a retry.
 */
export class SignatureDeclined extends CatalogueError("SignatureDeclined", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Signature declined"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The signature is not an EOA's and the verifier could not ask the chain (no RPC for it, or the call
 * failed). The sign-in flow shows this text only when the back end refuses with this error (`_tag`
 * "SmartAccountsUnsupported"), as verifySiwxMessage does.
 * What to do: Give the verifier an RPC for the chain (`rpcUrls`), or accept EOAs only.
 */
export class SmartAccountsUnsupported extends Schema.TaggedError<SmartAccountsUnsupported>()("SmartAccountsUnsupported", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "This application might not support Smart Accounts"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A sign-in call while no siwx / siweConfig option is set.
 * What to do: Set one of them.
 */
export class SiwxNotEnabled extends CatalogueError("SiwxNotEnabled", {}) {
  override get message(): string {
    return "SIWX is not enabled"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * "sign-in needs an active address": nothing is connected.
 * What to do: Connect first.
 */
export class NoActiveCaipAddress extends CatalogueError("NoActiveCaipAddress", {}) {
  override get message(): string {
    return "No ActiveCaipAddress found"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * "sign-in needs … network": no active network or its client.
 * What to do: Switch to one of `networks`.
 */
export class NoActiveCaipNetwork extends CatalogueError("NoActiveCaipNetwork", {}) {
  override get message(): string {
    return "No ActiveCaipNetwork or client found"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * "sign-in needs … a connection client".
 * What to do: Reconnect and sign in again.
 */
export class NoConnectionClient extends CatalogueError("NoConnectionClient", {}) {
  override get message(): string {
    return "No ConnectionController client found"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/** The sign-in message fields an InvalidSiwxMessage can name, and "message" for its line structure. */
export const SIWX_MESSAGE_PARTS = [
  "message",
  "domain",
  "accountAddress",
  "statement",
  "uri",
  "version",
  "chainId",
  "nonce",
  "issuedAt",
  "expirationTime",
  "notBefore",
  "requestId",
  "resources"
] as const

/** One of SIWX_MESSAGE_PARTS. */
export type SiwxMessagePart = (typeof SIWX_MESSAGE_PARTS)[number]

/**
 * A sign-in message (EIP-4361 / CAIP-122) that breaks its grammar, naming the field at fault and
 * the rule it breaks. Raised by formatSiwxMessage, parseSiwxMessage and the verifier.
 * What to do: Fix the message your createMessage builds, or the field named.
 */
export class InvalidSiwxMessage extends Schema.TaggedError<InvalidSiwxMessage>()("InvalidSiwxMessage", {
  field: Schema.Literal(...SIWX_MESSAGE_PARTS),
  reason: Schema.String
}) {
  override get message(): string {
    return this.field === "message"
      ? `Invalid sign-in message: ${this.reason}`
      : `Invalid sign-in message field "${this.field}": ${this.reason}`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/** Why verifySiwxMessage refused a well-formed message. */
export const SIWX_VERIFICATION_FAILURE_REASONS = [
  "signature",
  "signatureEncoding",
  "domain",
  "scheme",
  "nonce",
  "chainId",
  "expired",
  "notYetValid",
  "issuedInFuture",
  "issuedTooLongAgo"
] as const

/** One of SIWX_VERIFICATION_FAILURE_REASONS. */
export type SiwxVerificationFailure = (typeof SIWX_VERIFICATION_FAILURE_REASONS)[number]

const SIWX_VERIFICATION_FAILURES: Readonly<Record<SiwxVerificationFailure, string>> = {
  signature: "the signature was not made by the message's account",
  signatureEncoding: "the signature is not in the encoding its namespace uses",
  domain: "the message was made for another domain",
  scheme: "the message was made for another scheme",
  nonce: "the nonce is not the one issued",
  chainId: "the message is bound to another chain",
  expired: "the message has expired",
  notYetValid: "the message is not valid yet",
  issuedInFuture: "the message was issued in the future",
  issuedTooLongAgo: "the message was issued longer ago than its nonce lives"
}

/**
 * A sign-in message that parses but does not verify (EIP-4361 "Verifying a signed Message"): a wrong
 * signature, another domain or nonce, outside its time window. Smart-account signatures that cannot be
 * checked fail with SmartAccountsUnsupported instead.
 * What to do: Refuse the sign-in; the visitor signs a fresh message.
 */
export class SiwxVerificationFailed extends Schema.TaggedError<SiwxVerificationFailed>()("SiwxVerificationFailed", {
  reason: Schema.Literal(...SIWX_VERIFICATION_FAILURE_REASONS),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return `Sign-in verification failed: ${SIWX_VERIFICATION_FAILURES[this.reason]}`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * verifySiwxMessage was called without a required option or with a malformed one: a bug in the host's
 * server, not a bad sign-in, so it rejects instead of answering `{ success: false }`.
 * What to do: Fix the options your server passes.
 */
export class InvalidSiwxVerifyOptions extends CatalogueError("InvalidSiwxVerifyOptions", {
  option: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `verifySiwxMessage: option "${this.option}" ${this.reason}`
  }
  get details(): string {
    return developerDetails(this)
  }
}
