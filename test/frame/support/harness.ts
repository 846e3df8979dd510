/**
 * The frame app on an in-memory port (the library's end is the test), with the fake wallet server, the keys
 * shim, a fake RPC and a manual clock. Needs a DOM (happy-dom) for the panels.
 */
import { serveOnPort, type FramePort } from "../../../frame/app.js"
import type { FrameClock } from "../../../frame/clock.js"
import type { DeviceStore } from "../../../frame/keysApi.js"
import type { FrameRequestPayload, FrameRequestType } from "../../../schemas/frame/requests.js"
import type { FrameConfig } from "../../../schemas/walletServer/api.js"
import { fakeWalletServer, type FakeWalletServer } from "./fakeWalletServer.js"
import { keysShim, memoryStore } from "./keysShim.js"

export const PARENT_ORIGIN = "https://dapp.example"
export const EVM_RPC = "https://rpc.example/evm"
export const SOLANA_RPC = "https://rpc.example/solana"
export const SOLANA_CHAIN = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"

export const frameConfig: FrameConfig = {
  parentOrigin: PARENT_ORIGIN,
  projectId: "project-1",
  chainId: "eip155:1",
  version: "test-1",
  enableLogger: false,
  rpcUrls: { "eip155:1": EVM_RPC, [SOLANA_CHAIN]: SOLANA_RPC }
}

/** A clock the test moves: sleeps settle on `advance`. */
export const manualClock = (): FrameClock & { readonly advance: (ms: number) => Promise<void> } => {
  let now = 0
  let timers: Array<{ at: number; resolve: () => void }> = []
  return {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = { at: now + ms, resolve }
        timers.push(timer)
        signal?.addEventListener("abort", () => {
          timers = timers.filter((t) => t !== timer)
          reject(signal.reason)
        })
      }),
    advance: async (ms) => {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      for (const t of due) t.resolve()
      await flush()
    }
  }
}

/** Lets pending promise chains and port deliveries run. */
export const flush = async (rounds = 20): Promise<void> => {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

interface Message {
  readonly v: number
  readonly id: string
  readonly type: string
  readonly payload: unknown
}

const isMessage = (value: unknown): value is Message => typeof value === "object" && value !== null && "type" in value && "id" in value

/** Two connected ports delivering asynchronously (like a MessageChannel). */
const portPair = (): { library: FramePort & { received: Array<Message> }; frame: FramePort } => {
  const listeners = { library: [] as Array<(e: { data: unknown }) => void>, frame: [] as Array<(e: { data: unknown }) => void> }
  const received: Array<Message> = []
  const deliver = (to: keyof typeof listeners, data: unknown) =>
    setTimeout(() => {
      for (const l of listeners[to]) l({ data: structuredClone(data) })
    }, 0)
  listeners.library.push(({ data }) => {
    if (isMessage(data)) received.push(data)
  })
  return {
    library: { received, postMessage: (data) => deliver("frame", data), addEventListener: (_, l) => void listeners.library.push(l), start: () => undefined },
    frame: { postMessage: (data) => deliver("library", data), addEventListener: (_, l) => void listeners.frame.push(l), start: () => undefined }
  }
}

export type RpcHandler = (url: string, method: string, params: unknown) => unknown

export const startHarness = (options: { server?: FakeWalletServer; store?: DeviceStore; rpc?: RpcHandler } = {}) => {
  const server = options.server ?? fakeWalletServer()
  const store = options.store ?? memoryStore()
  const keys = keysShim()
  const clock = manualClock()
  const rpcCalls: Array<{ url: string; method: string; params: unknown }> = []
  const copied: Array<string> = []
  let reloads = 0
  const refused: Array<string> = []
  const { library, frame } = portPair()
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (input.startsWith("/")) return server.fetch(input, init)
    const body: unknown = JSON.parse(String(init.body))
    const { id, method, params } = body as { id: number; method: string; params: unknown }
    rpcCalls.push({ url: input, method, params })
    const result = options.rpc?.(input, method, params)
    return new Response(JSON.stringify(result === undefined ? { jsonrpc: "2.0", id, error: { code: -32601, message: "no" } } : { jsonrpc: "2.0", id, result }))
  }
  let ids = 0
  const dispatcher = serveOnPort(
    {
      win: { parent: { postMessage: () => undefined }, location: {}, addEventListener: () => undefined, removeEventListener: () => undefined },
      doc: document,
      keys: keys.api,
      store,
      fetch,
      clock,
      randomId: () => `event-${++ids}-0000`,
      nonce: "n".repeat(16),
      copyText: async (text) => void copied.push(text),
      reload: () => void reloads++,
      onRefused: (reason) => void refused.push(reason)
    },
    frameConfig,
    frame
  )

  /** Sends a request (any data for the malformed cases) without waiting. */
  const send = (data: unknown): void => library.postMessage(data)
  let requestIds = 0
  /** Sends a well-formed request and returns its id. */
  const post = <K extends FrameRequestType>(type: K, payload: FrameRequestPayload<K>, id = `request-${++requestIds}-0000`): string => {
    send({ v: 1, id, type, payload })
    return id
  }
  const repliesTo = (id: string): ReadonlyArray<Message> => library.received.filter((m) => m.id === id)
  /** Waits (flushing, not sleeping) for the reply to `id`. */
  const reply = async (id: string): Promise<Message> => {
    for (let i = 0; i < 50; i++) {
      const found = repliesTo(id)[0]
      if (found !== undefined) return found
      await flush(2)
    }
    throw new Error(`no reply to ${id}`)
  }
  const request = async <K extends FrameRequestType>(type: K, payload: FrameRequestPayload<K>): Promise<Message> => reply(post(type, payload))
  const events = (type: string): ReadonlyArray<Message> => library.received.filter((m) => m.type === type)

  return { server, store, keys, clock, rpcCalls, copied, refused, dispatcher, library, send, post, reply, request, repliesTo, events, reloads: () => reloads }
}
export type Harness = ReturnType<typeof startHarness>

/** The panel region's text and buttons. */
export const panel = () => {
  const root = document.getElementById("walletport-panel")
  if (root === null) throw new Error("no panel region")
  const buttonNamed = (name: string): HTMLButtonElement => {
    const found = [...root.querySelectorAll("button")].find((b) => b.textContent === name)
    if (found === undefined) throw new Error(`no ${name} button in: ${root.textContent ?? ""}`)
    return found
  }
  return { root, text: () => root.textContent ?? "", hidden: () => root.hidden, button: buttonNamed }
}
