/**
 * The Send service for the send/receive containers. Its code loads on first use (SendFeature.load), so the
 * hook answers undefined until the service is built, then its state.
 */
import * as Effect from "effect/Effect"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import { ChainAdapters } from "../../services/ChainAdapter.js"
import { SendFeature, type SendShape, type SendState } from "../../services/Send.js"
import { useLazyService } from "./useLazyService.js"
import { useServiceValue } from "./useService.js"

/** Loads the Send chunk (a constant, so the hook's effect runs once per runtime). */
const loadSend = Effect.flatMap(SendFeature, (feature) => feature.load)

export const useSendService = (): readonly [SendState, SendShape] | undefined => useLazyService(loadSend)

/** True when the namespace's adapter can send (the Send entry point shows only then). */
export const useCanSend = (namespace: ChainNamespace | undefined): boolean => {
  const adapters = useServiceValue(ChainAdapters)
  return namespace !== undefined && adapters?.get(namespace)?.transfers !== undefined
}
