/**
 * What a message on the port is: a reply (matched by id afterwards), an unsolicited event, or nothing we
 * accept. Pure: the port listener only queues raw data, this runs on the queue's consumer.
 */
import * as Either from "effect/Either"
import { decodeFrameEvent, decodeFrameReply, type FrameEventMessage, type FrameReply } from "../../../schemas/frame/envelope.js"
import type { FrameDrop } from "./drops.js"

export type Incoming =
  | { readonly _tag: "Reply"; readonly reply: FrameReply }
  | { readonly _tag: "Event"; readonly event: FrameEventMessage }
  | { readonly _tag: "Dropped"; readonly reason: FrameDrop }

export const readIncoming = (data: unknown): Incoming => {
  const reply = decodeFrameReply(data)
  if (Either.isRight(reply)) return { _tag: "Reply", reply: reply.right }
  // Only a type that is no reply can be an event; other refusals (size, envelope, payload) are final.
  if (reply.left !== "unknown-type") return { _tag: "Dropped", reason: reply.left }
  const event = decodeFrameEvent(data)
  return Either.isRight(event) ? { _tag: "Event", event: event.right } : { _tag: "Dropped", reason: event.left }
}
