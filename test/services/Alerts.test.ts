// SPEC §8 alerts, each kind once; SPEC §4 banner: shows the oldest raised kind not yet closed, closes back to `info`.
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import { AlertsLive } from "../../layers/live/Alerts.js"
import { Alerts, BANNER_INFO } from "../../services/Alerts.js"

describe("Alerts", () => {
  it.effect("each kind is recorded and logged once, however often it is raised", () =>
    Effect.gen(function*() {
      const logged: Array<unknown> = []
      const alerts = yield* Alerts
      const raiseLogged = (kind: Parameters<typeof alerts.raise>[0]) =>
        alerts.raise(kind).pipe(Effect.provide(Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => logged.push(Array.isArray(message) ? message[0] : message)))))
      yield* raiseLogged("invalidAppConfiguration")
      yield* raiseLogged("invalidAppConfiguration")
      yield* raiseLogged("jwtTokenNotValid")
      yield* raiseLogged("invalidAppConfiguration")
      assert.deepStrictEqual(yield* alerts.state.get, ["invalidAppConfiguration", "jwtTokenNotValid"])
      assert.deepStrictEqual(logged, ["alert invalidAppConfiguration", "alert jwtTokenNotValid"])
    }).pipe(Effect.provide(AlertsLive)))

  it.effect("the banner rests on info, shows the first raised kind, and each close moves to the next, then back to info", () =>
    Effect.gen(function*() {
      const alerts = yield* Alerts
      assert.strictEqual(yield* alerts.banner.get, BANNER_INFO)
      yield* alerts.close
      assert.strictEqual(yield* alerts.banner.get, BANNER_INFO)
      yield* alerts.raise("invalidAppConfiguration")
      yield* alerts.raise("iframeLoadFailed")
      assert.deepStrictEqual(yield* alerts.banner.get, { variant: "error", kind: "invalidAppConfiguration" })
      yield* alerts.close
      assert.deepStrictEqual(yield* alerts.banner.get, { variant: "error", kind: "iframeLoadFailed" })
      yield* alerts.close
      assert.strictEqual(yield* alerts.banner.get, BANNER_INFO)
      // A closed kind raised again stays closed (shown once); a new kind shows.
      yield* alerts.raise("invalidAppConfiguration")
      assert.strictEqual(yield* alerts.banner.get, BANNER_INFO)
      yield* alerts.raise("jwtTokenNotValid")
      assert.deepStrictEqual(yield* alerts.banner.get, { variant: "error", kind: "jwtTokenNotValid" })
    }).pipe(Effect.provide(AlertsLive)))

  it.effect("the kinds list keeps its reference while only the banner changes (stores see no false change)", () =>
    Effect.gen(function*() {
      const alerts = yield* Alerts
      yield* alerts.raise("networkNotFound")
      const before = yield* alerts.state.get
      yield* alerts.close
      assert.strictEqual(yield* alerts.state.get, before)
    }).pipe(Effect.provide(AlertsLive)))
})
