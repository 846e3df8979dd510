// A host's page built from the library source, as a host's bundler would build it from the package: the
// README's examples are bundled by esbuild with `walletport/*` resolved to runtime/entries/*, code split
// (the core and the modal load with import()), and served from memory on a fake origin in Chromium.
// No dev stack: these pages need no chain, so the tests launch only the browser.
import { build, type Plugin } from "esbuild"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { projectRoot } from "../../dev/paths.js"
import { readmeExample } from "../package/readme.mjs"
import { newContext } from "./browser.js"

export const HOST_ORIGIN = "http://walletport-host.test"

/** `walletport` and `walletport/<entry>` as the package's `exports` map them, but to the sources. */
export const walletportFromSource: Plugin = {
  name: "walletport-from-source",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^walletport(\/[a-z]+)?$/ }, ({ path }) => ({
      path: join(projectRoot(), "runtime", "entries", `${path === "walletport" ? "index" : path.slice("walletport/".length)}.ts`)
    }))
  }
}

/** Host modules held in memory (file name → source), imported as `./App.js` and the like. */
export const hostModules = (modules: Readonly<Record<string, string>>): Plugin => ({
  name: "host-modules",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/[\w.-]+$/ }, ({ path }) => {
      const name = Object.keys(modules).find((file) => `./${file.replace(/\.tsx?$/, ".js")}` === path || `./${file}` === path)
      return name === undefined ? undefined : { path: name, namespace: "host" }
    })
    pluginBuild.onLoad({ filter: /.*/, namespace: "host" }, ({ path }) => ({
      contents: modules[path] ?? "",
      loader: path.endsWith(".tsx") ? "tsx" : "ts",
      resolveDir: projectRoot()
    }))
  }
})

/** A README example (by its marker) as the source of a module in the host. */
export const readme = (name: string): Promise<string> => readmeExample(join(projectRoot(), "README.md"), name)

/**
 * Bundles `entry` for the browser (ESM, split) with `modules` beside it, so the entry can import the
 * README's examples by name. Returns the files, by URL path.
 */
export const bundleHostPage = async (
  entry: string,
  modules: Readonly<Record<string, string>>,
  options: { readonly production?: boolean } = {}
): Promise<ReadonlyMap<string, string>> => {
  const result = await build({
    stdin: { contents: entry, loader: "tsx", resolveDir: projectRoot(), sourcefile: "host-entry.tsx" },
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "/out",
    entryNames: "entry",
    chunkNames: "chunks/[name]-[hash]",
    write: false,
    jsx: "automatic",
    minify: options.production === true,
    define: { "process.env.NODE_ENV": options.production === true ? '"production"' : '"development"' },
    plugins: [walletportFromSource, hostModules(modules)],
    logLevel: "warning"
  })
  return new Map(result.outputFiles.map((file) => [file.path.slice("/out".length), file.text]))
}

export interface HostPage {
  readonly page: Page
  /** console.error messages and uncaught errors seen so far (not the browser's own line for a refused request). */
  readonly errors: ReadonlyArray<string>
  /** Requests off the fake origin, which the closed network refused (the data plane's explorer API, say). */
  readonly refused: ReadonlyArray<string>
}

/**
 * Opens `body` (HTML) with the bundled files in a fresh context of `width` px (and the browser's `locale`);
 * `beforeLoad` runs in the page before any script (to seed localStorage, say). Requests off the fake origin are refused.
 */
export const openHostPage = async (
  browser: Browser,
  files: ReadonlyMap<string, string>,
  options: { readonly body: string; readonly width: number; readonly beforeLoad?: string; readonly locale?: string }
): Promise<HostPage> => {
  const context = await newContext(browser, { viewport: { width: options.width, height: 720 }, ...(options.locale === undefined ? {} : { locale: options.locale }) })
  const refused: Array<string> = []
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== HOST_ORIGIN) {
      refused.push(url.href)
      return route.abort()
    }
    if (url.pathname === "/") {
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>host</title></head><body style="margin:0;padding:16px;font-family:sans-serif">${options.body}<script type="module" src="/entry.js"></script></body></html>`
      })
    }
    const file = files.get(url.pathname)
    return file === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: "text/javascript", body: file })
  })
  if (options.beforeLoad !== undefined) await context.addInitScript({ content: options.beforeLoad })
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on("console", (message) => {
    // Chromium's own line for a request the route above refused: listed in `refused`, not an error of the page.
    const refusedHere = message.text().startsWith("Failed to load resource") && refused.includes(message.location().url)
    if (message.type() === "error" && !refusedHere) errors.push(`console.error: ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(`${HOST_ORIGIN}/`)
  return { page, errors, refused }
}
