/**
 * Notification banner, toasts ("Authenticating...", …): one short message at a time, read-only
 * state the modal shell renders in a live region. A newer toast replaces the shown one after a short gap.
 * A toast is a code with its data, never text: the modal words it in the visitor's language (issue 23).
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"

/** A toast's variants. `loading` stays until dismissed (it marks work under way); the others dismiss themselves (TOAST_MS). */
export type ToastVariant = "loading" | "success" | "error"

/** An amount of a token as a toast carries it: base units, the token's decimals and symbol. */
export interface ToastAmount {
  readonly units: bigint
  readonly decimals: number
  readonly symbol: string
}

/** What a toast says, by code (the UI's table words each one). */
export type ToastContent =
  /** A sign-in signature is being verified and stored. */
  | { readonly code: "authenticating" }
  /** The embedded wallet refused a method the page asked for. */
  | { readonly code: "notAllowed" }
  | { readonly code: "approving"; readonly symbol: string }
  | { readonly code: "approved"; readonly amount: ToastAmount }
  | { readonly code: "swapping"; readonly sell: string; readonly buy: string }
  | { readonly code: "swapped"; readonly amount: ToastAmount; readonly buy: string }
  /** A request failed: the catalogue error (its tag picks the visitor's wording; its message is the fallback). */
  | { readonly code: "failed"; readonly error: { readonly _tag: string; readonly message: string } }

/** Each code's variant: one place, so a code cannot show as work under way in one call and as done in another. */
export const TOAST_VARIANTS: { readonly [C in ToastContent["code"]]: ToastVariant } = {
  authenticating: "loading",
  notAllowed: "error",
  approving: "loading",
  approved: "success",
  swapping: "loading",
  swapped: "success",
  failed: "error"
}

export interface Toast {
  /** Distinguishes toasts with the same content, so a late dismiss never clears a newer one. */
  readonly id: number
  readonly content: ToastContent
  readonly variant: ToastVariant
}

export interface ToastsShape {
  /** The toast on screen, if any. */
  readonly state: Subscribable.Subscribable<Toast | undefined>
  /**
   * Shows `content` (its variant from TOAST_VARIANTS); returns its id. With a toast open (or one waiting),
   * that one closes and this one opens TOAST_GAP_MS later; otherwise it opens at once. Never fails.
   */
  readonly show: (content: ToastContent) => Effect.Effect<number>
  /** Clears the toast `id` if it is shown or waiting (whichever is, when no id is given). Never fails. */
  readonly dismiss: (id?: number) => Effect.Effect<void>
}

export class Toasts extends Context.Tag("walletport/Toasts")<Toasts, ToastsShape>() {}
