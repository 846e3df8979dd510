/** The Send service and its state for the send/receive containers (the service is built with the runtime). */
import { useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { Send, type SendShape, type SendState } from "../../services/Send.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"

export const useSendService = (): readonly [SendState, SendShape] => {
  const { runtime } = useLoaded().internals
  const send = useMemo(() => runtime.runSync(Send), [runtime])
  const store = useMemo(() => storeFromRef(runtime, send.state), [runtime, send])
  return [useStore(store), send] as const
}

/** True when the namespace's adapter can send (the Send entry point shows only then). */
export const useCanSend = (namespace: ChainNamespace | undefined): boolean => {
  const { runtime } = useLoaded().internals
  return useMemo(
    () => namespace !== undefined && runtime.runSync(ChainAdapters).get(namespace)?.transfers !== undefined,
    [runtime, namespace]
  )
}
