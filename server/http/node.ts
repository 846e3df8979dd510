/**
 * Serves a Fetch-API handler over node:http: the request (body read up to MAX_BODY_BYTES) becomes a Request, the
 * peer address goes in RequestInfo, the Response is written back. close() ends open connections too.
 */
import { createServer, type IncomingMessage } from "node:http"
import type { RequestInfo } from "../options.js"
import { MAX_BODY_BYTES } from "./request.js"

export interface FetchHandler {
  readonly fetch: (request: Request, info?: RequestInfo) => Promise<Response>
}

/** The body, or undefined when it is larger than the API takes (the handler is not called). */
const readBounded = async (message: IncomingMessage): Promise<Buffer | undefined> => {
  const chunks: Array<Buffer> = []
  let size = 0
  for await (const chunk of message) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += bytes.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(bytes)
  }
  return Buffer.concat(chunks)
}

const toRequest = (message: IncomingMessage, origin: string, body: Buffer): Request => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
  }
  const method = message.method ?? "GET"
  const hasBody = method !== "GET" && method !== "HEAD"
  return new Request(new URL(message.url ?? "/", origin), { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) })
}

export const listen = (
  server: FetchHandler,
  o: { readonly port: number; readonly host: string }
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> =>
  new Promise((resolve, reject) => {
    const http = createServer((message, response) => {
      const respond = async (): Promise<void> => {
        const body = await readBounded(message)
        if (body === undefined) {
          response.writeHead(413).end()
          return
        }
        // The URL's origin is not trusted by any check (the server compares with its publicUrl); Host only fills it in.
        const request = toRequest(message, `http://${o.host}`, body)
        const ip = message.socket.remoteAddress
        const res = await server.fetch(request, ip === undefined ? {} : { clientIp: ip })
        response.statusCode = res.status
        for (const [name, value] of res.headers) response.appendHeader(name, value)
        response.end(Buffer.from(await res.arrayBuffer()))
      }
      respond().catch(() => {
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
    })
    http.once("error", reject)
    http.listen(o.port, o.host, () => {
      const address = http.address()
      const port = typeof address === "object" && address !== null ? address.port : o.port
      resolve({
        url: `http://${o.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            http.closeAllConnections()
            http.close(() => done())
          })
      })
    })
  })
