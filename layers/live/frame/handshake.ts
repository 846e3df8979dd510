/**
 * The handshake (schemas/frame/handshake.ts; notes/embedded-wallet.md §3a), the only messages read from the
 * host's `window`: the first HELLO whose source is the frame's window, whose origin is the frame's origin and
 * whose shape is valid is answered with INIT and a fresh MessageChannel's port2, posted to that origin only.
 * The window listener goes as soon as it has been answered; later HELLOs find no one.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import { APP_INIT_TYPE, type AppInit, FrameHello } from "../../../schemas/frame/handshake.js"
import type { FrameDrop, OnDropped } from "./drops.js"

/** The fields of a window `message` event the check reads. */
export interface WindowMessage {
  readonly source: unknown
  readonly origin: string
  readonly data: unknown
}

const decodeHello = Schema.decodeUnknownEither(FrameHello)

/** Is this the frame's HELLO? Source and origin first: nothing else's data is even decoded. */
export const readHello = (
  event: WindowMessage,
  frameWindow: Window | null,
  frameOrigin: string
): Either.Either<FrameHello, FrameDrop> => {
  if (frameWindow === null || event.source !== frameWindow || event.origin !== frameOrigin) {
    return Either.left("foreign-window-message")
  }
  return Either.mapLeft(decodeHello(event.data), () => "not-hello" as const)
}

export interface HandshakeEnv {
  readonly window: Window
  readonly MessageChannel: typeof MessageChannel
  readonly onDropped: OnDropped
}

/** Waits for the HELLO, answers it, and returns the library's end of the channel (closed with the scope). */
export const handshake = (
  env: HandshakeEnv,
  iframe: HTMLIFrameElement,
  frameOrigin: string
): Effect.Effect<MessagePort, never, Scope.Scope> =>
  Effect.gen(function*() {
    const hello = yield* Effect.async<FrameHello>((resume) => {
      const listener = (event: MessageEvent) => {
        const read = readHello(event, iframe.contentWindow, frameOrigin)
        if (Either.isLeft(read)) return env.onDropped(read.left)
        env.window.removeEventListener("message", listener)
        resume(Effect.succeed(read.right))
      }
      env.window.addEventListener("message", listener)
      return Effect.sync(() => env.window.removeEventListener("message", listener))
    })
    const channel = new env.MessageChannel()
    yield* Effect.addFinalizer(() => Effect.sync(() => channel.port1.close()))
    const init: AppInit = { type: APP_INIT_TYPE, nonce: hello.nonce }
    const frameWindow = iframe.contentWindow
    // Gone since its HELLO (navigated or removed): no port; the load timeout decides.
    if (frameWindow === null) return yield* Effect.never
    frameWindow.postMessage(init, frameOrigin, [channel.port2])
    return channel.port1
  })
