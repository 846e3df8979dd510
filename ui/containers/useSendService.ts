/**
 * The Send service for the send/receive containers. Its code loads on first use (SendFeature.load), so the
 * hook answers undefined until the service is built, then its state.
 */
import * as Effect from "effect/Effect"
import { useEffect, useMemo, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { type Store, storeFromRef } from "../../runtime/store.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { SendFeature, type SendShape, type SendState } from "../../services/Send.js"
import { useServiceValue } from "./useService.js"

/** The store before the service is built. */
const NOT_LOADED: Store<SendState | undefined> = { get: () => undefined, subscribe: () => () => undefined }

export const useSendService = (): readonly [SendState, SendShape] | undefined => {
  const { runtime } = useLoaded().internals
  const [send, setSend] = useState<SendShape>()
  const [failure, setFailure] = useState<{ readonly error: unknown }>()
  useEffect(() => {
    let live = true
    runtime.runPromise(Effect.flatMap(SendFeature, (feature) => feature.load)).then(
      (loaded) => {
        if (live) setSend(loaded)
      },
      (error: unknown) => {
        if (live) setFailure({ error })
      }
    )
    return () => {
      live = false
    }
  }, [runtime])
  // Thrown during render, so the view's boundary (ViewSuspense) offers its retry, which mounts this hook anew.
  if (failure !== undefined) throw failure.error
  const store = useMemo((): Store<SendState | undefined> => (send === undefined ? NOT_LOADED : storeFromRef(runtime, send.state)), [runtime, send])
  const state = useStore(store)
  return send === undefined || state === undefined ? undefined : [state, send]
}

/** True when the namespace's adapter can send (the Send entry point shows only then). */
export const useCanSend = (namespace: ChainNamespace | undefined): boolean => {
  const adapters = useServiceValue(ChainAdapters)
  return namespace !== undefined && adapters?.get(namespace)?.transfers !== undefined
}
