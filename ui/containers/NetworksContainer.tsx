/** The Networks view: every configured network by namespace, the active one marked; choosing switches the wallet. */
import type { ReactNode } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { viewComponent } from "../views/registry.js"
import { useNetworkGroups } from "./useNetworkGroups.js"
import { useSwitchNetwork } from "./useSwitchNetwork.js"

const NetworksView = viewComponent("Networks")

export const NetworksContainer = (): ReactNode => {
  const state = useStore(useLoaded().internals.stores.network)
  const groups = useNetworkGroups(state)
  const { pending, error, choose } = useSwitchNetwork()
  return (
    <NetworksView
      groups={groups}
      // A wallet on an unconfigured chain has no active entry in the list.
      activeCaipNetworkId={state?.unsupportedChainId === undefined ? state?.active.caipNetworkId : undefined}
      onSelect={choose}
      pending={pending}
      error={error}
    />
  )
}
