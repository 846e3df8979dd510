/**
 * When a settled connect or disconnect closes the open modal (issue 23, as RainbowKit, ConnectKit and AppKit do),
 * as one pure rule the Modal layer applies. The host opts out with `autoClose: false`.
 */
import type { View } from "../../schemas/views.js"

/** What just settled: a connect that is still the visitor's current one, or a disconnect. */
export type SettledFlow = "connect" | "disconnect"

/** What the rule reads besides the flow. */
export interface AutoCloseContext {
  /** The host's `autoClose` option. */
  readonly autoClose: boolean
  /** Embedded mode (`enableEmbedded`): the modal lives in the host's page and is never closed for the visitor. */
  readonly embeddedMode: boolean
  /** Sign-in is on: after a connect the sign-in flow owns the modal (it closes after signing in, SPEC §4). */
  readonly signIn: boolean
  /** A flow waits for the account a connect brings (`pay()` connecting first) and continues in the modal. */
  readonly continuing: boolean
  /** The view the modal shows after the flow: after a connect, only the Account view closes (UnsupportedChain asks to switch). */
  readonly home: View
}

/** True when `flow` settling closes the modal. */
export const closesAfter = (flow: SettledFlow, context: AutoCloseContext): boolean => {
  if (!context.autoClose || context.embeddedMode) return false
  if (flow === "disconnect") return true
  return context.home === "Account" && !context.signIn && !context.continuing
}
