/**
 * The Postgres wire protocol on 127.0.0.1 (a port the OS picks) in front of one PGlite: the server under test and the
 * tests' own reads connect with `{ url }`, as to a real Postgres. PGlite is one session, so connections take turns:
 * one holds it from its first message until the backend is idle again (ReadyForQuery 'I'), so a transaction is never
 * interleaved with another connection's statements; the others queue.
 */
import { createServer, type Socket } from "node:net"
import type { PgliteThread } from "./pgliteThread.js"

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
const READY_FOR_QUERY = 0x5a // 'Z'
const TERMINATE = 0x58 // 'X'
const IDLE = 0x49 // 'I'

const message = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(5)
  head.write(type, 0, "latin1")
  head.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([head, body])
}
const int32 = (...values: ReadonlyArray<number>): Buffer => {
  const b = Buffer.alloc(4 * values.length)
  values.forEach((v, i) => b.writeInt32BE(v, 4 * i))
  return b
}
const cstring = (text: string): Buffer => Buffer.from(`${text}\0`, "utf8")

// PGlite started its own session long ago: a client's StartupMessage is answered here (trust auth, idle).
const STARTUP_REPLY = Buffer.concat([
  message("R", int32(0)),
  message("S", Buffer.concat([cstring("client_encoding"), cstring("UTF8")])),
  message("K", int32(1, 0)),
  message("Z", Buffer.from("I", "latin1"))
])
/** A client gone mid-transaction: close any extended-protocol batch, then roll back (a warning when idle). */
const ABANDON = Buffer.concat([message("S", Buffer.alloc(0)), message("Q", cstring("ROLLBACK"))])

/** The status of the reply's last ReadyForQuery, if it has one. */
const lastStatus = (reply: Uint8Array): number | undefined => {
  const view = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength)
  let status: number | undefined
  for (let at = 0; at + 5 <= view.length; at += 1 + view.readInt32BE(at + 1)) {
    if (view[at] === READY_FOR_QUERY) status = view[at + 5]
  }
  return status
}

interface Connection {
  readonly socket: Socket
  input: Buffer
  started: boolean
  pending: Array<Buffer>
  gone: boolean
}

export interface PgliteWire {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string
  /** Stops listening and drops the connections left (the callers end their pools first). */
  readonly close: () => Promise<void>
}

export const serveWire = async (backend: PgliteThread): Promise<PgliteWire> => {
  const connections = new Set<Connection>()
  const queue: Array<Connection> = []
  let owner: Connection | undefined
  let running = false

  const pump = async (): Promise<void> => {
    if (running) return
    running = true
    try {
      for (;;) {
        const turn = owner ?? queue.shift()
        if (turn === undefined || turn.pending.length === 0) return
        owner = turn
        const batch = Buffer.concat(turn.pending)
        turn.pending = []
        const reply = await backend.exec(batch)
        if (!turn.gone) turn.socket.write(reply)
        // No ReadyForQuery: an extended-protocol batch before its Sync keeps the turn too.
        if (lastStatus(reply) === IDLE) {
          owner = undefined
          // What it sent meanwhile waits behind the others.
          if (turn.pending.length > 0 && !turn.gone) queue.push(turn)
        } else if (turn.gone) turn.pending = [ABANDON]
      }
    } catch (error) {
      // PGlite itself failed (not an SQL error, which is a reply): no connection can go on.
      for (const c of connections) c.socket.destroy(error instanceof Error ? error : undefined)
    } finally {
      running = false
    }
  }

  const gone = (c: Connection): void => {
    if (c.gone) return
    c.gone = true
    connections.delete(c)
    const queued = queue.indexOf(c)
    if (queued >= 0) queue.splice(queued, 1)
    // The turn's holder may be inside a transaction: roll it back before the next connection's turn.
    c.pending = owner === c ? [ABANDON] : []
    void pump()
  }

  const receive = (c: Connection, chunk: Buffer): void => {
    c.input = Buffer.concat([c.input, chunk])
    for (;;) {
      if (!c.started) {
        if (c.input.length < 8) return
        const length = c.input.readInt32BE(0)
        if (c.input.length < length) return
        const code = c.input.readInt32BE(4)
        c.input = c.input.subarray(length)
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) c.socket.write("N")
        else if (code === CANCEL_REQUEST) return void c.socket.destroy()
        else {
          c.started = true
          c.socket.write(STARTUP_REPLY)
        }
        continue
      }
      if (c.input.length < 5) return
      const end = 1 + c.input.readInt32BE(1)
      if (c.input.length < end) return
      const whole = c.input.subarray(0, end)
      c.input = c.input.subarray(end)
      if (whole[0] === TERMINATE) return void c.socket.end()
      c.pending.push(whole)
      if (owner !== c && !queue.includes(c)) queue.push(c)
      void pump()
    }
  }

  const server = createServer((socket) => {
    const c: Connection = { socket, input: Buffer.alloc(0), started: false, pending: [], gone: false }
    connections.add(c)
    socket.setNoDelay(true)
    socket.on("data", (chunk: Buffer) => receive(c, chunk))
    socket.on("close", () => gone(c))
    socket.on("error", () => gone(c))
  })
  // Unref'd: a file that forgets close() cannot hold the run open.
  server.unref()
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      if (typeof address === "object" && address !== null) resolve(address.port)
      else reject(new Error("pglite wire: no port"))
    })
  })
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      for (const c of connections) c.socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
