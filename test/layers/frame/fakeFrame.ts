/**
 * The other side of the secure frame, in memory: a happy-dom page whose iframes' `contentWindow` is a fake
 * frame window (its `postMessage` records the target origin and takes the INIT's port like the real frame),
 * and a MessageChannel whose ports deliver synchronously, so every timing is driven by the TestClock alone.
 */
import { Window } from "happy-dom"
import * as Effect from "effect/Effect"
import { FRAME_HELLO_TYPE } from "../../../schemas/frame/handshake.js"
import { errorType, type FrameRequestType, successType } from "../../../schemas/frame/requests.js"
import type { FrameDrop } from "../../../layers/live/frame/drops.js"
import type { SecureFrameEnv } from "../../../layers/live/frame/SecureFrameLive.js"
import type { SecureFrameConfig } from "../../../services/SecureFrame.js"

export const HOST_ORIGIN = "https://host.example"
export const FRAME_ORIGIN = "https://wallet.example"
export const CONFIG: SecureFrameConfig = { url: `${FRAME_ORIGIN}/base/`, projectId: "p1", chainId: "eip155:1" }
export const NONCE = "n0nce-0123456789abcdef"

type Listener = (event: { readonly data: unknown }) => void

/** One end of the fake channel; delivery to a started, open peer is synchronous (queued until it starts). */
export class FakePort {
  peer: FakePort | undefined
  started = false
  closed = false
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly queued: Array<unknown> = []

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener)
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0)
  }
  start(): void {
    this.started = true
    for (const data of this.queued.splice(0)) this.deliver(data)
  }
  close(): void {
    this.closed = true
    if (this.peer !== undefined) this.peer.closed = true
  }
  postMessage(data: unknown): void {
    if (this.closed || this.peer === undefined || this.peer.closed) return
    if (!this.peer.started) this.peer.queued.push(data)
    else this.peer.deliver(data)
  }
  private deliver(data: unknown): void {
    for (const listener of this.listeners.get("message") ?? []) listener({ data })
  }
}

export class FakeMessageChannel {
  static readonly made: Array<FakeMessageChannel> = []
  readonly port1 = new FakePort()
  readonly port2 = new FakePort()
  constructor() {
    this.port1.peer = this.port2
    this.port2.peer = this.port1
    FakeMessageChannel.made.push(this)
  }
}

/** A request as the fake frame received it. */
export interface Received {
  readonly v: number
  readonly id: string
  readonly type: string
  readonly payload: Record<string, unknown>
}

const isReceived = (data: unknown): data is Received =>
  typeof data === "object" && data !== null && "id" in data && "type" in data

/** The frame's window: what the library posts to it, and the frame's end of the channel after INIT. */
export class FakeFrameWindow {
  readonly posts: Array<{ readonly data: unknown; readonly targetOrigin: string; readonly transfer: ReadonlyArray<unknown> }> = []
  port: FakePort | undefined
  readonly received: Array<Received> = []
  /** Answers requests as they arrive (default: none, the test answers). */
  autoReply: ((request: Received) => unknown) | undefined

  postMessage(data: unknown, targetOrigin: string, transfer: ReadonlyArray<unknown> = []): void {
    this.posts.push({ data, targetOrigin, transfer })
    const port = transfer[0]
    if (this.port === undefined && targetOrigin === FRAME_ORIGIN && port instanceof FakePort) {
      this.port = port
      port.addEventListener("message", ({ data }) => {
        if (!isReceived(data)) return
        this.received.push(data)
        const answer = this.autoReply?.(data)
        if (answer !== undefined) this.send(answer)
      })
      port.start()
    }
  }
  send(message: unknown): void {
    if (this.port === undefined) throw new Error("the fake frame has no port yet")
    this.port.postMessage(message)
  }
  event(type: string, payload: unknown): void {
    this.send({ v: 1, id: crypto.randomUUID(), type, payload })
  }
  succeed(request: Received, payload: unknown = {}): void {
    this.send({ v: 1, id: request.id, type: successType(request.type as FrameRequestType), payload })
  }
  fail(request: Received, message: string, code?: number): void {
    this.send({ v: 1, id: request.id, type: errorType(request.type as FrameRequestType), payload: { message, ...(code === undefined ? {} : { code }) } })
  }
  last(type: string): Received {
    const found = this.received.filter((r) => r.type === type).at(-1)
    if (found === undefined) throw new Error(`the frame received no ${type}`)
    return found
  }
}

/** A host page with its fake frames. Close it after the test (`close`). */
export const makePage = () => {
  const window = new Window({ url: HOST_ORIGIN, settings: { disableIframePageLoading: true } })
  const frames = new WeakMap<object, FakeFrameWindow>()
  Object.defineProperty(window.HTMLIFrameElement.prototype, "contentWindow", {
    configurable: true,
    get(this: object) {
      const existing = frames.get(this)
      if (existing !== undefined) return existing
      const made = new FakeFrameWindow()
      frames.set(this, made)
      return made
    }
  })
  const drops = new Map<FrameDrop, number>()
  let windowListeners = 0
  const add = window.addEventListener.bind(window)
  const remove = window.removeEventListener.bind(window)
  window.addEventListener = (type: string, ...rest: Parameters<typeof add> extends [string, ...infer R] ? R : never) => {
    if (type === "message") windowListeners++
    add(type, ...rest)
  }
  window.removeEventListener = (type: string, ...rest: Parameters<typeof remove> extends [string, ...infer R] ? R : never) => {
    if (type === "message") windowListeners--
    remove(type, ...rest)
  }

  const iframes = (): ReadonlyArray<HTMLIFrameElement> => [...window.document.querySelectorAll("iframe")] as unknown as ReadonlyArray<HTMLIFrameElement>
  const frame = (): FakeFrameWindow => {
    const iframe = iframes().at(-1)
    if (iframe === undefined) throw new Error("no iframe in the page")
    return iframe.contentWindow as unknown as FakeFrameWindow
  }
  const dispatch = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new window.MessageEvent("message", { data, origin, source: source as never }))

  return {
    window,
    env: {
      window: window as unknown as globalThis.Window,
      document: window.document as unknown as Document,
      MessageChannel: FakeMessageChannel as unknown as typeof MessageChannel,
      onDropped: (reason: FrameDrop) => drops.set(reason, (drops.get(reason) ?? 0) + 1)
    } satisfies SecureFrameEnv,
    drops,
    dropped: (): number => [...drops.values()].reduce((a, b) => a + b, 0),
    windowListeners: () => windowListeners,
    iframes,
    frame,
    dispatch,
    /** The frame's HELLO, from its window and origin unless told otherwise. */
    hello: (options: { readonly origin?: string; readonly source?: unknown; readonly nonce?: string } = {}) =>
      dispatch(
        { type: FRAME_HELLO_TYPE, nonce: options.nonce ?? NONCE, version: "1" },
        options.origin ?? FRAME_ORIGIN,
        "source" in options ? options.source : frame()
      ),
    close: () => Effect.promise(() => window.happyDOM.close())
  }
}

export type Page = ReturnType<typeof makePage>

/** Lets the service's fibers run (message consumer, waiters) without moving the clock. */
export const settle = Effect.gen(function*() {
  for (let i = 0; i < 20; i++) yield* Effect.yieldNow()
})
