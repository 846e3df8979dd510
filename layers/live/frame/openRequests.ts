/**
 * The requests sent on one frame's port and not yet answered, by id. A reply settles its request once and
 * leaves the table, so a second reply with the same id, a reply after a timeout or abort, and a reply to an
 * id we never sent all find nothing and are dropped.
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import type { FrameReply } from "../../../schemas/frame/envelope.js"
import type { FrameRequestType } from "../../../schemas/frame/requests.js"
import type { FrameRequestError } from "../../../services/SecureFrame.js"
import type { FrameDrop } from "./drops.js"

export interface OpenRequest {
  readonly type: FrameRequestType
  /** The wallet method of an APP_RPC_REQUEST (SPEC §6 decides which ones an abort spares). */
  readonly method: string | undefined
  readonly reply: Deferred.Deferred<FrameReply, FrameRequestError>
}

export interface OpenRequests {
  readonly add: (id: string, request: OpenRequest) => Effect.Effect<void>
  /** Removes and returns the request if it is still open (a timeout, an interrupt or an abort). */
  readonly take: (id: string) => Effect.Effect<OpenRequest | undefined>
  /** Hands the reply to its open request; otherwise says why it is dropped. */
  readonly settle: (reply: FrameReply) => Effect.Effect<FrameDrop | undefined>
  /** Every open request matching `which`, removed from the table (the caller fails them). */
  readonly takeAll: (which: (request: OpenRequest) => boolean) => Effect.Effect<ReadonlyArray<readonly [string, OpenRequest]>>
}

export const makeOpenRequests = (): OpenRequests => {
  const byId = new Map<string, OpenRequest>()
  const take = (id: string) =>
    Effect.sync(() => {
      const request = byId.get(id)
      byId.delete(id)
      return request
    })
  return {
    add: (id, request) => Effect.sync(() => void byId.set(id, request)),
    take,
    settle: (reply) =>
      Effect.suspend(() => {
        const request = byId.get(reply.id)
        if (request === undefined) return Effect.succeed<FrameDrop>("unknown-id")
        if (request.type !== reply.request) return Effect.succeed<FrameDrop>("wrong-reply")
        byId.delete(reply.id)
        return Effect.as(Deferred.succeed(request.reply, reply), undefined)
      }),
    takeAll: (which) =>
      Effect.sync(() => {
        const taken = [...byId].filter(([, request]) => which(request))
        for (const [id] of taken) byId.delete(id)
        return taken
      })
  }
}
