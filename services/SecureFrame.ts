/**
 * The secure frame (ARCHITECTURE §10): the boundary to the embedded wallet's hidden iframe on
 * its own origin. One per instance, created on first use (the visitor picks email, or a stored embedded session
 * is restored) and removed by `dispose()`. It owns the handshake (schemas/frame/handshake.ts), the private
 * MessagePort, request ids, the timeouts on Effect's Clock, and aborts.
 * Implementation: layers/live/frame/ (makeSecureFrame); test layer: layers/test/SecureFrame.ts.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import type * as Subscribable from "effect/Subscribable"
import type { FrameEventMessage } from "../schemas/frame/envelope.js"
import type { FramePanel } from "../schemas/frame/events.js"
import type { FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from "../schemas/frame/requests.js"
import type {
  EmailLoginDependencyFailed,
  FrameError,
  FrameNotSet,
  FrameRequestAborted,
  FrameTimeout,
  RpcRequestAborted
} from "../schemas/errors/frame.js"

/** Frame lifecycle: created → ready (FRAME_READY + 500 ms) → usable; or failed to load. */
export type FrameStatus =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Ready"; readonly version: string }
  | { readonly _tag: "Failed"; readonly error: FrameLoadError }

/** Why the frame is not usable: it did not load in 20 s (iframe_load_failed), or its code/page could not be fetched. */
export type FrameLoadError = FrameTimeout | EmailLoginDependencyFailed | FrameNotSet

/**
 * Why a request failed: the frame's FRAME_…_ERROR reply (message and code kept), a request timeout
 * (30 s for the FRAME_TIMED_REQUESTS), an abort (Rejected modal → "Request was aborted" for RPC,
 * "Something went wrong" otherwise), or a frame that never became usable.
 */
export type FrameRequestError = FrameError | FrameTimeout | FrameRequestAborted | RpcRequestAborted | FrameLoadError

/** A panel the frame asked to show over the modal body (its own UI on its own origin). */
export interface FramePanelRequest {
  readonly panel: FramePanel
  readonly requestId?: string | undefined
  readonly method?: string | undefined
}

/** Where the frame is drawn while a panel shows: viewport pixels of the box the view reserves. */
export interface FrameBox {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

export interface SecureFrameShape {
  /** Lifecycle, read-only. */
  readonly status: Subscribable.Subscribable<FrameStatus>
  /** Creates the iframe if needed and waits until usable. Fails: FrameLoadError. */
  readonly ready: Effect.Effect<void, FrameLoadError>
  /**
   * Sends one request over the port and waits for its reply (matched by id; a second reply is dropped).
   * Interruption sends APP_RPC_ABORT for an open APP_RPC_REQUEST. Fails: FrameRequestError.
   */
  readonly request: <K extends FrameRequestType>(
    type: K,
    payload: FrameRequestPayload<K>
  ) => Effect.Effect<FrameSuccessPayload<K>, FrameRequestError>
  /** "open RPC requests aborted on reject except safe-list methods": fails each open one with RpcRequestAborted. Never fails. */
  readonly abortOpenRequests: Effect.Effect<void>
  /** Unsolicited events (FRAME_SESSION_UPDATE, FRAME_SHOW_PANEL, FRAME_HIDE_PANEL), decoded; FRAME_READY is consumed by `status`. */
  readonly events: Stream.Stream<FrameEventMessage>
  /** The panel the frame is showing, if any. */
  readonly panel: Subscribable.Subscribable<FramePanelRequest | undefined>
  /** Draws the frame over `box` (a panel shows) or hides it again (undefined). Never fails. */
  readonly place: (box: FrameBox | undefined) => Effect.Effect<void>
  /**
   * Moves keyboard focus into the placed frame (`iframe.focus()`): the modal's focus trap never reaches the
   * iframe (it sits outside the dialog), so the panel's box hands focus over when a keyboard user tabs onto
   * it. Optional; never fails.
   */
  readonly focus?: Effect.Effect<void> | undefined
  /** APP_RELOAD, or a new iframe when the heartbeat found it dead. Never fails. */
  readonly reload: Effect.Effect<void>
}

export class SecureFrame extends Context.Tag("walletport/SecureFrame")<SecureFrame, SecureFrameShape>() {}

/** What the frame needs to know at creation (query: projectId, chainId, version, enableLogger). */
export interface SecureFrameConfig {
  /** The wallet server's base URL; the frame is `${url}/frame`, its origin the only one we talk to. */
  readonly url: string
  readonly projectId: string
  /** CAIP-2 id of the network to start on. */
  readonly chainId: string
  readonly enableLogger?: boolean
}
