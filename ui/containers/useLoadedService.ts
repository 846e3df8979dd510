/**
 * A lazily loaded feature's service for its container (the Send pattern): undefined until `load` built it, then
 * its state (what `stateOf` gives) and the service. A failed load is thrown during render, so the view's
 * boundary (ViewSuspense) offers its retry. `load` and `stateOf` must be stable (module constants).
 */
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import { useEffect, useMemo, useState } from "react"
import type { AppServices } from "../../runtime/layers.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { type Store, storeFromRef } from "../../runtime/store.js"

export const useLoadedService = <S, A, E>(
  load: Effect.Effect<S, E, AppServices>,
  stateOf: (service: S) => Subscribable.Subscribable<A>
): readonly [A, S] | undefined => {
  const { runtime } = useLoaded().internals
  const [service, setService] = useState<{ readonly value: S }>()
  const [failure, setFailure] = useState<{ readonly error: unknown }>()
  useEffect(() => {
    let live = true
    runtime.runPromise(load).then(
      (value) => live && setService({ value }),
      (error: unknown) => live && setFailure({ error })
    )
    return () => {
      live = false
    }
  }, [runtime, load])
  if (failure !== undefined) throw failure.error
  const store = useMemo((): Store<A | undefined> =>
    service === undefined ? { get: () => undefined, subscribe: () => () => undefined } : storeFromRef(runtime, stateOf(service.value)), [runtime, service, stateOf])
  const state = useStore(store)
  return service === undefined || state === undefined ? undefined : [state, service.value]
}
