/**
 * The library's end of the frame's channel: every message is handed on raw (decoding happens on the
 * consumer, never in the listener, so nothing the frame sends can throw into the page); the scope's end
 * removes the listeners.
 */
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type { OnDropped } from "./drops.js"

export const listenPort = (
  port: MessagePort,
  onData: (data: unknown) => void,
  onDropped: OnDropped
): Effect.Effect<void, never, Scope.Scope> => {
  const onMessage = (event: MessageEvent) => onData(event.data)
  const onError = () => onDropped("undeserializable")
  return Effect.acquireRelease(
    Effect.sync(() => {
      port.addEventListener("message", onMessage)
      port.addEventListener("messageerror", onError)
      port.start()
    }),
    () =>
      Effect.sync(() => {
        port.removeEventListener("message", onMessage)
        port.removeEventListener("messageerror", onError)
      })
  )
}
