/**
 * Unsolicited messages from the frame ("Unsolicited"), plus ours for the frame's own panels. Only
 * ever sent over the private MessagePort after the handshake (handshake.ts).
 */
import * as Schema from "effect/Schema"

/** Why the frame wants to be shown over the modal body (its own UI, on its own origin). */
export const FramePanel = Schema.Literal(
  /** ApproveTransaction: what is being signed, with Approve / Reject, answered in the frame. */
  "approval",
  /** After the wallet was created: the recovery code to save (the visitor's third share). */
  "recovery-export",
  /** On a new device after VERIFY_DEVICE and the OTP: the recovery code to enter. */
  "recovery-import"
)
export type FramePanel = typeof FramePanel.Type

export const FRAME_EVENTS = {
  /** The frame is loaded; usable FRAME_READY_DELAY_MS later. */
  FRAME_READY: Schema.Struct({ version: Schema.String }),
  /**
   * The session changed. `token` is an opaque handle the library stores (session token) and
   * passes back in APP_IS_CONNECTED; it is not a credential (the credential is the frame origin's HttpOnly
   * cookie). Empty token: signed out. `expiresAt`: epoch ms.
   */
  FRAME_SESSION_UPDATE: Schema.Struct({ token: Schema.String, expiresAt: Schema.optional(Schema.Number) }),
  /** Ours: the frame needs the visitor (approval of `requestId`, recovery code); the library routes and shows it. */
  FRAME_SHOW_PANEL: Schema.Struct({ panel: FramePanel, requestId: Schema.optional(Schema.String), method: Schema.optional(Schema.String) }),
  /** Ours: the panel is answered; the library hides the frame and pops the transaction stack. */
  FRAME_HIDE_PANEL: Schema.Struct({ panel: FramePanel, outcome: Schema.Literal("approved", "rejected", "done") })
} as const

export type FrameEventType = keyof typeof FRAME_EVENTS
export type FrameEventPayload<K extends FrameEventType> = Schema.Schema.Type<(typeof FRAME_EVENTS)[K]>
