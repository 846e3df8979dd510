/**
 * Why an incoming message was dropped. The sender is never told and nothing throws (SPEC §5 "unknown types
 * rejected"); the reasons exist for logs and for the tests' counts (`onDropped`).
 */
import type { FrameRefusal } from "../../../schemas/frame/envelope.js"

export type FrameDrop =
  /** On the port: the envelope decoders' reasons (too big, bad envelope, unknown type, bad payload). */
  | FrameRefusal
  /** On the port: a reply whose id is not an open request (unknown, timed out, aborted or already answered). */
  | "unknown-id"
  /** On the port: a reply of another request's type for an open id (FRAME_X_SUCCESS for an APP_Y). */
  | "wrong-reply"
  /** On the port: FRAME_READY after the first one. */
  | "repeated-ready"
  /** On the port: a message the browser could not deserialize (`messageerror`). */
  | "undeserializable"
  /** On the window: not from the frame's window, or not from the frame's origin. */
  | "foreign-window-message"
  /** On the window: from the frame, but not a valid HELLO. */
  | "not-hello"

/** Called once per dropped message (tests count them; a host never sees it). */
export type OnDropped = (reason: FrameDrop) => void
