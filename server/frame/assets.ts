/**
 * GET /frame/assets/<file>: the frame's built files from <frameDir>/assets. The path is checked segment by segment
 * and the resolved file must stay inside that folder (symlinks included); content-hashed names are cached for a year.
 */
import { readFile, realpath, stat } from "node:fs/promises"
import { extname, join, sep } from "node:path"
import { page } from "../http/respond.js"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2"
}

/** esbuild's `[name]-[hash]`: 8 or more base32/base64url characters before the extension. */
const HASHED = /-[A-Za-z0-9_]{8,}\.[a-z0-9]+$/

const SEGMENT = /^[A-Za-z0-9._-]+$/

/** The asset's path below the assets folder, or undefined when any segment is unsafe (`..`, `.`, encoded separators, …). */
export const safeAssetPath = (rest: string): ReadonlyArray<string> | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(rest)
  } catch {
    return undefined
  }
  const segments = decoded.split("/")
  const ok = segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..")
  return ok ? segments : undefined
}

const notFound = (): Response => page(404, "Not found", "No such file.")

export const frameAsset = async (frameDir: string, rest: string): Promise<Response> => {
  const segments = safeAssetPath(rest)
  const contentType = segments === undefined ? undefined : CONTENT_TYPES[extname(rest).toLowerCase()]
  if (segments === undefined || contentType === undefined) return notFound()
  try {
    const root = await realpath(join(frameDir, "assets"))
    const file = await realpath(join(root, ...segments))
    if (!file.startsWith(root + sep) || !(await stat(file)).isFile()) return notFound()
    return new Response(new Uint8Array(await readFile(file)), {
      status: 200,
      headers: {
        "content-type": contentType,
        "x-content-type-options": "nosniff",
        "cache-control": HASHED.test(file) ? "public, max-age=31536000, immutable" : "no-cache"
      }
    })
  } catch {
    return notFound()
  }
}
