/**
 * Schemas of the scalar and preference values kept in local storage (SPEC §3 "Stored values").
 * They are decoding-strict: anything another script could have written is checked before use.
 */
import * as Schema from "effect/Schema"
import { isCaipNetworkId } from "../validators/core/caip.js"
import { isEmail } from "../validators/core/email.js"

/** SPEC §3: the embedded-wallet session token (from FRAME_SESSION_UPDATE). */
export const SessionToken = Schema.NonEmptyString.pipe(Schema.maxLength(16 * 1024))

/** SPEC §3/§4: set once an email login succeeded. */
export const EmailLoginUsed = Schema.Boolean

/** SPEC §3/§5: epoch milliseconds of the last email login attempt (drives the 30 s cooldown). */
export const LastEmailLoginTime = Schema.NonNegativeInt

/** SPEC §5: "Email fields must be valid emails" (the one rule, validators/core/email.ts), kept a plain string. */
export const StoredEmail = Schema.String.pipe(Schema.filter(isEmail, { message: () => "Invalid email address" }))

/** SPEC §5: a CAIP-2 network id (the one rule, validators/core/caip.ts), kept a plain string. */
export const StoredCaipNetworkId = Schema.String.pipe(
  Schema.filter((id): boolean => isCaipNetworkId(id), { message: () => "Invalid CAIP-2 network id" })
)

/** SPEC §3: the username of the social login. */
export const SocialUsername = Schema.NonEmptyString.pipe(Schema.maxLength(256))

/** SPEC §3/§4: chain ids on which the embedded wallet can use a smart account. */
export const SmartAccountEnabledNetworks = Schema.Array(Schema.NonNegativeInt)

/** SPEC §3: whether smart accounts are enabled for the embedded wallet. */
export const SmartAccountEnabled = Schema.Boolean
