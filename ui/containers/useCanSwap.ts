/**
 * Whether the Account view offers Swap (issue 25): the feature is on, the account is EVM and the data API supports
 * its network. Its own module, so the Account view (in the modal's core) does not carry the Swap container's hook.
 */
import * as Effect from "effect/Effect"
import { useEffect, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"

/** True when Swap is offered for the account on `caipNetworkId` (an EVM network the data API supports). */
export const useCanSwap = (enabled: boolean, caipNetworkId: string | undefined): boolean => {
  const { runtime } = useLoaded().internals
  const [supported, setSupported] = useState<ReadonlyArray<string>>()
  const wanted = enabled && caipNetworkId?.startsWith("eip155:") === true
  useEffect(() => {
    if (!wanted) return
    let live = true
    runtime.runPromise(Effect.flatMap(BlockchainApi, (api) => Effect.orElseSucceed(api.getSupportedChains, () => undefined))).then((chains) => {
      if (live && chains !== undefined) setSupported(chains.http)
    }, () => undefined)
    return () => {
      live = false
    }
  }, [runtime, wanted])
  return wanted && caipNetworkId !== undefined && supported?.includes(caipNetworkId) === true
}
