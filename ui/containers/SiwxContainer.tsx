/** SIWXSignMessage / ConnectingSiwe (SPEC §4 sign-in flow): the Siwx service's state and its intents. */
import * as Effect from "effect/Effect"
import { type ReactNode, useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { storeFromRef } from "../../runtime/store.js"
import { Siwx } from "../../services/Siwx.js"
import { viewComponent } from "../views/registry.js"

const SiwxSignMessageView = viewComponent("SIWXSignMessage")

const shortAddress = (address: string): string => (address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

const sign = Effect.flatMap(Siwx, (siwx) => siwx.sign)
const cancel = Effect.flatMap(Siwx, (siwx) => siwx.cancel)

export const SiwxContainer = (): ReactNode => {
  const instance = useLoaded()
  const { runtime, run } = instance.internals
  // The store is made here rather than in runtime/: only this view reads the flow's state.
  const store = useMemo(() => storeFromRef(runtime, runtime.runSync(Siwx).state), [runtime])
  const state = useStore(store)
  return (
    <SiwxSignMessageView
      appName={instance.options.metadata?.name ?? "This app"}
      account={state.pending === undefined ? undefined : shortAddress(state.pending.address)}
      signing={state.status === "signing"}
      error={state.error?.message}
      required={state.required}
      onSign={() => run(sign)}
      onCancel={() => run(cancel)}
    />
  )
}
