/** SPEC §2 UnsupportedChain: the wallet sits on a chain the host did not configure; switch or disconnect. */
import type { ReactNode } from "react"
import * as intents from "../../runtime/intents.js"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { viewComponent } from "../views/registry.js"
import { useNetworkGroups } from "./useNetworkGroups.js"
import { useSwitchNetwork } from "./useSwitchNetwork.js"

const UnsupportedChainView = viewComponent("UnsupportedChain")

export const UnsupportedChainContainer = (): ReactNode => {
  const { stores, run } = useLoaded().internals
  const state = useStore(stores.network)
  const groups = useNetworkGroups(state)
  const { pending, error, choose } = useSwitchNetwork()
  // Only the networks the wallet can move to: those of the namespace that is off-chain.
  const namespace = state?.activeNamespace
  const walletChain = state?.unsupportedChainId?.split(":")[1]
  return (
    <UnsupportedChainView
      groups={groups.filter((g) => g.namespace === namespace)}
      walletChain={walletChain}
      onSelect={choose}
      onDisconnect={() => { if (namespace !== undefined) run(intents.disconnectWallet(namespace)) }}
      pending={pending}
      error={error}
    />
  )
}
