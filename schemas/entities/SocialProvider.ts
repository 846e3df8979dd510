/** Social login providers. */
import * as Schema from "effect/Schema"

/** The providers a social login may name (the frame's redirect-uri request). */
export const SocialProvider = Schema.Literal("google", "github", "apple", "facebook", "x", "discord")
/** The providers a social login may name (the frame's redirect-uri request). */
export type SocialProvider = typeof SocialProvider.Type

/** A social login button the host can enable: a provider, or Farcaster (its own flow). */
export const SocialLogin = Schema.Literal(...SocialProvider.literals, "farcaster")
/** A social login button the host can enable: a provider, or Farcaster (its own flow). */
export type SocialLogin = typeof SocialLogin.Type
