/**
 * `node scripts/run-ts.mjs bench/trace.ts [scenario] [--cpu-throttle N] [--runs N] [--settled] [--profile FROM-TO|button] [--no-minify]`: where the time of a
 * click-at-once load goes. Builds one bench scenario (default: walletport), loads it cold as the throttled
 * bench visitor does (4× CPU, click the moment the button shows) with a Chrome trace, and prints the page's
 * main thread from navigation to the painted modal: each task over 3 ms with what it spent its time on,
 * when each JS file was requested and arrived, and which JS functions ran from the button showing to the
 * modal painted (or in `--profile FROM-TO`, ms from navigation; `--profile button`: navigation → button). The trace files stay under
 * .tmp/bench/trace/ (open them in DevTools' Performance panel). `--no-minify` builds the page unminified (slower, not
 * a figure to report): the profile then names functions, and each chunk's `// path` comments name the module.
 */
import { mkdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { buildScenario, writeHostPage } from "./build.js"
import { coldLoad, serveDirectory } from "./browser.js"
import { loadTimes } from "./figures.js"
import { benchOutDir, projectRoot } from "./paths.js"
import { isOurs, scenarios } from "./scenarios.js"
import { mainThreadTimeline, parseTrace, profileSummary } from "./traceTimeline.js"

const argv = process.argv.slice(2)
const flagValue = (name: string): string | undefined => {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}
const name = argv.find((arg, index) => !arg.startsWith("--") && !(argv[index - 1]?.startsWith("--") ?? false)) ?? "walletport"
const cpuThrottle = Number(flagValue("--cpu-throttle") ?? 4)
const runs = Math.max(1, Number(flagValue("--runs") ?? 1) || 1)
// --settled: the visitor who waits for the page to settle (2 s) and then clicks, on an unthrottled CPU.
const settled = argv.includes("--settled")
const minify = !argv.includes("--no-minify")
// --profile FROM-TO (ms from navigation), or --profile button: from navigation to the button showing.
const profileFlag = flagValue("--profile")
const profileWindow = profileFlag === "button" ? undefined : profileFlag?.split("-").map(Number)

const scenario = scenarios().find((candidate) => candidate.name === name)
if (scenario?.browser === undefined) throw new Error(`bench/trace: no scenario with a page named ${name}`)
const outdir = join(benchOutDir(), "trace", scenario.name)
// Our pages from the sources, chunked as the package ships them (scripts/packagePlugins.mjs): no pack needed.
const build = await buildScenario({ entry: scenario.entry, outdir, root: projectRoot(), minify, plugins: isOurs(scenario) ? packagePlugins(projectRoot()) : [] })
await writeHostPage(outdir, build, `trace: ${scenario.label}`)
await mkdir(join(benchOutDir(), "trace"), { recursive: true })
const server = await serveDirectory(outdir)
try {
  for (let run = 1; run <= runs; run++) {
    const tracePath = join(benchOutDir(), "trace", `${scenario.name}-${run}.json`)
    const result = await coldLoad({
      origin: server.origin,
      target: scenario.browser,
      ownPaths: new Set(["/index.html", ...build.files.map((file) => `/${file.path}`)]),
      visitor: { click: settled ? "settled" : "at-once", settleMs: 2000, retryMs: 5000, cpuThrottle: settled ? 1 : cpuThrottle, latencyMs: 0 },
      timeoutMs: 45_000,
      failureScreenshot: undefined,
      tracePath
    })
    const times = loadTimes(result.probe)
    process.stdout.write(`\n== ${scenario.label} run ${run}: button ${times.buttonMs?.toFixed(1)} ms, modal ${times.modalMs?.toFixed(1)} ms${result.error === undefined ? "" : ` (${result.error})`}; trace ${tracePath}\n`)
    const events = parseTrace(await readFile(tracePath, "utf8"))
    process.stdout.write(mainThreadTimeline(events, { minTaskMs: 3, depth: 4 }))
    const [fromMs = profileFlag === "button" ? 0 : times.buttonMs, toMs = profileFlag === "button" ? times.buttonMs : times.modalMs] = profileWindow ?? []
    if (fromMs !== undefined && toMs !== undefined) process.stdout.write(`\n${profileSummary(events, { fromMs, toMs, top: 30 })}`)
  }
} finally {
  await server.close()
}
