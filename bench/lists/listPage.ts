// The page both list benchmarks load (bench/lists/activity.ts, bench/lists/allWallets.ts): their React entry
// bundled with esbuild, minified, with the modal's stylesheet, served on 127.0.0.1, opened in Chromium at
// 360 px once the entry has set `window.__bench`; `run` gets the page, and everything stops after it.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { build } from "esbuild"
import type { Page } from "playwright-core"
import { projectRoot } from "../../dev/paths.js"
import { launchBrowser, serveDirectory } from "../browser.js"

export const withListPage = async <A>(entry: string, outDir: string, run: (page: Page) => Promise<A>): Promise<A> => {
  const root = projectRoot()
  const out = join(root, ".tmp", outDir)
  await mkdir(out, { recursive: true })
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, "bench", "lists", entry)],
    bundle: true, format: "esm", outfile: join(out, "page.js"), jsx: "automatic", minify: true,
    define: { "process.env.NODE_ENV": JSON.stringify("production") }, logLevel: "silent"
  })
  const css = (await import("../../ui/styles.js")).modalCss
  await writeFile(join(out, "index.html"), `<!doctype html><meta charset="utf-8"><style>${css}</style><div id="root"></div><script type="module" src="/page.js"></script>`)
  const server = await serveDirectory(out)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => Reflect.get(window, "__bench") !== undefined)
    return await run(page)
  } finally {
    await browser.close()
    await server.close()
  }
}
