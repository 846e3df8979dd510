/**
 * Notification banner, toasts ("Authenticating...", …): one short message at a time, read-only
 * state the modal shell renders in a live region. A newer toast replaces the shown one after a short gap.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"

/** A toast's variants. `loading` stays until dismissed (it marks work under way); the others dismiss themselves (TOAST_MS). */
export type ToastVariant = "loading" | "success" | "error"

export interface Toast {
  /** Distinguishes toasts with the same text, so a late dismiss never clears a newer one. */
  readonly id: number
  readonly message: string
  readonly variant: ToastVariant
}

export interface ToastsShape {
  /** The toast on screen, if any. */
  readonly state: Subscribable.Subscribable<Toast | undefined>
  /**
   * Shows `message`; returns its id. With a toast open (or one waiting), that one closes and this one
   * opens TOAST_GAP_MS later; otherwise it opens at once. Never fails.
   */
  readonly show: (message: string, variant: ToastVariant) => Effect.Effect<number>
  /** Clears the toast `id` if it is shown or waiting (whichever is, when no id is given). Never fails. */
  readonly dismiss: (id?: number) => Effect.Effect<void>
}

export class Toasts extends Context.Tag("walletport/Toasts")<Toasts, ToastsShape>() {}
