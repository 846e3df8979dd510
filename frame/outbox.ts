/** Everything the frame sends after the handshake, over the private port: replies to requests and its own events. */
import { FRAME_PROTOCOL_VERSION } from "../schemas/frame/envelope.js"
import type { FrameEventPayload, FrameEventType } from "../schemas/frame/events.js"
import { errorType, type FrameRequestType, successType } from "../schemas/frame/requests.js"

export interface Outbox {
  readonly success: (request: FrameRequestType, id: string, payload: unknown) => void
  readonly error: (request: FrameRequestType, id: string, payload: { readonly message: string; readonly code?: number }) => void
  readonly event: <K extends FrameEventType>(type: K, payload: FrameEventPayload<K>) => void
}

export const portOutbox = (port: Pick<MessagePort, "postMessage">, randomId: () => string): Outbox => {
  const send = (id: string, type: string, payload: unknown): void => port.postMessage({ v: FRAME_PROTOCOL_VERSION, id, type, payload })
  return {
    success: (request, id, payload) => send(id, successType(request), payload),
    error: (request, id, payload) => send(id, errorType(request), payload),
    event: (type, payload) => send(randomId(), type, payload)
  }
}
