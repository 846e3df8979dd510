/** SIWXSignMessage / ConnectingSiwe (SPEC §4 sign-in flow): the Siwx service's state and its intents. */
import * as Effect from "effect/Effect"
import type { ReactNode } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { Siwx } from "../../services/Siwx.js"
import { useServiceState } from "./useService.js"
import { viewComponent } from "../views/registry.js"
import { visitorMessage } from "../components/visitorMessage.js"
import { useMessages } from "../i18n/I18nContext.js"

const SiwxSignMessageView = viewComponent("SIWXSignMessage")

const shortAddress = (address: string): string => (address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

const sign = Effect.flatMap(Siwx, (siwx) => siwx.sign)
const cancel = Effect.flatMap(Siwx, (siwx) => siwx.cancel)
const siwxState = Effect.map(Siwx, (siwx) => siwx.state)

export const SiwxContainer = (): ReactNode => {
  const instance = useLoaded()
  const { run } = instance.internals
  // Followed here rather than kept as a store in runtime/: only this view reads the flow's state.
  const state = useServiceState(siwxState)
  const messages = useMessages()
  if (state === undefined) return null
  return (
    <SiwxSignMessageView
      appName={instance.options.metadata?.name ?? messages.signIn.thisApp}
      account={state.pending === undefined ? undefined : shortAddress(state.pending.address)}
      signing={state.status === "signing"}
      error={state.error === undefined ? undefined : visitorMessage(state.error, messages)}
      required={state.required}
      onSign={() => run(sign)}
      onCancel={() => run(cancel)}
    />
  )
}
