/**
 * The data plane's module as a Next.js production build minifies it (issue 24): SWC's minifier emptied the
 * browser page (`browserPage` → `{}`), so `page.onPageHide` was not a function and the API, explorer and
 * analytics all failed at start. Bundled as in dist/ (esbuild, packages external; the runtime takes only
 * LazyDataLive, so lazyDataLive is called once and SWC inlines it), minified with Next's options.
 */
import { build } from "esbuild"
import { describe, expect, it } from "vitest"
import { emptiedObjects, minifyAsNext } from "../package/nextMinify.mjs"

const ROOT = new URL("../..", import.meta.url).pathname

describe("the lazy data plane under Next's SWC minifier", () => {
  it("keeps the browser page's hooks", async () => {
    const bundled = await build({
      stdin: { contents: 'export { LazyDataLive } from "./layers/live/lazyData.js"', resolveDir: ROOT, loader: "ts" },
      absWorkingDir: ROOT,
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      packages: "external",
      write: false,
      logLevel: "silent"
    })
    const source = bundled.outputFiles[0]?.text ?? ""
    const minified = await minifyAsNext(ROOT, source)
    expect(emptiedObjects(source, minified)).toEqual([])
    expect(minified).toContain('"pagehide"')
  })
})
