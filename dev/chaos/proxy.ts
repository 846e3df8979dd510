// A chaos proxy in front of a local JSON-RPC chain (anvil, Surfpool): on 127.0.0.1, port 0, it forwards POSTs and,
// at a configured rate, answers like a failing public endpoint instead — 429 with and without Retry-After, 5xx,
// dropped connections (before forwarding, and after forwarding so the call took effect but its answer is lost),
// delays past the client's timeout, malformed JSON, wrong ids. Seeded, so a run can be replayed; bounded in body
// size, delay and open connections.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"

export const FAULTS = [
  "429-retry-after",
  "429",
  "500",
  "502",
  "503",
  "504",
  "drop-before",
  "drop-after",
  "delay",
  "malformed",
  "wrong-id"
] as const
export type Fault = (typeof FAULTS)[number]

export interface ChaosOptions {
  readonly upstream: string
  /** Share of requests that get a fault (0..1). */
  readonly rate: number
  /** Which faults to draw from (uniformly); default all. */
  readonly faults?: ReadonlyArray<Fault>
  /** Seed of the fault draw (default 1). */
  readonly seed?: number
  /** How long a "delay" fault holds the request before answering 504 (set it past the client's timeout). */
  readonly delayMs?: number
  /** Retry-After seconds of "429-retry-after" (default 1). */
  readonly retryAfterSeconds?: number
}

export interface ChaosProxy {
  readonly url: string
  /** Requests seen, and how many got each fault. */
  readonly stats: () => { readonly requests: number; readonly faults: Readonly<Record<Fault, number>> }
  readonly stop: () => Promise<void>
}

const MAX_BODY_BYTES = 1024 * 1024
const MAX_DELAY_MS = 60_000
const MAX_CONNECTIONS = 256

/** mulberry32: a small seeded PRNG, so a fault sequence can be replayed. */
const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

/** Shifts every id in a JSON-RPC reply (single or batch), so the client sees answers to calls it never made. */
const shiftIds = (text: string): string => {
  const shift = (reply: unknown): unknown =>
    typeof reply === "object" && reply !== null && "id" in reply && typeof reply.id === "number"
      ? { ...reply, id: reply.id + 1_000_000 }
      : reply
  const parsed: unknown = JSON.parse(text)
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(shift) : shift(parsed))
}

export const startChaosProxy = async (options: ChaosOptions): Promise<ChaosProxy> => {
  const random = prng(options.seed ?? 1)
  const faults = options.faults ?? FAULTS
  const delayMs = Math.min(options.delayMs ?? 12_000, MAX_DELAY_MS)
  const counts = Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>
  let requests = 0
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const forward = async (body: string): Promise<{ status: number; text: string }> => {
    const response = await fetch(options.upstream, { method: "POST", headers: { "content-type": "application/json" }, body })
    return { status: response.status, text: await response.text() }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, socket: Socket): Promise<void> => {
    // CORS, so a page can use the proxy too.
    res.setHeader("access-control-allow-origin", "*")
    res.setHeader("access-control-allow-headers", "content-type")
    if (req.method === "OPTIONS") return void res.writeHead(204).end()
    if (req.method !== "POST") return void res.writeHead(405).end()
    const body = await readBody(req)
    requests += 1
    const fault = random() < options.rate ? faults[Math.floor(random() * faults.length)] : undefined
    if (fault !== undefined) counts[fault] += 1
    const json = (status: number, text: string, headers: Record<string, string> = {}) =>
      void res.writeHead(status, { "content-type": "application/json", ...headers }).end(text)
    switch (fault) {
      case "429-retry-after":
        return json(429, "{\"error\":\"rate limited\"}", { "retry-after": String(options.retryAfterSeconds ?? 1) })
      case "429":
        return json(429, "{\"error\":\"rate limited\"}")
      case "500":
      case "502":
      case "503":
      case "504":
        return json(Number(fault), "{\"error\":\"upstream failure\"}")
      case "drop-before":
        return void socket.destroy()
      case "drop-after":
        await forward(body)
        return void socket.destroy()
      case "delay": {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer)
            resolve()
          }, delayMs)
          timers.add(timer)
        })
        return json(504, "{\"error\":\"gateway timeout\"}")
      }
      case "malformed":
        return json(200, "{\"jsonrpc\":\"2.0\",\"id\":")
      case "wrong-id": {
        const upstream = await forward(body)
        return json(upstream.status, shiftIds(upstream.text))
      }
      case undefined: {
        const upstream = await forward(body)
        return json(upstream.status, upstream.text)
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res, req.socket).catch(() => {
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
  })
  server.maxConnections = MAX_CONNECTIONS
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ requests, faults: { ...counts } }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
