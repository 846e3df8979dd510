/**
 * The embedded wallet's service and state for the containers (the hook pattern of useService.ts). The service
 * is looked up, not required: an instance whose host did not configure `embeddedWallet()` may have none, and
 * then (as with `available` false) no email field shows.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Subscribable from "effect/Subscribable"
import { useCallback, useMemo } from "react"
import { useLoaded } from "../../runtime/react/context.js"
import { EmbeddedWallet, type EmbeddedWalletShape } from "../../services/EmbeddedWallet.js"
import type { RunFork } from "../components/useDebounced.js"
import { useServiceState, useServiceValue } from "./useService.js"

const lookUp = Effect.map(Effect.serviceOption(EmbeddedWallet), Option.getOrUndefined)

/** The instance's EmbeddedWallet service; undefined until looked up, or when the instance has none. */
export const useEmbeddedWallet = (): EmbeddedWalletShape | undefined => useServiceValue(lookUp)

/** Follows one of the service's states (undefined until its first value, or while there is no service). */
export const useEmbeddedState = <A>(pick: (service: EmbeddedWalletShape) => Subscribable.Subscribable<A>): A | undefined => {
  const service = useEmbeddedWallet()
  // `pick` is a field read: the source changes only with the service.
  const source = useMemo(() => (service === undefined ? Effect.never : Effect.succeed(pick(service))), [service])
  return useServiceState(source)
}

/** Runs the service's intents (they never fail) and its countdowns on the instance's runtime. */
export const useEmbeddedRun = (): { readonly run: (effect: Effect.Effect<void>) => void; readonly runFork: RunFork } => {
  const { runtime, run } = useLoaded().internals
  const runFork: RunFork = useCallback((effect) => runtime.runFork(effect), [runtime])
  return { run, runFork }
}
