/**
 * Toasts (SPEC §4, §8): one at a time; a newer one waits TOAST_GAP_MS after the open one closes; all but
 * `loading` dismiss themselves after TOAST_MS. Both spans on Effect's Clock.
 */
import * as Effect from "effect/Effect"
import * as FiberHandle from "effect/FiberHandle"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { TOAST_GAP_MS, TOAST_MS } from "../../schemas/constants.js"
import { type Toast, type ToastContent, Toasts, TOAST_VARIANTS } from "../../services/Toasts.js"

export const ToastsLive: Layer.Layer<Toasts> = Layer.scoped(
  Toasts,
  Effect.gen(function*() {
    const state = yield* SubscriptionRef.make<Toast | undefined>(undefined)
    // The one toast's timing (its gap, then its self-dismiss): a newer toast or a dismiss interrupts it;
    // so is the instance's disposal.
    const timing = yield* FiberHandle.make<void, never>()
    let nextId = 0
    // The toast waiting out the gap, not yet in `state`.
    let waiting: number | undefined

    const selfDismiss = (toast: Toast) =>
      toast.variant === "loading"
        ? Effect.void
        : Effect.zipRight(Effect.sleep(TOAST_MS), SubscriptionRef.update(state, (shown) => (shown?.id === toast.id ? undefined : shown)))

    const show = (content: ToastContent) =>
      Effect.gen(function*() {
        const toast: Toast = { id: ++nextId, content, variant: TOAST_VARIANTS[content.code] }
        const busy = waiting !== undefined || (yield* SubscriptionRef.get(state)) !== undefined
        yield* FiberHandle.clear(timing)
        if (!busy) {
          waiting = undefined
          yield* SubscriptionRef.set(state, toast)
          yield* FiberHandle.run(timing, selfDismiss(toast))
          return toast.id
        }
        // SPEC §4: the open one closes, and this one opens after the gap.
        waiting = toast.id
        yield* SubscriptionRef.set(state, undefined)
        yield* FiberHandle.run(
          timing,
          Effect.sleep(TOAST_GAP_MS).pipe(
            Effect.zipRight(Effect.sync(() => {
              waiting = undefined
            })),
            Effect.zipRight(SubscriptionRef.set(state, toast)),
            Effect.zipRight(selfDismiss(toast))
          )
        )
        return toast.id
      })

    const dismiss = (id?: number) =>
      Effect.gen(function*() {
        const shown = yield* SubscriptionRef.get(state)
        const all = id === undefined
        if (!all && id !== waiting && id !== shown?.id) return
        yield* FiberHandle.clear(timing)
        waiting = undefined
        yield* SubscriptionRef.set(state, undefined)
      })

    return { state, show, dismiss }
  })
)
