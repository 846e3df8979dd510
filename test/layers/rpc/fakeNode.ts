/** A scripted JSON-RPC node behind a fake `fetch`: answers per call, HTTP failures, hangs, drops; records posts. */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import { type ChainRpcSettings, type Fetch, makeChainRpcWith } from "../../../layers/live/ChainRpc.js"
import { mainnet } from "../../../schemas/networks/evm.js"
import { Config } from "../../../services/Config.js"
import { optionsWith } from "../../services/harness.js"

export interface Call {
  readonly id: unknown
  readonly method: string
  readonly params: ReadonlyArray<unknown>
}

export type Answer =
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string } }
  | { readonly status: number; readonly headers?: Record<string, string> }
  | { readonly raw: unknown }
  | "hang"
  | "reject"

export interface Post {
  readonly url: string
  readonly contentType: string | undefined
  readonly calls: ReadonlyArray<Call>
  readonly batch: boolean
  readonly signal: AbortSignal | undefined
}

export interface FakeNode {
  readonly fetch: Fetch
  readonly posts: Array<Post>
  readonly calls: () => ReadonlyArray<Call & { readonly url: string }>
}

const toCall = (body: unknown): Call => {
  const o = typeof body === "object" && body !== null ? body : {}
  const method = "method" in o && typeof o.method === "string" ? o.method : ""
  const params = "params" in o && Array.isArray(o.params) ? o.params : []
  return { id: "id" in o ? o.id : undefined, method, params }
}

/** `answer(call, url, n)` decides each call's fate (`n`: how many calls of that method came before). */
export const fakeNode = (answer: (call: Call, url: string, n: number) => Answer): FakeNode => {
  const posts: Array<Post> = []
  const seen = new Map<string, number>()
  const fetchImpl: Fetch = (url, init) => {
    const body: unknown = JSON.parse(String(init.body))
    const calls = (Array.isArray(body) ? body : [body]).map(toCall)
    const headers = new Headers(init.headers)
    posts.push({ url, contentType: headers.get("content-type") ?? undefined, calls, batch: Array.isArray(body), signal: init.signal ?? undefined })
    const answers = calls.map((call) => {
      const n = seen.get(call.method) ?? 0
      seen.set(call.method, n + 1)
      return answer(call, url, n)
    })
    if (answers.includes("hang")) return new Promise(() => undefined)
    if (answers.includes("reject")) return Promise.reject(new TypeError("fetch failed"))
    const http = answers.find((a) => typeof a === "object" && "status" in a)
    if (http !== undefined && typeof http === "object" && "status" in http) {
      return Promise.resolve(new Response("{}", { status: http.status, headers: http.headers ?? {} }))
    }
    const replies = answers.map((a, i) => {
      if (typeof a !== "object") return {}
      if ("raw" in a) return a.raw
      return { jsonrpc: "2.0", id: calls[i]?.id, ...a }
    })
    return Promise.resolve(new Response(JSON.stringify(Array.isArray(body) ? replies : replies[0])))
  }
  return { fetch: fetchImpl, posts, calls: () => posts.flatMap((p) => p.calls.map((c) => ({ ...c, url: p.url }))) }
}

export const URL_A = "http://a.rpc.test/"
export const URL_B = "http://b.rpc.test/"

/** The live ChainRpc for mainnet over `node`, with the host's URLs (default: one). */
export const rpcOver = (node: FakeNode, settings: ChainRpcSettings = {}, urls: ReadonlyArray<string> = [URL_A]) =>
  makeChainRpcWith(node.fetch, settings).pipe(
    Effect.provide(Context.make(Config, optionsWith({ rpcUrls: { "eip155:1": urls }, networks: [mainnet] })))
  )
