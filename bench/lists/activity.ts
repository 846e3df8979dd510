// `node scripts/run-ts.mjs bench/lists/activity.ts`: the Activity list with 1,000 transactions in Chromium:
// first render (ms, mounted rows) and a scroll from top to bottom in 40 steps (per-frame ms: median, p95,
// max; rows mounted at most). Prints JSON. The All Wallets list (600 entries) is the AllWallets owner's.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { build } from "esbuild"
import { projectRoot } from "../../dev/paths.js"
import { launchBrowser, serveDirectory } from "../browser.js"

const root = projectRoot()
const out = join(root, ".tmp", "bench-activity")
await mkdir(out, { recursive: true })
await build({
  absWorkingDir: root,
  entryPoints: [join(root, "bench", "lists", "activityPage.tsx")],
  bundle: true, format: "esm", outfile: join(out, "page.js"), jsx: "automatic", minify: true,
  define: { "process.env.NODE_ENV": JSON.stringify("production") }, logLevel: "silent"
})
const css = (await import("../../ui/styles.js")).modalCss
await writeFile(join(out, "index.html"), `<!doctype html><meta charset="utf-8"><style>${typeof css === "string" ? css : ""}</style><div id="root"></div><script type="module" src="/page.js"></script>`)
const server = await serveDirectory(out)
const browser = await launchBrowser()
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
  await page.goto(`${server.origin}/`)
  await page.waitForFunction(() => Reflect.get(window, "__bench") !== undefined)
  const render: unknown = await page.evaluate(() => Reflect.get(window, "__bench"))
  const scroll: unknown = await page.evaluate(async () => {
    const list = document.querySelector("[data-testid=activity]")
    if (!(list instanceof HTMLElement)) throw new Error("no list")
    const frames: Array<number> = []
    let maxMounted = 0
    const steps = 40
    for (let i = 1; i <= steps; i++) {
      const t0 = performance.now()
      list.scrollTop = (list.scrollHeight * i) / steps
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      frames.push(performance.now() - t0)
      maxMounted = Math.max(maxMounted, list.querySelectorAll(".row").length)
    }
    const sorted = [...frames].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    return { steps, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1), maxMountedRows: maxMounted, reachedEnd: list.scrollTop + list.clientHeight >= list.scrollHeight - 2 }
  })
  console.log(JSON.stringify({ activity: { render, scroll } }, null, 2))
} finally {
  await browser.close()
  await server.close()
}
