/**
 * SPEC §5 "Origin must be on the allowed origins list", §7 (explorer /projects/v1/origins): the first open of
 * the modal checks the page's origin, once per instance, in the background: ORIGIN_CHECK_DELAY_MS after that
 * open (on the Clock), so neither the request nor the data plane's chunk competes with the modal's first paint.
 * Explorer.checkOrigin raises Invalid App Configuration (once) for an unlisted origin; 403 or no answer is
 * "no list" and nothing happens; 429/5xx are typed failures, logged, no alert.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { Explorer } from "../../services/Explorer.js"
import { Modal } from "../../services/Modal.js"
import { followStream } from "./followStream.js"

/** How long after the first open the origin is checked (as analytics waits before posting). */
export const ORIGIN_CHECK_DELAY_MS = 1000

/** The page's origin; undefined where there is none (a server render, an opaque origin). */
export const pageOrigin = (): string | undefined => {
  const origin = globalThis.location?.origin
  return origin === undefined || origin === "null" || origin.length === 0 ? undefined : origin
}

/** Checks `origin()` on the first open of the modal, for the life of the scope. */
export const originCheckOnOpen = (origin: () => string | undefined = pageOrigin): Layer.Layer<never, never, Modal | Explorer> =>
  Layer.scopedDiscard(
    Effect.gen(function*() {
      const modal = yield* Modal
      const explorer = yield* Explorer
      // `changes` starts with the current state, so an open that came first is not missed.
      yield* followStream(
        modal.state.changes.pipe(Stream.filter((s) => s.open), Stream.take(1)),
        () => {
          const at = origin()
          return at === undefined
            ? Effect.void
            : Effect.sleep(ORIGIN_CHECK_DELAY_MS).pipe(
              Effect.zipRight(explorer.checkOrigin(at)),
              Effect.catchAll((error) => Effect.logDebug("origins allow-list unavailable", error)),
              Effect.withSpan("originCheckOnOpen")
            )
        }
      )
    })
  )

/** The check on the page's own origin. */
export const OriginCheckLive: Layer.Layer<never, never, Modal | Explorer> = originCheckOnOpen()
