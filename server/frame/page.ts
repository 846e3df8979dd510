/**
 * GET /frame: the frame page for one parent origin. The origin must be on the project's allow-list, else a plain
 * 403 page with nothing of the frame; otherwise frame.html with FrameConfig injected (the frame trusts that, not its
 * query string) and a CSP that lets only that origin embed it and only the RPC origins be reached.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from "../../schemas/walletServer/api.js"
import { SERVER_MESSAGES } from "../../schemas/errors/dataApi.js"
import { htmlResponse, page } from "../http/respond.js"
import type { WalletServerOptions } from "../options.js"
import { isAllowedOrigin } from "./origins.js"

/** JSON safe inside a <script> element: no `<` (so no `</script>`), no line separators JS engines once choked on. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

const uniqueOrigins = (urls: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set(urls.map((u) => new URL(u).origin))]

export const frameCsp = (parentOrigin: string, rpcUrls: Readonly<Record<string, string>>): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src ${["'self'", ...uniqueOrigins(Object.values(rpcUrls))].join(" ")}`,
    `frame-ancestors ${parentOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "base-uri 'none'"
  ].join("; ")

const injectConfig = (html: string, config: FrameConfig): string => {
  const element = `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`
  const head = html.search(/<\/head>/i)
  return head === -1 ? element + html : html.slice(0, head) + element + html.slice(head)
}

export const framePage = async (url: URL, options: WalletServerOptions): Promise<Response> => {
  const q = url.searchParams
  const parentOrigin = q.get("origin") ?? ""
  const projectId = q.get("projectId") ?? ""
  if (!isAllowedOrigin(options.projects, projectId, parentOrigin)) {
    return page(403, "Not allowed", SERVER_MESSAGES.originNotAllowed)
  }
  const config: FrameConfig = {
    parentOrigin,
    projectId,
    chainId: q.get("chainId") ?? Object.keys(options.rpcUrls)[0] ?? "",
    version: options.version ?? "1",
    enableLogger: q.get("enableLogger") === "true",
    rpcUrls: options.rpcUrls
  }
  const html = await readFile(join(options.frameDir, "frame.html"), "utf8")
  return htmlResponse(200, injectConfig(html, config), { "content-security-policy": frameCsp(parentOrigin, options.rpcUrls) })
}
