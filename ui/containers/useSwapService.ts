/**
 * The Swap service for the Swap container (its code loads on first use: SwapFeature.load), and whether the
 * Account view offers Swap: the feature is on, the account is EVM and the data API supports its network.
 */
import * as Effect from "effect/Effect"
import { useEffect, useMemo, useState } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { useStore } from "../../runtime/react/useStore.js"
import { type Store, storeFromRef } from "../../runtime/store.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { SwapFeature, type SwapShape, type SwapState } from "../../services/Swap.js"

const NOT_LOADED: Store<SwapState | undefined> = { get: () => undefined, subscribe: () => () => undefined }

export const useSwapService = (): readonly [SwapState, SwapShape] | undefined => {
  const { runtime } = useLoaded().internals
  const [swap, setSwap] = useState<SwapShape>()
  const [failure, setFailure] = useState<{ readonly error: unknown }>()
  useEffect(() => {
    let live = true
    runtime.runPromise(Effect.flatMap(SwapFeature, (feature) => feature.load)).then(
      (loaded) => {
        if (live) setSwap(loaded)
      },
      (error: unknown) => {
        if (live) setFailure({ error })
      }
    )
    return () => {
      live = false
    }
  }, [runtime])
  // Thrown during render, so the view's boundary (ViewSuspense) offers its retry.
  if (failure !== undefined) throw failure.error
  const store = useMemo((): Store<SwapState | undefined> => (swap === undefined ? NOT_LOADED : storeFromRef(runtime, swap.state)), [runtime, swap])
  const state = useStore(store)
  return swap === undefined || state === undefined ? undefined : [state, swap]
}

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
