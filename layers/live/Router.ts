/** Router (SPEC §2 navigation rules and transaction stack): typed routes in a SubscriptionRef. */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { backCloses, INITIAL_ROUTER_STATE, type Route, routerState, type RouterState, type TransactionEntry } from "../../schemas/views.js"
import { Router } from "../../services/Router.js"

const nonEmpty = (history: ReadonlyArray<Route>, fallback: Route): readonly [Route, ...Array<Route>] => {
  const [first, ...rest] = history
  return first === undefined ? [fallback] : [first, ...rest]
}

export const RouterLive: Layer.Layer<Router> = Layer.effect(
  Router,
  Effect.gen(function*() {
    const state = yield* SubscriptionRef.make<RouterState>(INITIAL_ROUTER_STATE)
    const set = (history: ReadonlyArray<Route>, transactions: ReadonlyArray<TransactionEntry>, fallback: Route) =>
      SubscriptionRef.set(state, routerState(nonEmpty(history, fallback), transactions))
    const modify = (f: (s: RouterState) => { readonly history: ReadonlyArray<Route>; readonly transactions?: ReadonlyArray<TransactionEntry> }, fallback?: Route) =>
      Effect.flatMap(SubscriptionRef.get(state), (s) => {
        const next = f(s)
        return set(next.history, next.transactions ?? s.transactions, fallback ?? s.route)
      })

    const push = Effect.fn("Router.push")(function*(route: Route) {
      yield* modify((s) => ({ history: [...s.history, route] }))
    })
    const replace = Effect.fn("Router.replace")(function*(route: Route) {
      yield* modify((s) => ({ history: [...s.history.slice(0, -1), route] }), route)
    })
    const reset = Effect.fn("Router.reset")(function*(route: Route) {
      yield* set([route], [], route)
    })
    const pop = Effect.gen(function*() {
      const { history } = yield* SubscriptionRef.get(state)
      // SPEC §2: one route left, or UnsupportedChain anywhere in the history, means back closes.
      if (backCloses(history)) return false
      yield* modify((s) => ({ history: s.history.slice(0, -1) }))
      return true
    }).pipe(Effect.withSpan("Router.pop"))

    const pushTransaction = Effect.fn("Router.pushTransaction")(function*(entry: TransactionEntry, route?: Route) {
      yield* modify((s) => ({
        history: route === undefined ? s.history : [...s.history, route],
        transactions: [...s.transactions, entry]
      }))
    })

    const popTransaction = Effect.fn("Router.popTransaction")(function*(result: "success" | "cancel") {
      const { transactions } = yield* SubscriptionRef.get(state)
      const entry = transactions[transactions.length - 1]
      if (entry === undefined) return false
      // The stack shrinks before its callbacks run, so a callback that pushes again is not popped with it.
      yield* modify((s) => ({ history: s.history, transactions: s.transactions.slice(0, -1) }))
      const goBack = Effect.as(modify((s) => ({ history: s.history.length > 1 ? s.history.slice(0, -1) : s.history })), false)
      if (result === "cancel") {
        // SPEC §2: cancel goes back and calls the cancel callback.
        yield* goBack
        if (entry.onCancel !== undefined) yield* entry.onCancel
        return false
      }
      if (entry.onSuccess !== undefined) yield* entry.onSuccess
      switch (entry.success._tag) {
        case "GoBack":
          return yield* goBack
        case "Reset":
          yield* reset(entry.success.route)
          return false
        case "Replace": {
          // Back to just before the sign-in view; with none in the history, the modal closes.
          const { history } = yield* SubscriptionRef.get(state)
          const signIn = history.findIndex((r) => r.view === "ConnectingSiwe" || r.view === "SIWXSignMessage")
          if (signIn > 0) {
            yield* modify(() => ({ history: history.slice(0, signIn) }))
            return false
          }
          return true
        }
      }
    })
    return { state, push, replace, reset, pop, pushTransaction, popTransaction }
  })
)
