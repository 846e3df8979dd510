/**
 * A service whose code loads on first use (a feature's `load`, ARCHITECTURE §4), for its containers: undefined until
 * the service is built, then its state and the service. A failed load is thrown during render, so the view's boundary
 * (ViewSuspense) offers its retry, which mounts the hook anew.
 */
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import { useEffect, useMemo, useState } from "react"
import type { AppServices } from "../../runtime/layers.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { type Store, storeFromRef } from "../../runtime/store.js"

/** The store before the service is built. */
const NOT_LOADED: Store<undefined> = { get: () => undefined, subscribe: () => () => undefined }

/** `load` must be stable (a module constant). */
export const useLazyService = <S extends { readonly state: Subscribable.Subscribable<A> }, A, E>(
  load: Effect.Effect<S, E, AppServices>
): readonly [A, S] | undefined => {
  const { runtime } = useLoaded().internals
  const [service, setService] = useState<S>()
  const [failure, setFailure] = useState<{ readonly error: unknown }>()
  useEffect(() => {
    let live = true
    runtime.runPromise(load).then(
      (loaded) => {
        if (live) setService(loaded)
      },
      (error: unknown) => {
        if (live) setFailure({ error })
      }
    )
    return () => {
      live = false
    }
  }, [runtime, load])
  if (failure !== undefined) throw failure.error
  const store = useMemo((): Store<A | undefined> => (service === undefined ? NOT_LOADED : storeFromRef(runtime, service.state)), [runtime, service])
  const state = useStore(store)
  return service === undefined || state === undefined ? undefined : [state, service]
}
