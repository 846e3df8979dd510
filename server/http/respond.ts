/**
 * Responses, and the one way a handler refuses a request: throw an ApiFailure; the router turns it into the
 * ApiError body (schemas/walletServer/api.ts) with its status.
 */
import type { ApiError } from "../../schemas/walletServer/api.js"

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError
  ) {
    super(body.message)
  }
}

export const fail = (status: number, error: ApiError["error"], message: string, extra: Omit<ApiError, "error" | "message"> = {}) =>
  new ApiFailure(status, { error, message, ...extra })

/** Headers on every response: nothing here is meant to be sniffed, framed by others (except the frame page) or cached. */
const BASE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store"
} as const

const headersOf = (extra: Readonly<Record<string, string>>): Headers => new Headers({ ...BASE_HEADERS, ...extra })

export const json = (status: number, body: unknown, extra: Readonly<Record<string, string>> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: headersOf({ "content-type": "application/json; charset=utf-8", ...extra }) })

export const noContent = (extra: Readonly<Record<string, string>> = {}): Response =>
  new Response(null, { status: 204, headers: headersOf(extra) })

export const failureResponse = (failure: ApiFailure): Response => json(failure.status, failure.body)

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const htmlResponse = (status: number, body: string, extra: Readonly<Record<string, string>> = {}): Response =>
  new Response(body, { status, headers: headersOf({ "content-type": "text/html; charset=utf-8", ...extra }) })

/** A small plain page (device approval, refusals): no script, nothing framed. */
export const page = (status: number, title: string, text: string): Response =>
  htmlResponse(
    status,
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    { "content-security-policy": "default-src 'none'; frame-ancestors 'none'" }
  )
