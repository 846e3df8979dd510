/** Sign-in-with-X errors (SPEC §4 sign-in flow, §8 "Sign-in"). */
import * as Schema from "effect/Schema"

/** SPEC §8: creating the sign-in message or nonce failed. */
export class SiwxInitFailed extends Schema.TaggedError<SiwxInitFailed>()("SiwxInitFailed", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "A problem occurred while trying initialize authentication"
  }
}

/** SPEC §8: the visitor declined to sign the sign-in message. */
export class SignatureDeclined extends Schema.TaggedError<SignatureDeclined>()("SignatureDeclined", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "Signature declined"
  }
}

/** SPEC §8: verification of a smart-account signature failed. */
export class SmartAccountsUnsupported extends Schema.TaggedError<SmartAccountsUnsupported>()("SmartAccountsUnsupported", {
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return "This application might not support Smart Accounts"
  }
}

/** SPEC §8: a sign-in call while no siwx / siweConfig option is set. */
export class SiwxNotEnabled extends Schema.TaggedError<SiwxNotEnabled>()("SiwxNotEnabled", {}) {
  override get message(): string {
    return "SIWX is not enabled"
  }
}

/** SPEC §5 "sign-in needs an active address": nothing is connected. */
export class NoActiveCaipAddress extends Schema.TaggedError<NoActiveCaipAddress>()("NoActiveCaipAddress", {}) {
  override get message(): string {
    return "No ActiveCaipAddress found"
  }
}

/** SPEC §5 "sign-in needs … network": no active network or its client. */
export class NoActiveCaipNetwork extends Schema.TaggedError<NoActiveCaipNetwork>()("NoActiveCaipNetwork", {}) {
  override get message(): string {
    return "No ActiveCaipNetwork or client found"
  }
}

/** SPEC §5 "sign-in needs … a connection client". */
export class NoConnectionClient extends Schema.TaggedError<NoConnectionClient>()("NoConnectionClient", {}) {
  override get message(): string {
    return "No ConnectionController client found"
  }
}

/** SPEC §8: the toast shown while a sign-in signature is pending. */
export const AUTHENTICATING_TOAST = "Authenticating..."

/** The SPEC §3 sign-in message fields an InvalidSiwxMessage can name, and "message" for its line structure. */
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
 * A sign-in message (EIP-4361 / CAIP-122) that breaks its grammar, naming the SPEC §3 field at fault and
 * the rule it breaks. Raised by formatSiwxMessage, parseSiwxMessage and the verifier.
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
}
