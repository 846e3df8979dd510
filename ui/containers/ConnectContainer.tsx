/** The Connect view fed from the Connectors service's ordered list (SPEC §2 connector order). */
import { type ReactNode, useMemo } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { useMediaQuery } from "../components/useMediaQuery.js"
import { viewComponent } from "../views/registry.js"

const ConnectView = viewComponent("Connect")

/** A touch device without hover: no browser extensions to install there. */
const MOBILE = "(hover: none) and (pointer: coarse)"

export const ConnectContainer = (): ReactNode => {
  const { options, internals } = useLoaded()
  const connectors = useStore(internals.stores.connectors)
  const mobile = useMediaQuery(MOBILE, false)
  // Only wallets on the page can connect from this list; the order is the service's.
  const entries = useMemo(
    () =>
      connectors
        .filter((c) => c.installed)
        .map((c) => ({
          id: c.id,
          type: c.type,
          name: c.name,
          icon: c.icon,
          namespaces: c.namespaces,
          recent: c.recent,
          installed: c.installed
        })),
    [connectors]
  )
  return (
    <ConnectView
      entries={entries}
      onSelect={(id) => internals.run(intents.selectConnector(id))}
      mobile={mobile}
      legal={{ termsUrl: options.termsConditionsUrl, privacyUrl: options.privacyPolicyUrl }}
    />
  )
}
