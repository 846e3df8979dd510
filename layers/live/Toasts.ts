/** Toasts (SPEC §8): one at a time; all but `loading` dismiss themselves after TOAST_MS on Effect's Clock. */
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { TOAST_MS } from "../../schemas/constants.js"
import { type Toast, Toasts } from "../../services/Toasts.js"

export const ToastsLive: Layer.Layer<Toasts> = Layer.scoped(
  Toasts,
  Effect.gen(function*() {
    const state = yield* SubscriptionRef.make<Toast | undefined>(undefined)
    // One dismiss timer at a time: a newer toast restarts it; interrupted when the instance is disposed.
    const timer = yield* FiberHandle.make<void, never>()
    let nextId = 0

    const dismiss = (id?: number) =>
      SubscriptionRef.update(state, (shown) => (shown === undefined || id === undefined || shown.id === id ? undefined : shown))

    const show = (message: string, variant: Toast["variant"]) =>
      Effect.gen(function*() {
        const id = ++nextId
        yield* FiberHandle.clear(timer)
        yield* SubscriptionRef.set(state, { id, message, variant })
        if (variant !== "loading") yield* FiberHandle.run(timer, Effect.zipRight(Effect.sleep(TOAST_MS), dismiss(id)))
        return id
      })

    return { state, show, dismiss }
  })
)
