/** The page's first-party cookies (issue 27: the session cookie a server reads). One boundary, so tests fake it. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Option from "effect/Option"

export interface CookiesShape {
  /** The raw value of a cookie of this page; None when absent or unreadable. Never fails. */
  readonly get: (name: string) => Effect.Effect<Option.Option<string>>
  /** Sets the cookie for the whole site for `maxAgeSeconds`, or removes it (`undefined`). Never fails. */
  readonly set: (name: string, value: string | undefined, maxAgeSeconds: number) => Effect.Effect<void>
}

export class Cookies extends Context.Tag("walletport/Cookies")<Cookies, CookiesShape>() {}
