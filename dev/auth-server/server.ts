// The local auth server of the offline stack (issue 12): the back end a host writes for sign-in, written
// with walletport/siwx/server. It issues nonces, verifies signed messages (EOAs, smart accounts through
// anvil, Solana), keeps an HTTP-only session cookie, and signs out. 127.0.0.1, OS-chosen port.
//
// Protocol (what the demo's server-backed sign-in speaks; paths under the server's URL):
//   GET  nonce     → { nonce }
//   POST verify    { message, signature } → { session } and Set-Cookie; 401 with a refusal body
//                  { error, tag, reason?, field? } (schemas/siwx/refusal.ts) when it fails
//   GET  sessions  → { sessions }  (the cookie's live sessions)
//   POST signout   { chainId?, accountAddress? } → 204 (one session, or all of the cookie's)
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import {
  createSiwxNonce,
  rfc3339ToEpochMillis,
  SiwxVerificationFailed,
  verifySiwxMessage
} from "../../runtime/entries/siwxServer.js"
import { siwxRefusalBody } from "../../schemas/siwx/refusal.js"
import { type AuthSession, makeSessionStore } from "./sessions.js"

/** Name of the HTTP-only session cookie. */
export const SESSION_COOKIE = "walletport_siwx"
/** Request bodies above this are refused. */
const MAX_BODY_BYTES = 64 * 1024
/** Browsers may call from the local demo pages only. */
const ALLOWED_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/

export interface StartAuthServerOptions {
  /** The CAIP-2 chains a session may be bound to (the stack's devnets): a message for another is refused. */
  readonly chains: ReadonlyArray<string>
  /** JSON-RPC URL per CAIP-2 chain, for smart-account signatures (EIP-1271/6492). */
  readonly rpcUrls?: Readonly<Record<string, string>>
  /** 0 (default) lets the OS choose. */
  readonly port?: number
  /** The clock (tests move it). */
  readonly now?: () => number
}

export interface AuthServer {
  /** e.g. http://127.0.0.1:40123/ (with trailing slash). */
  readonly url: string
  readonly port: number
  /** Closes the server and its open connections. Idempotent. */
  readonly stop: () => Promise<void>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  let size = 0
  const chunks: Array<Buffer> = []
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new Error("body too large")
    chunks.push(buffer)
  }
  return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString("utf8"))
}

const cookieOf = (request: IncomingMessage): string | undefined => {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === SESSION_COOKIE) return value.join("=")
  }
  return undefined
}

/** Starts the auth server on 127.0.0.1. */
export const startAuthServer = async (options: StartAuthServerOptions): Promise<AuthServer> => {
  const now = options.now ?? Date.now
  const store = makeSessionStore(now)

  const send = (response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void => {
    response.writeHead(status, { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) })
    response.end(body === undefined ? undefined : JSON.stringify(body))
  }

  const verify = async (request: IncomingMessage, response: ServerResponse, origin: URL): Promise<void> => {
    const body = await readJson(request)
    const message = isRecord(body) ? body["message"] : undefined
    const signature = isRecord(body) ? body["signature"] : undefined
    if (typeof message !== "string" || typeof signature !== "string") {
      return send(response, 400, { error: "message and signature are required" })
    }
    const nonce = /^Nonce: (.*)$/m.exec(message)?.[1] ?? ""
    // Spent by this attempt whatever its outcome: a nonce signs in once.
    if (!store.spendNonce(nonce)) return send(response, 401, siwxRefusalBody(new SiwxVerificationFailed({ reason: "nonce" })))
    const result = await verifySiwxMessage({
      message,
      signature,
      nonce,
      chainId: options.chains,
      domain: origin.host,
      scheme: origin.protocol.slice(0, -1),
      now: now(),
      ...(options.rpcUrls === undefined ? {} : { rpcUrls: options.rpcUrls })
    })
    if (!result.success) return send(response, 401, siwxRefusalBody(result.error))
    const { fields } = result.data
    const session: AuthSession = {
      accountAddress: fields.accountAddress,
      chainId: fields.chainId,
      message,
      signature,
      expiresAt: fields.expirationTime === undefined ? undefined : rfc3339ToEpochMillis(fields.expirationTime)
    }
    const cookieId = cookieOf(request) ?? randomUUID()
    store.add(cookieId, session)
    send(response, 200, { session }, {
      "set-cookie": `${SESSION_COOKIE}=${cookieId}; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400`
    })
  }

  const signOut = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readJson(request)
    const cookieId = cookieOf(request)
    const chainId = isRecord(body) ? body["chainId"] : undefined
    const accountAddress = isRecord(body) ? body["accountAddress"] : undefined
    if (cookieId !== undefined) {
      store.revoke(cookieId, typeof chainId === "string" && typeof accountAddress === "string" ? { chainId, accountAddress } : undefined)
    }
    const cleared = store.list(cookieId).length === 0
    send(response, 204, undefined, cleared ? { "set-cookie": `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0` } : {})
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin
    if (origin !== undefined && ALLOWED_ORIGIN.test(origin)) {
      response.setHeader("access-control-allow-origin", origin)
      response.setHeader("access-control-allow-credentials", "true")
      response.setHeader("vary", "Origin")
    }
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname
    const route = `${request.method ?? "GET"} ${path}`
    if (request.method === "OPTIONS") {
      return send(response, 204, undefined, {
        "access-control-allow-methods": "GET, POST",
        "access-control-allow-headers": "content-type"
      })
    }
    if (route === "GET /nonce") {
      const nonce = createSiwxNonce()
      store.issueNonce(nonce)
      return send(response, 200, { nonce }, { "cache-control": "no-store" })
    }
    if (route === "GET /sessions") return send(response, 200, { sessions: store.list(cookieOf(request)) }, { "cache-control": "no-store" })
    if (route === "POST /signout") return signOut(request, response)
    if (route === "POST /verify") {
      // The message must name the page that asked: the browser's Origin, which a page cannot forge.
      if (origin === undefined || !ALLOWED_ORIGIN.test(origin)) return send(response, 403, { error: "origin not allowed" })
      return verify(request, response, new URL(origin))
    }
    send(response, 404, { error: "not found" })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 400, { error: error instanceof Error ? error.message : "bad request" })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === "string") {
    server.close()
    throw new Error("auth server: unexpected listen address")
  }
  const { port } = address
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    }
  }
}
