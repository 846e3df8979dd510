/**
 * A network choice from a list: runs the intent, and keeps which network is pending and why the last
 * switch failed (the catalogue message), so the list can show both.
 */
import { useCallback, useState } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"

export interface SwitchNetworkState {
  readonly pending: string | undefined
  readonly error: string | undefined
  readonly choose: (caipNetworkId: string) => void
}

export const useSwitchNetwork = (): SwitchNetworkState => {
  const { runtime } = useLoaded().internals
  const [pending, setPending] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const choose = useCallback(
    (caipNetworkId: string) => {
      setPending(caipNetworkId)
      setError(undefined)
      void runtime.runPromise(intents.chooseNetwork(caipNetworkId).pipe(intents.failureMessage)).then((message) => {
        setPending(undefined)
        setError(message)
      })
    },
    [runtime]
  )
  return { pending, error, choose }
}
