/** The modal's view stack (SPEC §2 navigation rules). Pure state: closing is the Modal's business. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { RouterState, View, ViewData } from "../schemas/views.js"

export interface RouterShape {
  readonly state: SubscriptionRef.SubscriptionRef<RouterState>
  /** Shows a view on top of the history. */
  readonly push: (view: View, data?: ViewData) => Effect.Effect<void>
  /** Swaps the current view, keeping the history below it. */
  readonly replace: (view: View, data?: ViewData) => Effect.Effect<void>
  /** Makes the view the only entry of the history. */
  readonly reset: (view: View, data?: ViewData) => Effect.Effect<void>
  /** Pops one view. False when SPEC §2 says back must close instead (one view left, or UnsupportedChain in the history). */
  readonly pop: () => Effect.Effect<boolean>
}

export class Router extends Context.Tag("walletport/Router")<Router, RouterShape>() {}
