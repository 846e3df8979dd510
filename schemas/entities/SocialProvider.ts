/** SPEC §5: social login providers. */
import * as Schema from "effect/Schema"

/** SPEC §5: the providers a social login may name (the frame's redirect-uri request). */
export const SocialProvider = Schema.Literal("google", "github", "apple", "facebook", "x", "discord")
/** SPEC §5: the providers a social login may name (the frame's redirect-uri request). */
export type SocialProvider = typeof SocialProvider.Type

/** SPEC §1: a social login button the host can enable: a provider, or Farcaster (its own flow). */
export const SocialLogin = Schema.Literal(...SocialProvider.literals, "farcaster")
/** SPEC §1: a social login button the host can enable: a provider, or Farcaster (its own flow). */
export type SocialLogin = typeof SocialLogin.Type
