/** A test layer for the Cookies boundary: an in-memory jar, readable by the test (`jar`), optionally prefilled. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { Cookies } from "../../services/Cookies.js"

export interface TestCookieJar {
  readonly values: Map<string, string>
  /** Every write in order: the value, or undefined for a removal. */
  readonly writes: Array<{ readonly name: string; readonly value: string | undefined }>
}

export const makeTestCookieJar = (initial: Readonly<Record<string, string>> = {}): TestCookieJar => ({
  values: new Map(Object.entries(initial)),
  writes: []
})

export const testCookies = (jar: TestCookieJar): Layer.Layer<Cookies> =>
  Layer.succeed(Cookies, {
    get: (name) => Effect.sync(() => Option.fromNullable(jar.values.get(name))),
    set: (name, value) =>
      Effect.sync(() => {
        jar.writes.push({ name, value })
        if (value === undefined) jar.values.delete(name)
        else jar.values.set(name, value)
      })
  })
