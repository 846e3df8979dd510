/** ConnectingExternal: waiting on the wallet, or its typed error with a retry (SPEC §4 connect attempt). */
import type { ReactNode } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { visitorMessage } from "../components/visitorMessage.js"
import { viewComponent } from "../views/registry.js"
import { useMessages } from "../i18n/I18nContext.js"

const ConnectingExternalView = viewComponent("ConnectingExternal")

export const ConnectingContainer = (props: { readonly connectorId: string }): ReactNode => {
  const { stores, run } = useLoaded().internals
  const connectors = useStore(stores.connectors)
  const { attempt } = useStore(stores.connection)
  const wallet = connectors.find((c) => c.id === props.connectorId)
  const messages = useMessages()
  const failed = attempt?.connectorId === props.connectorId && attempt.status === "failed"
  return (
    <ConnectingExternalView
      wallet={{ name: wallet?.name ?? messages.connect.yourWallet, icon: wallet?.icon }}
      status={failed ? "failed" : "pending"}
      error={failed && attempt.error !== undefined ? visitorMessage(attempt.error, messages) : undefined}
      onRetry={() => run(intents.selectConnector(props.connectorId, { retry: true }))}
    />
  )
}
