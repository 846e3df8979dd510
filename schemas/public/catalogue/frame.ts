/** frame: plain declarations of walletport/errors (generated shape; checked against schemas/errors/frame.ts). */
import * as impl from "../../errors/frame.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * The embedded-wallet code could not be loaded.
 * What to do: Retry (a network problem); `cause` says why.
 */
export interface EmailLoginDependencyFailed extends CatalogueError<"EmailLoginDependencyFailed"> {
  readonly cause?: unknown
}
export const EmailLoginDependencyFailed: ErrorClass<EmailLoginDependencyFailed, { readonly cause?: unknown }> = impl.EmailLoginDependencyFailed

/**
 * A frame request aborted (rejected modal, timeout). A Farcaster URI request aborts silently.
 * What to do: Retry the action.
 */
export interface FrameRequestAborted extends CatalogueError<"FrameRequestAborted"> {
  readonly request: string
}
export const FrameRequestAborted: ErrorClass<FrameRequestAborted, { readonly request: string }> = impl.FrameRequestAborted

/**
 * An open APP_RPC_REQUEST aborted because the visitor rejected it.
 * What to do: Nothing: an expected outcome (walletport logs nothing).
 */
export interface RpcRequestAborted extends CatalogueError<"RpcRequestAborted"> {
  readonly method?: string | undefined
}
export const RpcRequestAborted: ErrorClass<RpcRequestAborted, { readonly method?: string | undefined }> = impl.RpcRequestAborted

/**
 * A FRAME_…_ERROR reply; its payload message, or "An error occurred" when it has none.
 * What to do: Show `message`; `details` and `cause` say what failed.
 */
export interface FrameError extends CatalogueError<"FrameError"> {
  readonly request: string
  /** The reply's own message, when it has one. */
  readonly replyMessage?: string | undefined
  /** The reply's EIP-1193 code, for wallet requests (4001 rejected, 4200 not allowed): mapped by the AUTH adapter. */
  readonly code?: number | undefined
  /** Why the exchange failed on our side: a reply or request that broke its schema, a postMessage that threw. */
  readonly cause?: unknown
}
export const FrameError: ErrorClass<FrameError, { readonly cause?: unknown; readonly code?: number | undefined; readonly request: string; readonly replyMessage?: string | undefined }> = impl.FrameError

/**
 * The frame did not load in 20 s (alert iframe_load_failed) or a request outlived 30 s
 * (iframe_request_timeout).
 * What to do: Check the network and `secureSiteUrl`; retry.
 */
export interface FrameTimeout extends CatalogueError<"FrameTimeout"> {
  readonly phase: "request" | "load"
  readonly request?: string | undefined
  /** The callback name the host's error hooks receive. */
  readonly callback: "iframe_load_failed" | "iframe_request_timeout"
}
export const FrameTimeout: ErrorClass<FrameTimeout, { readonly request?: string | undefined; readonly phase: "request" | "load" }> = impl.FrameTimeout

/**
 * A frame operation before the iframe (or its parent window) exists.
 * What to do: Open the modal (the iframe loads with it) before the call.
 */
export interface FrameNotSet extends CatalogueError<"FrameNotSet"> {
  readonly missing: "iframe" | "parent"
}
export const FrameNotSet: ErrorClass<FrameNotSet, { readonly missing: "iframe" | "parent" }> = impl.FrameNotSet

/**
 * A frame message that failed its schema, or came from an origin not on the allowed list.
 * What to do: Check that `secureSiteUrl` is the embedded wallet's origin.
 */
export interface FrameMessageRejected extends CatalogueError<"FrameMessageRejected"> {
  readonly reason: "origin" | "shape" | "unknownType"
  readonly origin?: string | undefined
  readonly cause?: unknown
}
export const FrameMessageRejected: ErrorClass<FrameMessageRejected, { readonly cause?: unknown; readonly reason: "origin" | "shape" | "unknownType"; readonly origin?: string | undefined }> = impl.FrameMessageRejected

/**
 * Email login again within the 30 s cooldown; n is the remaining seconds, rounded up.
 * What to do: Nothing: the visitor waits `secondsLeft`.
 */
export interface EmailLoginCooldown extends CatalogueError<"EmailLoginCooldown"> {
  readonly secondsLeft: number
}
export const EmailLoginCooldown: ErrorClass<EmailLoginCooldown, { readonly secondsLeft: number }> = impl.EmailLoginCooldown
