/** The host's networks grouped by namespace, as the network lists show them (SPEC §3 Network). */
import { useMemo } from "react"
import { CHAIN_NAMESPACES } from "../../schemas/namespaces.js"
import type { NetworkState } from "../../services/Network.js"
import type { NetworkGroup } from "../views/NetworkList.js"

export const useNetworkGroups = (state: NetworkState | undefined): ReadonlyArray<NetworkGroup> =>
  useMemo(
    () =>
      CHAIN_NAMESPACES.flatMap((namespace) => {
        const networks = state?.byNamespace[namespace] ?? []
        return networks.length === 0
          ? []
          : [{
            namespace,
            networks: networks.map((n) => ({ caipNetworkId: n.caipNetworkId, name: n.name, icon: n.assets?.imageUrl }))
          }]
      }),
    [state]
  )
