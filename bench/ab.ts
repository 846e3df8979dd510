/**
 * `node scripts/run-ts.mjs bench/ab.ts [scenario…] [--runs N] [--settled] [--cpu-throttle N]`: a targeted
 * run for one change's before/after (default: walletport, walletport-all, rainbowkit; 6 loads each). Builds
 * the pages as bench/trace.ts does (ours from the sources, chunked as the package ships them; a peer from
 * its installed packages), loads them round-robin as the at-once 4× visitor (or, with --settled, the settled
 * one) without a trace, and prints the medians of navigation → button, click → modal visible and navigation →
 * modal painted, with ours / the last scenario's. Writes nothing but the builds (.tmp/bench/ab/); the full
 * comparison with every peer stays `npm run bench` (which installs the peers: a peer page needs its
 * node_modules).
 */
import { join } from "node:path"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { buildScenario, writeHostPage } from "./build.js"
import { coldLoad, serveDirectory, type StaticServer } from "./browser.js"
import { loadTimes } from "./figures.js"
import { benchOutDir, projectRoot } from "./paths.js"
import { isOurs, type Scenario, scenarios } from "./scenarios.js"
import { median } from "./stats.js"

const argv = process.argv.slice(2)
const flagValue = (name: string): string | undefined => {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}
const names = argv.filter((arg, index) => !arg.startsWith("--") && !(argv[index - 1]?.startsWith("--") ?? false))
const runs = Math.max(1, Number(flagValue("--runs") ?? 6) || 1)
const settled = argv.includes("--settled")
const cpuThrottle = settled ? 1 : Number(flagValue("--cpu-throttle") ?? 4)

const picked = (names.length > 0 ? names : ["walletport", "walletport-all", "rainbowkit"]).map((name) => {
  const scenario = scenarios().find((candidate) => candidate.name === name)
  if (scenario?.browser === undefined) throw new Error(`bench/ab: no scenario with a page named ${name}`)
  return scenario
})

interface Page {
  readonly scenario: Scenario
  readonly server: StaticServer
  readonly ownPaths: ReadonlySet<string>
  readonly samples: { readonly buttonMs: Array<number>; readonly dialogMs: Array<number>; readonly modalMs: Array<number>; readonly rowToRequestMs: Array<number> }
}

const pages: Array<Page> = []
try {
  for (const scenario of picked) {
    const outdir = join(benchOutDir(), "ab", scenario.name)
    const build = await buildScenario({ entry: scenario.entry, outdir, root: projectRoot(), plugins: isOurs(scenario) ? packagePlugins(projectRoot()) : [] })
    await writeHostPage(outdir, build, `ab: ${scenario.label}`)
    pages.push({
      scenario,
      server: await serveDirectory(outdir),
      ownPaths: new Set(["/index.html", ...build.files.map((file) => `/${file.path}`)]),
      samples: { buttonMs: [], dialogMs: [], modalMs: [], rowToRequestMs: [] }
    })
  }
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const target = page.scenario.browser
      if (target === undefined) continue
      const result = await coldLoad({
        origin: page.server.origin,
        target,
        ownPaths: page.ownPaths,
        visitor: { click: settled ? "settled" : "at-once", settleMs: 2000, retryMs: 5000, cpuThrottle, latencyMs: 0 },
        timeoutMs: 45_000,
        failureScreenshot: undefined
      })
      const times = loadTimes(result.probe)
      for (const key of ["buttonMs", "dialogMs", "modalMs", "rowToRequestMs"] as const) {
        const value = times[key]
        if (value !== undefined) page.samples[key].push(value)
      }
      process.stdout.write(`${page.scenario.label} ${run}: button ${times.buttonMs?.toFixed(1)}, click → modal ${times.dialogMs?.toFixed(1)}, modal ${times.modalMs?.toFixed(1)}, row → request ${times.rowToRequestMs?.toFixed(1)}${result.error === undefined ? "" : ` (${result.error})`}\n`)
    }
  }
  const reference = pages.at(-1)
  process.stdout.write(`\nmedians (${settled ? "settled" : `${cpuThrottle}× CPU at once`}, ${runs} loads); ratio to ${reference?.scenario.label}\n`)
  for (const page of pages) {
    const cells = (["buttonMs", "dialogMs", "modalMs", "rowToRequestMs"] as const).map((key) => {
      const ours = median(page.samples[key])
      const theirs = reference === undefined ? undefined : median(reference.samples[key])
      return `${key} ${ours?.toFixed(1)}${ours === undefined || theirs === undefined ? "" : ` (${(ours / theirs).toFixed(2)})`}`
    })
    process.stdout.write(`  ${page.scenario.label}: ${cells.join(", ")}\n`)
  }
} finally {
  for (const page of pages) await page.server.close()
}
