// `node scripts/run-ts.mjs bench/lists/allWallets.ts`: the All Wallets list with 640 entries in Chromium:
// first render (ms, mounted rows) and a scroll from top to bottom in 40 steps (per-frame ms: median, p95,
// max; rows mounted at most). Prints JSON, as bench/lists/activity.ts does for Activity; FRAMES=1 also prints
// every step's ms.
import { withListPage } from "./listPage.js"

await withListPage("allWalletsPage.tsx", "bench-all-wallets", async (page) => {
  const render: unknown = await page.evaluate(() => Reflect.get(window, "__bench"))
  const scroll: unknown = await page.evaluate(async () => {
    const list = document.querySelector("[data-testid=all-wallets-scroll]")
    if (!(list instanceof HTMLElement)) throw new Error("no list")
    const rows = () => list.querySelectorAll("[data-testid=all-wallets-list] > li").length
    const frames: Array<number> = []
    let maxMounted = rows()
    const steps = 40
    // Each step waits two animation frames (the scroll's frame and the one after): ~33 ms at 60 Hz is no frame lost.
    // Rows are measured as they mount, so the height grows on the way down: each step aims at the share of
    // the current height, and the last ones go on until the end is reached.
    for (let i = 1; i <= steps || (i <= 2 * steps && list.scrollTop + list.clientHeight < list.scrollHeight - 2); i++) {
      const t0 = performance.now()
      list.scrollTop = ((list.scrollHeight - list.clientHeight) * Math.min(i, steps)) / steps
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      frames.push(performance.now() - t0)
      maxMounted = Math.max(maxMounted, rows())
    }
    const sorted = [...frames].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    Reflect.set(window, "__frames", frames)
    return { steps: frames.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1), maxMountedRows: maxMounted, reachedEnd: list.scrollTop + list.clientHeight >= list.scrollHeight - 2 }
  })
  console.log(JSON.stringify({ allWallets: { render, scroll } }, null, 2))
  if (process.env["FRAMES"] === "1") console.log(JSON.stringify(await page.evaluate(() => Reflect.get(window, "__frames"))))
})
