/**
 * Service state and values for the modal's containers, read off the render path: a render never runs a program
 * (no `runSync`), it reads what a fiber started after commit last reported. The fiber starts in a layout effect,
 * so a value the runtime has at once (a SubscriptionRef's current state) lands before the first paint.
 */
import * as Effect from "effect/Effect"
import * as FiberId from "effect/FiberId"
import * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"
import { useLayoutEffect, useState } from "react"
import type { AppServices } from "../../runtime/layers.js"
import { useLoaded } from "../../runtime/react/context.js"

/** What `program` answers, run once after the first commit: undefined until then. `program` must be stable (a module constant). */
export const useServiceValue = <A>(program: Effect.Effect<A, never, AppServices>): A | undefined => {
  const { runtime } = useLoaded().internals
  const [answer, setAnswer] = useState<{ readonly value: A }>()
  useLayoutEffect(() => {
    const fiber = runtime.runFork(Effect.flatMap(program, (value) => Effect.sync(() => setAnswer({ value }))))
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [runtime, program])
  return answer?.value
}

/** Follows a service's state (a Subscribable the program gives): undefined until its first value. `source` must be stable. */
export const useServiceState = <A>(source: Effect.Effect<Subscribable.Subscribable<A>, never, AppServices>): A | undefined => {
  const { runtime } = useLoaded().internals
  const [state, setState] = useState<{ readonly value: A }>()
  useLayoutEffect(() => {
    const fiber = runtime.runFork(
      Effect.flatMap(source, (ref) => Stream.runForEach(ref.changes, (value) => Effect.sync(() => setState({ value }))))
    )
    return () => fiber.unsafeInterruptAsFork(FiberId.none)
  }, [runtime, source])
  return state?.value
}
