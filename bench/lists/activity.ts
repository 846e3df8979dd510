// `node scripts/run-ts.mjs bench/lists/activity.ts`: the Activity list with 1,000 transactions in Chromium:
// first render (ms, mounted rows) and a scroll from top to bottom in 40 steps (per-frame ms: median, p95,
// max; rows mounted at most). Prints JSON; bench/lists/allWallets.ts does the same for All Wallets.
import { withListPage } from "./listPage.js"

await withListPage("activityPage.tsx", "bench-activity", async (page) => {
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
})
