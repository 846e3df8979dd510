/**
 * Requests over one frame's port (SPEC §7, §9): a random id per request, the reply matched by id and its
 * payload decoded with the table's schema; the SPEC §9 bounds (30 s for FRAME_TIMED_REQUESTS, sign-out
 * resolves after 3 s); an interrupted or aborted APP_RPC_REQUEST tells the frame (APP_RPC_ABORT).
 */
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import { FRAME_REQUEST_TIMEOUT_MS, FRAME_SIGN_OUT_WAIT_MS, FRAME_TIMED_REQUESTS } from "../../../schemas/constants.js"
import { FrameError, FrameTimeout, RpcRequestAborted } from "../../../schemas/errors/frame.js"
import { decodeAppMessage, decodeSuccess, type FrameReply } from "../../../schemas/frame/envelope.js"
import type { FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from "../../../schemas/frame/requests.js"
import { classifyRpcMethod } from "../../../schemas/frame/rpcPolicy.js"
import type { FrameRequestError } from "../../../services/SecureFrame.js"
import type { OpenRequest, OpenRequests } from "./openRequests.js"

export interface FrameSender {
  readonly send: <K extends FrameRequestType>(
    type: K,
    payload: FrameRequestPayload<K>
  ) => Effect.Effect<FrameSuccessPayload<K>, FrameRequestError>
  /** SPEC §4: fails every open APP_RPC_REQUEST outside the safe list with RpcRequestAborted and tells the frame. */
  readonly abortOpen: Effect.Effect<void>
}

const TIMED: ReadonlySet<FrameRequestType> = new Set(FRAME_TIMED_REQUESTS)

/** How long we wait for the frame to acknowledge an abort (its reply is only consumed). */
const ABORT_ACK_WAIT = Duration.millis(FRAME_REQUEST_TIMEOUT_MS)

const isAbortable = (request: OpenRequest): boolean =>
  request.type === "APP_RPC_REQUEST" && (request.method === undefined || classifyRpcMethod(request.method) !== "safe")

/** The reply's outcome: the success payload as the table says, or the frame's error (message and code kept). */
const outcome = <K extends FrameRequestType>(type: K, reply: FrameReply): Effect.Effect<FrameSuccessPayload<K>, FrameError> =>
  reply.ok
    ? Effect.mapError(decodeSuccess(type, reply.payload), (cause) => new FrameError({ request: type, cause }))
    : Effect.fail(new FrameError({ request: type, replyMessage: reply.payload.message, code: reply.payload.code }))

/** The reply a request without content is taken to have had when the library completes it alone. */
export const assumedSuccess = <K extends FrameRequestType>(type: K): Effect.Effect<FrameSuccessPayload<K>, FrameError> =>
  Effect.mapError(decodeSuccess(type, {}), (cause) => new FrameError({ request: type, cause }))

/** SPEC §9: which requests are bounded, and how. */
const answer = <K extends FrameRequestType>(
  type: K,
  reply: Effect.Effect<FrameReply, FrameRequestError>
): Effect.Effect<FrameSuccessPayload<K>, FrameRequestError> => {
  if (type === "APP_SIGN_OUT") {
    // Sign-out completes locally whatever the frame does: after the wait, as if it had said yes.
    return Effect.flatMap(
      Effect.timeoutOption(reply, Duration.millis(FRAME_SIGN_OUT_WAIT_MS)),
      Option.match({ onNone: () => assumedSuccess(type), onSome: (r) => outcome(type, r) })
    )
  }
  const bounded = TIMED.has(type)
    ? Effect.timeoutFail(reply, {
        duration: Duration.millis(FRAME_REQUEST_TIMEOUT_MS),
        onTimeout: () => new FrameTimeout({ phase: "request", request: type })
      })
    : reply
  return Effect.flatMap(bounded, (r) => outcome(type, r))
}

/** `scope` is the frame's: abort notices outlive the request that sent them, not the frame. */
export const makeSender = (port: MessagePort, open: OpenRequests, scope: Scope.Scope): FrameSender => {
  const notifyAbort = (requestId: string): Effect.Effect<void> =>
    send("APP_RPC_ABORT", { requestId }).pipe(Effect.timeout(ABORT_ACK_WAIT), Effect.ignore, Effect.forkIn(scope), Effect.asVoid)

  const abortIfOpen = (id: string): Effect.Effect<void> =>
    Effect.flatMap(open.take(id), (request) =>
      request !== undefined && request.type === "APP_RPC_REQUEST" ? notifyAbort(id) : Effect.void
    )

  const send = <K extends FrameRequestType>(
    type: K,
    payload: FrameRequestPayload<K>
  ): Effect.Effect<FrameSuccessPayload<K>, FrameRequestError> =>
    Effect.suspend(() => {
      const id = globalThis.crypto.randomUUID()
      const message = { v: 1, id, type, payload } as const
      // Checked with the frame's own decoder: what it would drop unread (too big, extra fields) fails here at once.
      const checked = decodeAppMessage(message)
      if (Either.isLeft(checked)) return Effect.fail(new FrameError({ request: type, cause: checked.left }))
      const method = checked.right.type === "APP_RPC_REQUEST" ? checked.right.payload.method : undefined
      return Effect.gen(function*() {
        const reply = yield* Deferred.make<FrameReply, FrameRequestError>()
        yield* open.add(id, { type, method, reply })
        yield* Effect.try({ try: () => port.postMessage(message), catch: (cause) => new FrameError({ request: type, cause }) })
        return yield* answer(type, Deferred.await(reply))
      }).pipe(Effect.onInterrupt(() => abortIfOpen(id)), Effect.ensuring(open.take(id)))
    })

  const abortOpen = Effect.flatMap(open.takeAll(isAbortable), (aborted) =>
    Effect.forEach(
      aborted,
      ([id, request]) =>
        Effect.zipRight(Deferred.fail(request.reply, new RpcRequestAborted({ method: request.method })), notifyAbort(id)),
      { discard: true }
    )
  )

  return { send, abortOpen }
}
