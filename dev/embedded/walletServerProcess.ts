// The wallet server of the offline stack, in a child process of its own (run through scripts/run-ts.mjs by
// dev/embedded/walletServer.ts). PGlite is wasm on the main thread: a slow query or its start-up (seconds)
// would stall the stack's relay, data server and Surfpool's JS side if it shared their event loop.
//
// argv[2]: a scratch directory owned by the parent (frame build + PGlite data dir, removed by the parent).
// Protocol (dev/embedded/walletServerIpc.ts): listening {url} as soon as the port is open → configure →
// ready | failed; advanceClock (tests) → clockAdvanced; stop (or the parent going away) closes the server and PGlite, then exits.
import { randomBytes } from "node:crypto"
import { rm } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import * as Schema from "effect/Schema"
import { createWalletServer, listen, type RequestInfo, smtpMail, type WalletServer } from "../../server/index.js"
import { projectRoot } from "../paths.js"
import { cachedDirectory, sourceTreeKey } from "../buildCache.js"
import { preparePgliteDataDir } from "./pgliteTemplate.js"
import { type FromChild, ToChild } from "./walletServerIpc.js"

type ConfigureMessage = Extract<ToChild, { readonly _tag: "configure" }>

const MAIL_FROM = "walletport dev <wallet@127.0.0.1>"

/**
 * The frame build, loaded from its own file: scripts/buildFrame.mjs finds the sources next to itself
 * (import.meta.url), which would point into .tmp/ if run-ts bundled it into this script. Built once per source
 * tree and copied for the next stacks (dev/buildCache.ts).
 */
const buildFrame = async (outDir: string): Promise<void> => {
  const module: typeof import("../../scripts/buildFrame.mjs") = await import(pathToFileURL(join(projectRoot(), "scripts", "buildFrame.mjs")).href)
  await cachedDirectory("frame", await sourceTreeKey("frame"), outDir, async (dir) => void (await module.buildFrame(dir)))
}

const send = (message: FromChild): void => {
  process.send?.(message)
}

const main = async (): Promise<void> => {
  const workDir = process.argv[2]
  if (workDir === undefined || process.send === undefined) throw new Error("usage: fork walletServerProcess.ts <workDir> (with an IPC channel)")
  const frameDir = join(workDir, "frame")
  const dataDir = join(workDir, "pgdata")
  // The slow parts start before the stack knows the demo's origin.
  const prepared = Promise.all([buildFrame(frameDir), preparePgliteDataDir(dataDir)])
  prepared.catch(() => {}) // reported by configure

  let resolveServer: (server: WalletServer) => void = () => {}
  let rejectServer: (error: unknown) => void = () => {}
  const serverReady = new Promise<WalletServer>((resolve, reject) => {
    resolveServer = resolve
    rejectServer = reject
  })
  serverReady.catch(() => {}) // requests answer 503 instead
  // Requests that come before `configure` wait for the server.
  const handler = {
    fetch: (request: Request, info?: RequestInfo): Promise<Response> =>
      serverReady.then(
        (server) => server.fetch(request, info),
        () => new Response("wallet server failed to start", { status: 503 })
      )
  }
  const http = await listen(handler, { port: 0, host: "127.0.0.1" })
  // Moved forward by advanceClock (tests only): the server's `now` option.
  let clockOffsetMs = 0
  const publicUrl = new URL(http.url).origin

  const configure = async (message: ConfigureMessage): Promise<void> => {
    try {
      await prepared
      const server = await createWalletServer({
        database: { dataDir },
        mail: smtpMail({ host: message.smtp.host, port: message.smtp.port, from: MAIL_FROM }),
        projects: message.projects,
        publicUrl,
        frameDir,
        rpcUrls: message.rpcUrls,
        // A fresh data dir per stack, so fresh secrets too.
        secrets: { kek: randomBytes(32).toString("base64"), otpPepper: randomBytes(32).toString("base64") },
        now: () => Date.now() + clockOffsetMs,
        ...(message.devFixedOtp === undefined ? {} : { devFixedOtp: message.devFixedOtp })
      })
      resolveServer(server)
      send({ _tag: "ready" })
    } catch (error) {
      rejectServer(error)
      send({ _tag: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    }
  }

  let stopping = false
  const stop = async (): Promise<void> => {
    if (stopping) return
    stopping = true
    rejectServer(new Error("stopping"))
    await http.close().catch(() => {})
    const server = await serverReady.catch(() => undefined)
    await server?.close().catch(() => {})
    // The parent removes it too, unless it died first.
    await rm(workDir, { recursive: true, force: true }).catch(() => {})
    process.exit(0)
  }

  const decode = Schema.decodeUnknownEither(ToChild)
  process.on("message", (raw: unknown) => {
    const decoded = decode(raw)
    if (decoded._tag === "Left") return
    const message = decoded.right
    if (message._tag === "configure") void configure(message)
    else if (message._tag === "advanceClock") {
      clockOffsetMs += message.ms
      send({ _tag: "clockAdvanced" })
    } else void stop()
  })
  // The parent died or dropped us: nothing would ever stop this process otherwise.
  process.on("disconnect", () => void stop())
  process.on("SIGTERM", () => void stop())
  send({ _tag: "listening", url: publicUrl })
}

main().catch((error: unknown) => {
  send({ _tag: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
})
