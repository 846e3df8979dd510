/** The modal state machine (SPEC §4 "Modal"): open/close, view selection, shake. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as SubscriptionRef from "effect/SubscriptionRef"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { View } from "../schemas/views.js"

/** SPEC §3 modal state. */
export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  readonly shake: boolean
  readonly namespace: ChainNamespace | undefined
}

export interface ModalShape {
  readonly state: SubscriptionRef.SubscriptionRef<ModalState>
  /** Opens on the explicit view, else Account when connected, else Connect; tracks MODAL_OPEN. */
  readonly open: (options?: { readonly view?: View; readonly namespace?: ChainNamespace }) => Effect.Effect<void>
  /** Closes (blocked on ApproveTransaction unless forced); tracks MODAL_CLOSE. */
  readonly close: (options?: { readonly force?: boolean }) => Effect.Effect<void>
  /** Pops the router, closing when SPEC §2 says back closes. */
  readonly back: () => Effect.Effect<void>
  /** Sets `shake` for MODAL_SHAKE (500 ms). */
  readonly shake: () => Effect.Effect<void>
}

export class Modal extends Context.Tag("walletport/Modal")<Modal, ModalShape>() {}
