/** The modal state machine ("Modal"): open/close, view selection, loading, shake. */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"
import type { ChainNamespace } from "../schemas/entities/ids.js"
import type { ModalState } from "../schemas/entities/ModalState.js"
import type { InvalidView } from "../schemas/errors/validation.js"
import type { PlainView, Route, View } from "../schemas/views.js"
import { siwxBlocksClose, type SiwxState } from "./Siwx.js"

/** Modal state (the entity Schema's type); `loading` is true while open prefetches. */
export type { ModalState } from "../schemas/entities/ModalState.js"

/**
 * The modal cannot be closed (Close, Escape, backdrop) on ApproveTransaction, nor on the sign view
 * while a required sign-in has no session. One rule for the Modal service and the shell that hides Close.
 */
export const closeBlocked = (view: View, siwx: SiwxState): boolean =>
  view === "ApproveTransaction" || ((view === "SIWXSignMessage" || view === "ConnectingSiwe") && siwxBlocksClose(siwx))

export interface ModalShape {
  readonly state: Subscribable.Subscribable<ModalState>
  /**
   * Opens on the explicit view (view selection otherwise; Account with nothing connected opens
   * Connect); tracks MODAL_OPEN. Fails with InvalidView for a view a host cannot open by name.
   */
  readonly open: (options?: { readonly view?: PlainView; readonly namespace?: ChainNamespace }) => Effect.Effect<void, InvalidView>
  /** Closes (blocked on ApproveTransaction unless forced); tracks MODAL_CLOSE. */
  readonly close: (options?: { readonly force?: boolean }) => Effect.Effect<void>
  /** Pops the router, closing when the routing rules say back closes. */
  readonly back: Effect.Effect<void>
  /** Sets `shake` for MODAL_SHAKE (500 ms). */
  readonly shake: Effect.Effect<void>
  /** View selection for the current connection (Account, UnsupportedChain or Connect). */
  readonly homeRoute: Effect.Effect<Route>
  /** Runs a flow that continues in the modal after the connect it waits for (pay()): that connect does not close it. */
  readonly continuing: <A, E, R>(flow: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** A connect (still the current one) or a disconnect settled: closes the modal when the `autoClose` rule says so (layers/live/modalAutoClose.ts). */
  readonly settled: (flow: "connect" | "disconnect") => Effect.Effect<void>
}

export class Modal extends Context.Tag("walletport/Modal")<Modal, ModalShape>() {}
