/**
 * The session cookie's writer (issue 27, option `ssr: true`): follows the Connection state and keeps the
 * connected namespaces' public state (schemas/ssr/sessionCookie.ts) in a cookie, for the server's next render.
 * A namespace still connecting (the start-up restore) keeps what the cookie said; connected writes it; anything
 * else drops it. It runs in the lazy core: the host's initial chunk writes nothing.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import {
  type CookieSession,
  decodeSessionCookie,
  encodeSessionCookie,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  sessionCookieName
} from "../../schemas/ssr/sessionCookie.js"
import { storageScope } from "../../schemas/storage/keys.js"
import { Config } from "../../services/Config.js"
import { Connection, type ConnectionState } from "../../services/Connection.js"
import { Cookies } from "../../services/Cookies.js"
import { CookiesLive } from "./Cookies.js"

/** The cookie's sessions after `state`: connected ones as they are now, connecting ones as `before` had them. */
export const cookieSessions = (before: ReadonlyArray<CookieSession>, state: ConnectionState): ReadonlyArray<CookieSession> =>
  CHAIN_NAMESPACES.flatMap((namespace): ReadonlyArray<CookieSession> => {
    const { status, session } = state.namespaces[namespace]
    if (status === "connecting") return before.filter((s) => s.namespace === namespace)
    if (status !== "connected" || session === undefined) return []
    const { caipAddress, address, caipNetworkId, connector } = session
    return [{ namespace, caipAddress, address, caipNetworkId, connector: { id: connector.id, type: connector.type, name: connector.name } }]
  })

/**
 * Mirrors the connection into the session cookie while the runtime lives; nothing without `ssr: true`. A new
 * layer per call (layers are shared by reference within a build): a test's mirror over its own jar runs too.
 */
export const sessionCookieMirror = (): Layer.Layer<never, never, Config | Connection | Cookies> => Layer.scopedDiscard(
  Effect.gen(function*() {
    const config = yield* Config
    if (config.ssr !== true) return
    const connection = yield* Connection
    const cookies = yield* Cookies
    const name = sessionCookieName(storageScope(config))
    const raw = yield* cookies.get(name)
    let sessions = Option.getOrElse(Option.flatMapNullable(raw, decodeSessionCookie), (): ReadonlyArray<CookieSession> => [])
    // What the page holds now: a tampered or older cookie differs from any value we write, so it is replaced.
    let written = Option.getOrUndefined(raw)
    yield* connection.state.changes.pipe(
      Stream.runForEach((state) =>
        Effect.suspend(() => {
          sessions = cookieSessions(sessions, state)
          const value = sessions.length === 0 ? undefined : encodeSessionCookie(sessions)
          if (value === written) return Effect.void
          written = value
          return cookies.set(name, value, SESSION_COOKIE_MAX_AGE_SECONDS)
        })
      ),
      Effect.forkScoped
    )
  })
)

/** The mirror over the page's `document.cookie`. */
export const SessionCookieLive: Layer.Layer<never, never, Config | Connection> = sessionCookieMirror().pipe(Layer.provide(CookiesLive))
