/** The modal's routes (navigation rules and transaction stack). Pure state: closing is the Modal's business. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { Route, RouterState, TransactionEntry } from "../schemas/views.js"

export interface RouterShape {
  readonly state: Subscribable.Subscribable<RouterState>
  /** Shows a route on top of the history. */
  readonly push: (route: Route) => Effect.Effect<void>
  /** Swaps the current route, keeping the history below it. */
  readonly replace: (route: Route) => Effect.Effect<void>
  /** Makes the route the only entry of the history (and empties the transaction stack). */
  readonly reset: (route: Route) => Effect.Effect<void>
  /** Pops one route. False when the routing rules say back must close instead (one route left, or UnsupportedChain in the history). */
  readonly pop: Effect.Effect<boolean>
  /** Pushes a transaction-stack entry (with the route shown while it waits, when given). */
  readonly pushTransaction: (entry: TransactionEntry, route?: Route) => Effect.Effect<void>
  /**
   * Pops the newest entry. Cancel goes back and runs onCancel; success runs onSuccess then goes back,
   * returns to just before the sign-in view (replace), or resets. Returns true when the modal must close.
   */
  readonly popTransaction: (result: "success" | "cancel") => Effect.Effect<boolean>
}

export class Router extends Context.Tag("walletport/Router")<Router, RouterShape>() {}
