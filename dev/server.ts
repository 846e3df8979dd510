// The demo dapp server (ARCHITECTURE §5): an esbuild context bundles dev/demo/main.tsx (in watch mode for
// `npm start`), and a small node:http server on 127.0.0.1 serves the pages, the bundle (from memory) and
// /config.json, which tells the page where the devnet is.
import { build, type BuildOptions, type BuildResult, context, type Message, type Plugin } from "esbuild"
import { readFile, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { extname, join, relative, resolve, sep } from "node:path"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { type BuiltFile, cachedFiles, sourceTreeKey } from "./buildCache.js"
import type { DemoConfig } from "./demo/config.js"
import { projectRoot } from "./paths.js"

/** Body of /config.json: where the devnet and the local services are (extra fields for the stack's services). */
export type DevServerConfig = DemoConfig & Readonly<Record<string, unknown>>

export interface StartDevServerOptions {
  /**
   * Served at /config.json. A promise lets the build start before the services it names are up (dev/stack.ts):
   * a request for it waits.
   */
  readonly config: DevServerConfig | Promise<DevServerConfig>
  /** 0 (default) lets the OS choose a free port. */
  readonly port?: number
  /**
   * Rebuild on source changes (default true). Tests pass false: the bundle is then built once per source tree and
   * kept for the next stacks (dev/buildCache.ts).
   */
  readonly watch?: boolean
  readonly minify?: boolean
  /** Called with one line per finished build that had errors or warnings, and per rebuild. */
  readonly log?: (line: string) => void
}

export interface DevServer {
  /** e.g. http://127.0.0.1:41234/ (with trailing slash). */
  readonly url: string
  readonly port: number
  /** Resolves after the in-flight build (if any); rejects with the messages if it failed. */
  readonly ready: () => Promise<void>
  /** Stops watching, disposes esbuild and closes the server (open connections included). Idempotent. */
  readonly stop: () => Promise<void>
}

/** URL prefix of the bundle; dev/demo/index.html loads /build/main.js. */
export const BUILD_PREFIX = "/build/"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8"
}

const contentType = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream"

/** One esbuild message as a line: where, then what. */
const describeMessage = (message: Message): string => `${message.location?.file ?? ""}:${message.location?.line ?? ""} ${message.text}`

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && typeof Reflect.get(value, "text") === "string"

/** The lines of a failed esbuild build (its `errors`), or the error itself. */
const failureLines = (error: unknown): ReadonlyArray<string> => {
  const errors: unknown = typeof error === "object" && error !== null ? Reflect.get(error, "errors") : undefined
  return Array.isArray(errors) && errors.every(isMessage) ? errors.map(describeMessage) : [String(error)]
}

interface BuildState {
  readonly files: ReadonlyMap<string, BuiltFile>
  readonly errors: ReadonlyArray<string>
}

/** Starts the demo dapp server; resolves after the first build succeeded. */
export const startDevServer = async (options: StartDevServerOptions): Promise<DevServer> => {
  const root = projectRoot()
  const demoDir = join(root, "dev", "demo")
  // esbuild needs an outdir for code splitting; nothing is written there (write: false).
  const outDir = join(root, ".tmp", "demo-build")
  const log = options.log ?? (() => {})
  const config = Promise.resolve(options.config)
  // Unused when the start fails first; a request awaits it (and answers 500 if it failed).
  config.catch(() => {})

  // Requests wait for the build in flight, so a reload right after an edit never sees a half-built app.
  let state: BuildState = { files: new Map(), errors: [] }
  let pending: Deferred<BuildState> | undefined = deferred() // the first build
  const current = (): Promise<BuildState> => pending?.promise ?? Promise.resolve(state)
  let builds = 0
  const tracker: Plugin = {
    name: "walletport-dev-tracker",
    setup(build) {
      build.onStart(() => {
        pending ??= deferred()
      })
      build.onEnd((result: BuildResult) => {
        const files = new Map<string, BuiltFile>()
        for (const file of result.outputFiles ?? []) {
          files.set(relative(outDir, file.path).split(sep).join("/"), file)
        }
        const errors = result.errors.map(describeMessage)
        state = { files, errors }
        builds += 1
        if (errors.length > 0) log(`demo build failed: ${errors.join("\n")}`)
        else if (builds > 1) log(`demo rebuilt (${files.size} files)`)
        pending?.resolve(state)
        pending = undefined
      })
    }
  }

  const minify = options.minify ?? false
  const buildOptions = {
    absWorkingDir: root,
    entryPoints: { main: join(demoDir, "main.tsx"), "wc-wallet": join(root, "dev", "wc-wallet", "page.ts") },
    outdir: outDir,
    write: false,
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    sourcemap: true,
    minify,
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "assets/[name]-[hash]",
    define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
    logLevel: "silent"
  } satisfies BuildOptions
  // Chunked as the package ships them (scripts/packagePlugins.mjs).
  const plugins = packagePlugins(root)

  const ready = async (): Promise<void> => {
    const result = await current()
    if (result.errors.length > 0) throw new Error(`demo build failed:\n${result.errors.join("\n")}`)
  }

  // Watch mode keeps an esbuild context (disposed by stop); a one-off build is done, or read from the cache.
  let dispose = async (): Promise<void> => {}
  if (options.watch ?? true) {
    const ctx = await context({ ...buildOptions, plugins: [tracker, ...plugins] })
    dispose = () => ctx.dispose()
    try {
      await ctx.watch()
      await ready()
    } catch (error) {
      await ctx.dispose()
      throw error
    }
  } else {
    const buildOnce = async (): Promise<ReadonlyArray<BuiltFile>> => {
      const result = await build({ ...buildOptions, plugins: [...plugins] }).catch((error: unknown) => {
        throw new Error(`demo build failed:\n${failureLines(error).join("\n")}`)
      })
      if (result.outputFiles === undefined) throw new Error("demo build: esbuild returned no files (write: false)")
      return result.outputFiles.map((file) => ({ path: relative(outDir, file.path).split(sep).join("/"), contents: file.contents }))
    }
    const files = await cachedFiles("demo", await sourceTreeKey(JSON.stringify({ minify })), buildOnce)
    state = { files: new Map(files.map((file) => [file.path, file])), errors: [] }
    pending?.resolve(state)
    pending = undefined
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, "text/plain; charset=utf-8", `internal error: ${String(error)}\n`)
      else res.destroy()
    })
  })

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return send(res, 405, "text/plain; charset=utf-8", "method not allowed\n")
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname)
    } catch {
      return send(res, 400, "text/plain; charset=utf-8", "bad request\n")
    }
    // No traversal: refuse any dot segment, backslash or NUL rather than trying to normalise them.
    if (pathname.includes("\0") || pathname.includes("\\") || pathname.split("/").some((s) => s === ".." || s === ".")) {
      return send(res, 404, "text/plain; charset=utf-8", "not found\n")
    }

    if (pathname === "/config.json") {
      return send(res, 200, contentType(".json"), JSON.stringify(await config))
    }
    if (pathname === "/favicon.ico") {
      return send(res, 204, "image/x-icon", "")
    }
    if (pathname.startsWith(BUILD_PREFIX)) {
      const built = await current()
      const file = built.files.get(pathname.slice(BUILD_PREFIX.length))
      if (file === undefined) {
        const status = built.errors.length > 0 ? 503 : 404
        return send(res, status, "text/plain; charset=utf-8", built.errors.join("\n") || "not found\n")
      }
      return send(res, 200, contentType(file.path), file.contents)
    }
    const page = pathname === "/" ? "index.html" : pathname.slice(1)
    if (page.endsWith(".html")) {
      const file = resolve(demoDir, page)
      if (file.startsWith(demoDir + sep) && (await isFile(file))) {
        return send(res, 200, contentType(file), await readFile(file))
      }
    }
    return send(res, 404, "text/plain; charset=utf-8", "not found\n")
  }

  const send = (res: ServerResponse, status: number, type: string, body: string | Uint8Array): void => {
    res.writeHead(status, {
      "Content-Type": type,
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff"
    })
    res.end(res.req.method === "HEAD" ? undefined : body)
  }

  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once("error", rejectListen)
      server.listen(options.port ?? 0, "127.0.0.1", () => {
        server.off("error", rejectListen)
        resolveListen()
      })
    })
  } catch (error) {
    await dispose()
    throw error
  }
  const address = server.address()
  if (address === null || typeof address === "string") {
    await dispose()
    throw new Error("dev server: unexpected listen address")
  }
  const port = address.port

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()))
      server.closeAllConnections()
      await Promise.all([closed, dispose()])
    })()
    return stopping
  }

  return { url: `http://127.0.0.1:${port}/`, port, ready, stop }
}

interface Deferred<A> {
  readonly promise: Promise<A>
  readonly resolve: (value: A) => void
}

const deferred = <A>(): Deferred<A> => {
  let resolveFn: (value: A) => void = () => {}
  const promise = new Promise<A>((resolvePromise) => {
    resolveFn = resolvePromise
  })
  return { promise, resolve: resolveFn }
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}
