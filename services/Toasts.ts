/**
 * SPEC §8 toasts ("Authenticating...", …): one short message at a time, read-only state the modal shell
 * renders in a live region. A newer toast replaces the shown one.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Subscribable from "effect/Subscribable"

/** `loading` stays until dismissed (it marks work under way); the others dismiss themselves (TOAST_MS). */
export type ToastVariant = "loading" | "success" | "error" | "info"

export interface Toast {
  /** Distinguishes toasts with the same text, so a late dismiss never clears a newer one. */
  readonly id: number
  readonly message: string
  readonly variant: ToastVariant
}

export interface ToastsShape {
  /** The toast on screen, if any. */
  readonly state: Subscribable.Subscribable<Toast | undefined>
  /** Shows `message` in place of any other toast; returns its id. Never fails. */
  readonly show: (message: string, variant: ToastVariant) => Effect.Effect<number>
  /** Clears the toast `id` if it is still shown (the shown one when no id is given). Never fails. */
  readonly dismiss: (id?: number) => Effect.Effect<void>
}

export class Toasts extends Context.Tag("walletport/Toasts")<Toasts, ToastsShape>() {}
