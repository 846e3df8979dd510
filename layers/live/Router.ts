/** Router (SPEC §2 navigation rules): a view stack in a SubscriptionRef. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { RouterState, View, ViewData } from "../../schemas/views.js"
import { Router } from "../../services/Router.js"

const initial: RouterState = { view: "Connect", data: {}, history: [{ view: "Connect", data: {} }] }

export const RouterLive: Layer.Layer<Router> = Layer.effect(
  Router,
  Effect.gen(function*() {
    const state = yield* SubscriptionRef.make(initial)
    const set = (history: RouterState["history"]) => {
      const top = history[history.length - 1] ?? initial.history[0]!
      return SubscriptionRef.set(state, { view: top.view, data: top.data, history })
    }
    return {
      state,
      push: Effect.fn("Router.push")(function*(view: View, data: ViewData = {}) {
        const { history } = yield* SubscriptionRef.get(state)
        yield* set([...history, { view, data }])
      }),
      replace: Effect.fn("Router.replace")(function*(view: View, data: ViewData = {}) {
        const { history } = yield* SubscriptionRef.get(state)
        yield* set([...history.slice(0, -1), { view, data }])
      }),
      reset: Effect.fn("Router.reset")(function*(view: View, data: ViewData = {}) {
        yield* set([{ view, data }])
      }),
      pop: Effect.fn("Router.pop")(function*() {
        const { history } = yield* SubscriptionRef.get(state)
        // SPEC §2: one view left, or UnsupportedChain anywhere in the history, means back closes.
        if (history.length <= 1 || history.some((entry) => entry.view === "UnsupportedChain")) return false
        yield* set(history.slice(0, -1))
        return true
      })
    }
  })
)
