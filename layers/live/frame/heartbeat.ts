/**
 * SPEC §9 heartbeat: while a session is live, one APP_HEARTBEAT every FRAME_HEARTBEAT_INTERVAL_MS. Any answer
 * (even an error reply) shows the frame alive; none before the next beat is due means it is dead, and
 * `onDead` runs once (the caller reloads it).
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { FRAME_HEARTBEAT_INTERVAL_MS } from "../../../schemas/constants.js"

const INTERVAL = Duration.millis(FRAME_HEARTBEAT_INTERVAL_MS)

export const heartbeat = (
  beat: Effect.Effect<unknown, unknown>,
  onDead: Effect.Effect<void>,
  /** Read before each beat: the session may have ended without the frame saying so (sign-out). */
  sessionLive: Effect.Effect<boolean>
): Effect.Effect<void> =>
  Effect.gen(function*() {
    yield* Effect.sleep(INTERVAL)
    while (yield* sessionLive) {
      const sentAt = yield* Clock.currentTimeMillis
      const answered = yield* Effect.timeoutTo(Effect.either(beat), {
        duration: INTERVAL,
        onSuccess: () => true,
        onTimeout: () => false
      })
      if (!answered) return yield* onDead
      const elapsed = (yield* Clock.currentTimeMillis) - sentAt
      yield* Effect.sleep(Duration.millis(Math.max(0, FRAME_HEARTBEAT_INTERVAL_MS - elapsed)))
    }
  })
