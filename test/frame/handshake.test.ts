// @vitest-environment happy-dom
/** The frame's handshake (schemas/frame/handshake.ts): only the parent, from the configured origin, with our nonce and one port. */
import { describe, expect, it } from "vitest"
import { startFrameApp } from "../../frame/app.js"
import { type HandshakeWindow, startHandshake, type WindowMessage } from "../../frame/handshake.js"
import { APP_INIT_TYPE, FRAME_HELLO_TYPE } from "../../schemas/frame/handshake.js"
import { FRAME_CONFIG_ELEMENT_ID } from "../../schemas/walletServer/api.js"
import { flush, frameConfig, manualClock, PARENT_ORIGIN } from "./support/harness.js"
import { keysShim, memoryStore } from "./support/keysShim.js"

const NONCE = "nonce-0123456789abcdef"

const fakeWindow = (ancestorOrigins?: ReadonlyArray<string>) => {
  const listeners: Array<(event: WindowMessage) => void> = []
  const hellos: Array<{ message: unknown; targetOrigin: string }> = []
  const parent = { postMessage: (message: unknown, targetOrigin: string) => void hellos.push({ message, targetOrigin }) }
  const win: HandshakeWindow = {
    parent,
    location: ancestorOrigins === undefined ? {} : { ancestorOrigins: Object.assign([...ancestorOrigins], { length: ancestorOrigins.length }) },
    addEventListener: (_, listener) => void listeners.push(listener),
    removeEventListener: (_, listener) => {
      const at = listeners.indexOf(listener)
      if (at >= 0) listeners.splice(at, 1)
    }
  }
  const dispatch = (event: WindowMessage) => [...listeners].forEach((l) => l(event))
  return { win, parent, hellos, dispatch, listeners }
}

const start = (ancestors?: ReadonlyArray<string>) => {
  const w = fakeWindow(ancestors)
  const ports: Array<MessagePort> = []
  const started = startHandshake({ win: w.win, parentOrigin: PARENT_ORIGIN, nonce: NONCE, version: "1", onPort: (p) => void ports.push(p) })
  return { ...w, ports, started }
}

/** The whole app on the page's FrameConfig (no network: the handshake needs none). */
const startApp = (win: HandshakeWindow): boolean =>
  startFrameApp({
    win,
    doc: document,
    keys: keysShim().api,
    store: memoryStore(),
    fetch: () => Promise.reject(new Error("no network")),
    clock: manualClock(),
    randomId: () => "event-id-0001",
    nonce: NONCE,
    copyText: async () => undefined,
    reload: () => undefined
  })

const init = (nonce = NONCE) => ({ type: APP_INIT_TYPE, nonce })

describe("frame handshake", () => {
  it("posts HELLO with its nonce to the configured parent origin only", () => {
    const h = start([PARENT_ORIGIN])
    expect(h.started).toBe(true)
    expect(h.hellos).toEqual([{ message: { type: FRAME_HELLO_TYPE, nonce: NONCE, version: "1" }, targetOrigin: PARENT_ORIGIN }])
  })

  it("stays silent when embedded by another origin (ancestorOrigins) and reads nothing", () => {
    const h = start(["https://evil.example"])
    expect(h.started).toBe(false)
    expect(h.hellos).toEqual([])
    expect(h.listeners).toEqual([])
  })

  it("ignores INITs from another origin, another window, with another nonce, without a port or with two ports", () => {
    const h = start()
    const { port1, port2 } = new MessageChannel()
    h.dispatch({ source: h.parent, origin: "https://evil.example", data: init(), ports: [port1] })
    h.dispatch({ source: {}, origin: PARENT_ORIGIN, data: init(), ports: [port1] })
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: init("other-nonce-0123456789"), ports: [port1] })
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: init(), ports: [] })
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: init(), ports: [port1, port2] })
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: { type: "@walletport-app/OTHER", nonce: NONCE }, ports: [port1] })
    expect(h.ports).toEqual([])
    port1.close()
  })

  it("takes the first valid INIT's port and ignores every later INIT", () => {
    const h = start()
    const first = new MessageChannel()
    const second = new MessageChannel()
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: init(), ports: [first.port2] })
    h.dispatch({ source: h.parent, origin: PARENT_ORIGIN, data: init(), ports: [second.port2] })
    expect(h.ports).toEqual([first.port2])
    expect(h.listeners).toEqual([])
    first.port1.close()
    second.port1.close()
  })

  it("a valid INIT gets FRAME_READY {version} over the port (the whole app, config read from the page)", async () => {
    const script = document.createElement("script")
    script.type = "application/json"
    script.id = FRAME_CONFIG_ELEMENT_ID
    script.textContent = JSON.stringify(frameConfig)
    document.head.append(script)
    const w = fakeWindow([PARENT_ORIGIN])
    expect(startApp(w.win)).toBe(true)
    const channel = new MessageChannel()
    const received: Array<unknown> = []
    channel.port1.onmessage = (event) => void received.push(event.data)
    w.dispatch({ source: w.parent, origin: PARENT_ORIGIN, data: init(), ports: [channel.port2] })
    await flush()
    expect(received).toEqual([{ v: 1, id: "event-id-0001", type: "FRAME_READY", payload: { version: frameConfig.version } }])
    channel.port1.close()
    script.remove()
  })

  it("without a valid FrameConfig on the page the frame stays silent (nothing from the query string)", () => {
    const w = fakeWindow([PARENT_ORIGIN])
    expect(startApp(w.win)).toBe(false)
    expect(w.hellos).toEqual([])
  })
})
