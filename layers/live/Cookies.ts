/**
 * CookiesLive: `document.cookie`, first-party, for the whole site (Path=/), SameSite=Lax, Secure on https. No
 * document (a server, a worker) or a refused write (a sandboxed frame) is a no-op: the cookie is a mirror, the
 * stored connection lives in Storage.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { cookieFromHeader } from "../../schemas/ssr/sessionCookie.js"
import { Cookies } from "../../services/Cookies.js"

const hasDocument = (): boolean => typeof document !== "undefined"

export const CookiesLive: Layer.Layer<Cookies> = Layer.succeed(Cookies, {
  get: (name) =>
    Effect.try(() => (hasDocument() ? cookieFromHeader(document.cookie, name) : undefined)).pipe(
      Effect.map(Option.fromNullable),
      Effect.orElseSucceed(() => Option.none<string>())
    ),
  set: (name, value, maxAgeSeconds) =>
    Effect.try(() => {
      if (!hasDocument()) return
      const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : ""
      const age = value === undefined ? 0 : maxAgeSeconds
      document.cookie = `${name}=${value ?? ""}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`
    }).pipe(Effect.catchAll((cause) => Effect.logWarning("walletport: the session cookie could not be written", cause)))
})
