/**
 * Secure frame errors (secure frame, "Frame"). They cross postMessage,
 * so they are Schema classes like the rest of the catalogue.
 */
import * as Schema from "effect/Schema"
import { developerDetails } from "./developerDetails.js"
import { CatalogueError } from "./catalogueError.js"

/**
 * The embedded-wallet code could not be loaded.
 * What to do: Retry (a network problem); `cause` says why.
 */
export class EmailLoginDependencyFailed
  extends CatalogueError("EmailLoginDependencyFailed", {
    cause: Schema.optional(Schema.Defect)
  })
{
  override get message(): string {
    return "Unable to load email login dependency"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A frame request aborted (rejected modal, timeout). A Farcaster URI request aborts silently.
 * What to do: Retry the action.
 */
export class FrameRequestAborted extends CatalogueError("FrameRequestAborted", {
  request: Schema.String
}) {
  override get message(): string {
    return "Something went wrong"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * An open APP_RPC_REQUEST aborted because the visitor rejected it.
 * What to do: Nothing: an expected outcome (walletport logs nothing).
 */
export class RpcRequestAborted extends CatalogueError("RpcRequestAborted", {
  method: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return "Request was aborted"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A FRAME_…_ERROR reply; its payload message, or "An error occurred" when it has none.
 * What to do: Show `message`; `details` and `cause` say what failed.
 */
export class FrameError extends CatalogueError("FrameError", {
  request: Schema.String,
  /** The reply's own message, when it has one. */
  replyMessage: Schema.optional(Schema.String),
  /** The reply's EIP-1193 code, for wallet requests (4001 rejected, 4200 not allowed): mapped by the AUTH adapter. */
  code: Schema.optional(Schema.Int),
  /** Why the exchange failed on our side: a reply or request that broke its schema, a postMessage that threw. */
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return this.replyMessage === undefined || this.replyMessage === "" ? "An error occurred" : this.replyMessage
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * The frame did not load in 20 s (alert iframe_load_failed) or a request outlived 30 s
 * (iframe_request_timeout).
 * What to do: Check the network and `secureSiteUrl`; retry.
 */
export class FrameTimeout extends CatalogueError("FrameTimeout", {
  phase: Schema.Literal("load", "request"),
  request: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return this.phase === "load" ? "Network Error - Could not load embedded wallet" : "Embedded Wallet Request Timed Out"
  }

  get details(): string {
    return developerDetails(this)
  }
  /** The callback name the host's error hooks receive. */
  get callback(): "iframe_load_failed" | "iframe_request_timeout" {
    return this.phase === "load" ? "iframe_load_failed" : "iframe_request_timeout"
  }
}

/**
 * A frame operation before the iframe (or its parent window) exists.
 * What to do: Open the modal (the iframe loads with it) before the call.
 */
export class FrameNotSet extends CatalogueError("FrameNotSet", {
  missing: Schema.Literal("iframe", "parent")
}) {
  override get message(): string {
    return this.missing === "iframe" ? "iframe is not set" : "parent is not set"
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * A frame message that failed its schema, or came from an origin not on the allowed list.
 * What to do: Check that `secureSiteUrl` is the embedded wallet's origin.
 */
export class FrameMessageRejected extends CatalogueError("FrameMessageRejected", {
  reason: Schema.Literal("origin", "shape", "unknownType"),
  origin: Schema.optional(Schema.String),
  cause: Schema.optional(Schema.Defect)
}) {
  override get message(): string {
    return `Frame message rejected (${this.reason})`
  }

  get details(): string {
    return developerDetails(this)
  }
}

/**
 * Email login again within the 30 s cooldown; n is the remaining seconds, rounded up.
 * What to do: Nothing: the visitor waits `secondsLeft`.
 */
export class EmailLoginCooldown extends CatalogueError("EmailLoginCooldown", {
  secondsLeft: Schema.Number
}) {
  override get message(): string {
    return `Please try again after ${this.secondsLeft} seconds`
  }

  get details(): string {
    return developerDetails(this)
  }
}
