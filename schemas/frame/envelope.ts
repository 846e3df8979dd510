/**
 * The secure frame's wire format (ARCHITECTURE §10, notes/embedded-wallet.md §3a). Every message is
 * `{ v: 1, id, type, payload }`; a reply carries the id of its request. Both sides decode in two steps:
 * the envelope (known `type`, bounded id and size), then the payload with the table's schema for that type.
 * Anything else is dropped by the receiver ("unknown types rejected").
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import {
  FRAME_REQUEST_TYPES,
  FRAME_REQUESTS,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload
} from "./requests.js"
import { FRAME_EVENTS, type FrameEventPayload, type FrameEventType } from "./events.js"

/** Protocol version carried by every message. */
export const FRAME_PROTOCOL_VERSION = 1 as const
/** A message whose JSON form is longer than this is refused unread (a transaction with calldata fits easily). */
export const FRAME_MESSAGE_MAX_BYTES = 512 * 1024
/** Ids are `crypto.randomUUID()`; anything longer than this is not one of ours. */
const MAX_ID_LENGTH = 64

const Id = Schema.String.pipe(Schema.minLength(8), Schema.maxLength(MAX_ID_LENGTH))

/** APP_… request, as sent by the library. */
export type AppMessage = {
  readonly [K in FrameRequestType]: { readonly v: 1; readonly id: string; readonly type: K; readonly payload: FrameRequestPayload<K> }
}[FrameRequestType]

/** A FRAME_…_SUCCESS / FRAME_…_ERROR reply, before its success payload is decoded by the request's schema. */
export type FrameReply =
  | { readonly v: 1; readonly id: string; readonly type: string; readonly ok: true; readonly request: FrameRequestType; readonly payload: unknown }
  | {
      readonly v: 1
      readonly id: string
      readonly type: string
      readonly ok: false
      readonly request: FrameRequestType
      /** Error payload: message (and an EIP-1193 code for wallet requests). */
      readonly payload: { readonly message: string; readonly code?: number | undefined }
    }

/** An unsolicited FRAME_… event (FRAME_READY, FRAME_SESSION_UPDATE, …). */
export type FrameEventMessage = {
  readonly [K in FrameEventType]: { readonly v: 1; readonly id: string; readonly type: K; readonly payload: FrameEventPayload<K> }
}[FrameEventType]

const Envelope = Schema.Struct({
  v: Schema.Literal(FRAME_PROTOCOL_VERSION),
  id: Id,
  type: Schema.String.pipe(Schema.maxLength(64)),
  payload: Schema.optionalWith(Schema.Unknown, { default: () => ({}) })
})

const ErrorPayload = Schema.Struct({
  message: Schema.String.pipe(Schema.maxLength(2048)),
  code: Schema.optional(Schema.Int)
})

const tooBig = (input: unknown): boolean => {
  try {
    return JSON.stringify(input).length > FRAME_MESSAGE_MAX_BYTES
  } catch {
    return true // cycles, BigInt, functions: not a message of ours
  }
}

/** Why a message was refused (kept for logs and the fuzz test's counts; the sender is never told). */
export type FrameRefusal = "too-big" | "envelope" | "unknown-type" | "payload"

const refuse = (reason: FrameRefusal) => Either.left(reason)

const decodeEnvelope = (input: unknown) => {
  if (tooBig(input)) return refuse("too-big")
  const envelope = Schema.decodeUnknownEither(Envelope)(input)
  return Either.isLeft(envelope) ? refuse("envelope") : Either.right(envelope.right)
}

const isRequestType = (type: string): type is FrameRequestType => Object.hasOwn(FRAME_REQUESTS, type)
const isEventType = (type: string): type is FrameEventType => Object.hasOwn(FRAME_EVENTS, type)

/** Decodes an APP_… request (the frame's side). */
export const decodeAppMessage = (input: unknown): Either.Either<AppMessage, FrameRefusal> =>
  Either.flatMap(decodeEnvelope(input), ({ id, payload, type }) => {
    if (!isRequestType(type)) return refuse("unknown-type")
    const decoded = Schema.decodeUnknownEither(FRAME_REQUESTS[type].request as Schema.Schema<unknown>)(payload, {
      onExcessProperty: "error"
    })
    // The table guarantees the pairing of `type` and `payload`; TypeScript cannot follow it through the index.
    return Either.isLeft(decoded) ? refuse("payload") : Either.right({ v: 1, id, type, payload: decoded.right } as AppMessage)
  })

const replyPattern = /^FRAME_([A-Z_]+)_(SUCCESS|ERROR)$/

/** Decodes a reply (the library's side); the success payload is decoded by `decodeSuccess` once the request is known. */
export const decodeFrameReply = (input: unknown): Either.Either<FrameReply, FrameRefusal> =>
  Either.flatMap(decodeEnvelope(input), ({ id, payload, type }): Either.Either<FrameReply, FrameRefusal> => {
    const match = replyPattern.exec(type)
    const request = match === null ? undefined : `APP_${match[1]}`
    if (match === null || request === undefined || !isRequestType(request)) return refuse("unknown-type")
    if (match[2] === "SUCCESS") return Either.right({ v: 1, id, type, ok: true, request, payload })
    const error = Schema.decodeUnknownEither(ErrorPayload)(payload)
    return Either.isLeft(error)
      ? refuse("payload")
      : Either.right({ v: 1, id, type, ok: false, request, payload: error.right })
  })

/** Decodes an unsolicited FRAME_… event (the library's side). */
export const decodeFrameEvent = (input: unknown): Either.Either<FrameEventMessage, FrameRefusal> =>
  Either.flatMap(decodeEnvelope(input), ({ id, payload, type }) => {
    if (!isEventType(type)) return refuse("unknown-type")
    const decoded = Schema.decodeUnknownEither(FRAME_EVENTS[type] as Schema.Schema<unknown>)(payload)
    return Either.isLeft(decoded) ? refuse("payload") : Either.right({ v: 1, id, type, payload: decoded.right } as FrameEventMessage)
  })

/** Decodes the success payload of a reply to `request` with the table's schema. */
export const decodeSuccess = <K extends FrameRequestType>(
  request: K,
  payload: unknown
): Either.Either<FrameSuccessPayload<K>, ParseResult.ParseError> =>
  // The table pairs each request with its success schema; TypeScript cannot follow that through the index.
  Schema.decodeUnknownEither(FRAME_REQUESTS[request].success as unknown as Schema.Schema<FrameSuccessPayload<K>>)(payload)

/** Every request type the frame accepts (for the fuzz generator and docs). */
export const REQUEST_TYPES = FRAME_REQUEST_TYPES
