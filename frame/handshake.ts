/**
 * The frame's side of the handshake (schemas/frame/handshake.ts): the only messages it ever reads from
 * `window`. HELLO goes to the configured parent origin only; the first INIT from the parent window, from that
 * origin, with our nonce and exactly one port wins; everything before it is ignored and nothing is read after.
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { AppInit, FRAME_HELLO_TYPE, type FrameHello } from "../schemas/frame/handshake.js"

/** The part of a `message` event the handshake reads. */
export interface WindowMessage {
  readonly source: unknown
  readonly origin: string
  readonly data: unknown
  readonly ports: ReadonlyArray<MessagePort>
}

/** The part of `window` the handshake uses. */
export interface HandshakeWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void }
  readonly location: { readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string } }
  addEventListener(type: "message", listener: (event: WindowMessage) => void): void
  removeEventListener(type: "message", listener: (event: WindowMessage) => void): void
}

const decodeInit = Schema.decodeUnknownEither(AppInit)

/**
 * Starts the handshake; `onPort` is called once with the INIT's port. Returns false (and posts nothing) when the
 * page is embedded by another origin than `parentOrigin` (where the browser tells: `location.ancestorOrigins`).
 */
export const startHandshake = (a: {
  readonly win: HandshakeWindow
  readonly parentOrigin: string
  readonly nonce: string
  readonly version: string
  readonly onPort: (port: MessagePort) => void
}): boolean => {
  const { win, parentOrigin, nonce } = a
  const ancestors = win.location.ancestorOrigins
  if (ancestors !== undefined && ancestors[0] !== parentOrigin) return false
  if (parentOrigin === "null" || parentOrigin === "*" || parentOrigin.length === 0) return false

  const listener = (event: WindowMessage): void => {
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const init = decodeInit(event.data)
    if (Either.isLeft(init) || init.right.nonce !== nonce) return
    const [port, ...more] = event.ports
    if (port === undefined || more.length > 0) return
    win.removeEventListener("message", listener)
    a.onPort(port)
  }
  win.addEventListener("message", listener)
  const hello: FrameHello = { type: FRAME_HELLO_TYPE, nonce, version: a.version }
  win.parent.postMessage(hello, parentOrigin)
  return true
}
