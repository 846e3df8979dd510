/**
 * Schemas of the scalar and preference values kept in local storage (SPEC §3 "Stored values").
 * They are decoding-strict: anything another script could have written is checked before use.
 */
import * as Schema from "effect/Schema"

/** SPEC §3: the embedded-wallet session token (from FRAME_SESSION_UPDATE). */
export const SessionToken = Schema.NonEmptyString.pipe(Schema.maxLength(16 * 1024))

/** SPEC §3/§4: set once an email login succeeded. */
export const EmailLoginUsed = Schema.Boolean

/** SPEC §3/§5: epoch milliseconds of the last email login attempt (drives the 30 s cooldown). */
export const LastEmailLoginTime = Schema.NonNegativeInt

/** SPEC §5: "Email fields must be valid emails" — a valid-looking address, RFC 5321 length cap. */
export const Email = Schema.String.pipe(
  Schema.maxLength(254),
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
)

/** SPEC §5: a CAIP-2 network id, `namespace:reference` (e.g. "eip155:1"), grammar from CAIP-2. */
export const StoredCaipNetworkId = Schema.String.pipe(Schema.pattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/** SPEC §3: the username of the social login. */
export const SocialUsername = Schema.NonEmptyString.pipe(Schema.maxLength(256))

/** SPEC §3/§4: chain ids on which the embedded wallet can use a smart account. */
export const SmartAccountEnabledNetworks = Schema.Array(Schema.NonNegativeInt)

/** SPEC §3: account types; "payment" is for bitcoin-style namespaces. */
export const StoredAccountType = Schema.Literal("eoa", "smartAccount", "payment")

/** SPEC §3: preferred account type per chain namespace. A struct, not a Record, so only known namespaces survive decoding. */
export const PreferredAccountTypes = Schema.Struct({
  eip155: Schema.optional(StoredAccountType),
  solana: Schema.optional(StoredAccountType),
  bip122: Schema.optional(StoredAccountType),
  polkadot: Schema.optional(StoredAccountType),
  cosmos: Schema.optional(StoredAccountType)
})

/** SPEC §5 social providers plus farcaster (SPEC §1), as stored after a social connect. */
export const ConnectedSocial = Schema.Literal("google", "github", "apple", "facebook", "x", "discord", "farcaster")

/** SPEC §3: whether smart accounts are enabled for the embedded wallet. */
export const SmartAccountEnabled = Schema.Boolean

export type StoredAccountType = typeof StoredAccountType.Type
export type PreferredAccountTypes = typeof PreferredAccountTypes.Type
export type ConnectedSocial = typeof ConnectedSocial.Type
