/**
 * The port's request loop: decodes every message with the shared table (decodeAppMessage), runs each id at most
 * once, answers FRAME_X_SUCCESS / FRAME_X_ERROR with the request's id, and keeps an AbortController per running
 * request so APP_RPC_ABORT can stop it. Refused messages (undecodable, unknown type, reused id) get no answer:
 * their id cannot be trusted and a reused id's first answer is the only one.
 */
import * as Either from "effect/Either"
import { type AppMessage, decodeAppMessage, type FrameRefusal } from "../schemas/frame/envelope.js"
import type { FrameRequestPayload, FrameRequestType, FrameSuccessPayload } from "../schemas/frame/requests.js"
import { toFailure } from "./failure.js"
import type { Outbox } from "./outbox.js"

/** What a handler gets besides its payload: the request's id and a signal aborted by APP_RPC_ABORT. */
export interface RequestContext {
  readonly id: string
  readonly signal: AbortSignal
}

export type Handler<K extends FrameRequestType> = (payload: FrameRequestPayload<K>, context: RequestContext) => Promise<FrameSuccessPayload<K>>
/** One handler per request type: the compiler checks that every request of the table is answered. */
export type Handlers = { readonly [K in FrameRequestType]: Handler<K> }

export interface Dispatcher {
  readonly receive: (data: unknown) => void
  /** Aborts the running request `id`; false when none runs under it. */
  readonly abort: (id: string) => boolean
}

export const createDispatcher = (a: {
  readonly handlers: () => Handlers
  readonly outbox: Outbox
  readonly onRefused?: (reason: FrameRefusal | "reused-id") => void
}): Dispatcher => {
  const seen = new Set<string>()
  const running = new Map<string, AbortController>()

  const run = <K extends FrameRequestType>(type: K, id: string, payload: FrameRequestPayload<K>): void => {
    const controller = new AbortController()
    running.set(id, controller)
    const handler: Handler<K> = a.handlers()[type]
    Promise.resolve()
      .then(() => handler(payload, { id, signal: controller.signal }))
      .then(
        (result) => a.outbox.success(type, id, result),
        (cause: unknown) => {
          const failure = toFailure(cause)
          a.outbox.error(type, id, failure.code === undefined ? { message: failure.message } : { message: failure.message, code: failure.code })
        }
      )
      .finally(() => running.delete(id))
  }

  return {
    receive: (data) => {
      const decoded = decodeAppMessage(data)
      if (Either.isLeft(decoded)) return a.onRefused?.(decoded.left)
      const message: AppMessage = decoded.right
      if (seen.has(message.id)) return a.onRefused?.("reused-id")
      seen.add(message.id)
      // decodeAppMessage pairs `type` and `payload` through the table; TypeScript cannot follow the union here.
      run(message.type, message.id, message.payload as FrameRequestPayload<typeof message.type>)
    },
    abort: (id) => {
      const controller = running.get(id)
      controller?.abort(new Error("aborted"))
      return controller !== undefined
    }
  }
}
