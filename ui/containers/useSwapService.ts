/** The Swap service for the Swap container: its code loads on first use (SwapFeature.load). */
import * as Effect from "effect/Effect"
import { SwapFeature, type SwapShape, type SwapState } from "../../services/Swap.js"
import { useLazyService } from "./useLazyService.js"

/** Loads the Swap chunk (a constant, so the hook's effect runs once per runtime). */
const loadSwap = Effect.flatMap(SwapFeature, (feature) => feature.load)

export const useSwapService = (): readonly [SwapState, SwapShape] | undefined => useLazyService(loadSwap)
