/**
 * One PGlite in a worker thread of its own. Its start (wasm compile, loading the template, postgres start-up: 4-7 s
 * of synchronous work at load 6, 24 s for a cold initdb) and every query run there, so the vitest worker's event loop
 * stays free (it fails its RPC to the main process when blocked ≥ 60 s). The thread's source is plain CommonJS (eval,
 * as dev/solc.ts): Node 20 cannot load TypeScript in a worker, and it only relays protocol bytes.
 */
import { createRequire } from "node:module"
import { Worker } from "node:worker_threads"

// workerData: the PGlite package and the template dump (made here, atomically, when missing: initdb in this thread).
// Messages in: a Uint8Array of frontend protocol messages, or "close". Out: "ready", the backend's reply bytes (a copy
// of the wasm heap's view, transferred), "closed", or { error }.
const WORKER_SOURCE = `const { parentPort, workerData, threadId } = require("node:worker_threads")
const { mkdir, readFile, rename, writeFile } = require("node:fs/promises")
const { dirname } = require("node:path")
const { PGlite } = require(workerData.pglite)
const open = async () => {
  let dump
  try {
    dump = await readFile(workerData.template)
  } catch (error) {
    if (error.code !== "ENOENT") throw error
    const fresh = new PGlite("memory://")
    await fresh.waitReady
    const made = new Uint8Array(await (await fresh.dumpDataDir("none")).arrayBuffer())
    await mkdir(dirname(workerData.template), { recursive: true })
    const partial = workerData.template + "." + process.pid + "." + threadId
    await writeFile(partial, made)
    await rename(partial, workerData.template)
    return fresh
  }
  const db = new PGlite({ loadDataDir: new Blob([dump]) })
  await db.waitReady
  return db
}
open().then((db) => {
  parentPort.on("message", (message) => {
    if (message === "close") {
      db.close().then(() => parentPort.postMessage("closed"))
      return
    }
    db.execProtocolRaw(message).then(
      (reply) => {
        const copy = reply.slice()
        parentPort.postMessage(copy, [copy.buffer])
      },
      (error) => parentPort.postMessage({ error: String(error && error.stack || error) })
    )
  })
  parentPort.postMessage("ready")
}, (error) => parentPort.postMessage({ error: String(error && error.stack || error) }))
`

export interface PgliteThread {
  /** The backend's reply to `messages` (complete frontend messages). One call at a time. */
  readonly exec: (messages: Uint8Array) => Promise<Uint8Array>
  /** Closes PGlite and ends the thread. Idempotent. */
  readonly close: () => Promise<void>
}

const errorOf = (message: unknown): Error | undefined =>
  typeof message === "object" && message !== null && "error" in message ? new Error(`PGlite thread: ${String(message.error)}`) : undefined

/** Starts a PGlite loaded from `template` (a dataDir dump, made when missing); resolves once it is ready. */
export const startPgliteThread = async (template: string): Promise<PgliteThread> => {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite")
  // No vitest loader flags in the thread; unref'd: a file that forgets close() cannot hold the run open.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pglite, template }, execArgv: [] })
  worker.unref()
  // The one reply awaited now (ready, a query's bytes, closed); a crash rejects it.
  let waiting: { readonly resolve: (message: unknown) => void; readonly reject: (error: Error) => void } | undefined
  let failed: Error | undefined
  const next = (): Promise<unknown> =>
    failed !== undefined ? Promise.reject(failed) : new Promise((resolve, reject) => (waiting = { resolve, reject }))
  const fail = (error: Error): void => {
    failed ??= error
    waiting?.reject(error)
    waiting = undefined
  }
  worker.on("message", (message: unknown) => {
    const error = errorOf(message)
    if (error !== undefined) return fail(error)
    const current = waiting
    waiting = undefined
    current?.resolve(message)
  })
  worker.on("error", fail)
  worker.on("exit", (code) => fail(new Error(`PGlite thread exited (code ${code})`)))

  const ready = await next()
  if (ready !== "ready") throw new Error(`PGlite thread: expected ready, got ${String(ready)}`)
  let closing: Promise<void> | undefined
  return {
    exec: async (messages) => {
      const reply = next()
      worker.postMessage(messages)
      const bytes = await reply
      if (!(bytes instanceof Uint8Array)) throw new Error("PGlite thread: a reply that is not bytes")
      return bytes
    },
    close: () =>
      (closing ??= (async () => {
        if (failed === undefined) {
          const closed = next()
          worker.postMessage("close")
          await closed
        }
        await worker.terminate()
      })())
  }
}
