/**
 * The frame app, wired: FrameConfig from the page, the handshake, then the dispatcher on the private port and
 * FRAME_READY. Everything from the browser comes in through FrameEnvironment (main.ts passes the real ones).
 */
import type { FrameRefusal } from "../schemas/frame/envelope.js"
import type { FrameConfig } from "../schemas/walletServer/api.js"
import { createApprovals } from "./approvals.js"
import type { FrameClock } from "./clock.js"
import { readFrameConfig } from "./config.js"
import type { FrameContext } from "./context.js"
import { createDispatcher, type Dispatcher } from "./dispatcher.js"
import { frameHandlers } from "./handlers/index.js"
import { type HandshakeWindow, startHandshake } from "./handshake.js"
import type { DeviceStore, KeysApi } from "./keysApi.js"
import { portOutbox } from "./outbox.js"
import { createPanelHost } from "./panel/host.js"
import { createServerApi, type FetchLike } from "./serverApi.js"
import { newSession } from "./session.js"

export interface FrameEnvironment {
  readonly win: HandshakeWindow
  readonly doc: Document
  readonly keys: KeysApi
  readonly store: DeviceStore
  readonly fetch: FetchLike
  readonly clock: FrameClock
  readonly randomId: () => string
  /** The handshake's nonce (fresh per page load). */
  readonly nonce: string
  readonly copyText: (text: string) => Promise<void>
  readonly reload: () => void
  /** Refused messages, for logs (enableLogger) and tests. */
  readonly onRefused?: (reason: FrameRefusal | "reused-id") => void
}

/** The part of the handshake's MessagePort the frame uses. */
export interface FramePort {
  postMessage(message: unknown): void
  addEventListener(type: "message", listener: (event: { readonly data: unknown }) => void): void
  start(): void
}

/** The frame on one port (after the handshake): answers requests until the page goes. */
export const serveOnPort = (env: FrameEnvironment, config: FrameConfig, port: FramePort): Dispatcher => {
  const outbox = portOutbox(port, env.randomId)
  const session = newSession(config.chainId)
  const panels = createPanelHost(env.doc)
  const approvals = createApprovals({
    doc: env.doc,
    panels,
    outbox,
    clock: env.clock,
    origin: config.parentOrigin,
    dappName: () => session.dapp?.name
  })
  const ctx: FrameContext = {
    config,
    session,
    api: createServerApi(env.fetch),
    keys: env.keys,
    store: env.store,
    clock: env.clock,
    outbox,
    panels,
    approvals,
    doc: env.doc,
    fetch: env.fetch,
    randomId: env.randomId,
    copyText: env.copyText,
    reload: env.reload,
    abort: (requestId) => dispatcher.abort(requestId)
  }
  const handlers = frameHandlers(ctx)
  const dispatcher = createDispatcher({ handlers: () => handlers, outbox, ...(env.onRefused === undefined ? {} : { onRefused: env.onRefused }) })
  port.addEventListener("message", (event) => dispatcher.receive(event.data))
  port.start()
  outbox.event("FRAME_READY", { version: config.version })
  return dispatcher
}

/** Starts the frame; false (and silence) without a valid FrameConfig or when embedded by another origin. */
export const startFrameApp = (env: FrameEnvironment): boolean => {
  const config = readFrameConfig(env.doc)
  if (config === undefined) return false
  return startHandshake({
    win: env.win,
    parentOrigin: config.parentOrigin,
    nonce: env.nonce,
    version: config.version,
    onPort: (port) => serveOnPort(env, config, port)
  })
}
