/**
 * `npm run bench`: walletport side by side with Reown AppKit, RainbowKit and ConnectKit (and two
 * floors), on this machine, in one run.
 *
 *   1. installs each peer into bench/peers/<peer>/node_modules when missing (npm ci from the
 *      committed lockfile; all in parallel),
 *   2. builds every scenario with the same esbuild settings (bench/build.ts) into .tmp/bench/,
 *   3. counts the npm packages each scenario installs (from the lockfiles),
 *   4. loads each page cold in Debian's Chromium on a closed network, N times, round-robin
 *      (bench/browser.ts),
 *   5. prints the table with ratios ours / peer and the budgets, and writes bench/results.json.
 *
 *   6. loads the pages with a dialog again on a 4× throttled CPU (CDP Emulation.setCPUThrottlingRate),
 *      with a visitor who clicks the moment the button shows: navigation → modal painted.
 *   7. times the validators on hostile input (bench/validators.ts); starts the offline dev stack and
 *      times the WalletConnect QR against its relay, N fresh pages per visitor (bench/walletconnect/).
 *
 * Options: --runs N (or BENCH_RUNS; default 5, at least 1), --no-browser (sizes only), --no-stack (skips 7.),
 * --cpu-throttle N (or BENCH_CPU_THROTTLE; default 4; 0 skips the throttled loads),
 * BENCH_SETTLE_MS (wait between button visible and click; default 2000), CHROMIUM_PATH.
 */
import { spawn } from "node:child_process"
import { createWriteStream, existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { cpus, totalmem } from "node:os"
import { join, relative } from "node:path"
import { version as esbuildVersion } from "esbuild"
import { buildScenario, type BuildResult, writeHostPage } from "./build.js"
import { CHROMIUM_PATH, chromiumVersion, coldLoad, type LoadResult, serveDirectory, type StaticServer, type Visitor } from "./browser.js"
import { analyseChunks, type ChunkReport } from "./chunks.js"
import { countPackages, manifestRoots } from "./packages.js"
import { benchDir, benchOutDir, projectRoot } from "./paths.js"
import { computeBudgets, computeRatios, renderBudgets, renderChunks, renderTable } from "./report.js"
import type { BrowserFigures, Results, ScenarioResult, Summary, ThrottledFigures } from "./results.js"
import { type Scenario, scenarios as allScenarios } from "./scenarios.js"
import { median } from "./stats.js"
import { timeHostileEmails, validatorBudgets } from "./validators.js"
import { measureQrSpeed, type QrScenarioFigures } from "./walletconnect/qrSpeed.js"
import { qrBudgets, renderQrTable } from "./walletconnect/report.js"

const argv = process.argv.slice(2)
const flagValue = (name: string): string | undefined => {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}
const runs = Math.max(1, Number(flagValue("--runs") ?? process.env["BENCH_RUNS"] ?? 5) || 5)
const browserEnabled = !argv.includes("--no-browser")
const stackEnabled = !argv.includes("--no-stack")
const settleMs = Number(process.env["BENCH_SETTLE_MS"] ?? 2000)
const cpuThrottle = Math.max(0, Number(flagValue("--cpu-throttle") ?? process.env["BENCH_CPU_THROTTLE"] ?? 4) || 0)
const timeoutMs = 15_000
// A 4× slower CPU takes several times longer to boot the peers: the throttled loads get more time,
// and a visitor whose click did nothing clicks again after 5 s. (With 1 s, a click that worked but
// took over a second to show the modal, ours included, was counted as ignored and clicked again.)
const throttledTimeoutMs = 45_000
const retryMs = 5000

const started = performance.now()
const durations: Record<string, number> = {}
const phase = async <A>(name: string, run: () => Promise<A>): Promise<A> => {
  const start = performance.now()
  process.stdout.write(`\n== ${name}\n`)
  try {
    return await run()
  } finally {
    const seconds = (performance.now() - start) / 1000
    durations[name] = Math.round(seconds * 10) / 10
    process.stdout.write(`== ${name}: ${seconds.toFixed(1)} s\n`)
  }
}

const root = projectRoot()
const outRoot = benchOutDir()
const scenarios = allScenarios()
const errors = new Map<string, string>()

// 1. Install the peers that are not installed yet.
const runNpm = (scenario: Scenario): Promise<void> => {
  const logFile = join(outRoot, `install-${scenario.name}.log`)
  const locked = existsSync(join(scenario.packageDir, "package-lock.json"))
  // npm ci installs exactly the committed lockfile. Install scripts are skipped: they only build
  // native Node addons (keccak, bufferutil) and version checks, none of which a browser bundle uses.
  const args = [locked ? "ci" : "install", "--no-audit", "--no-fund", "--ignore-scripts", "--prefix", scenario.packageDir]
  const start = performance.now()
  process.stdout.write(`  ${scenario.label}: npm ${args.slice(0, 4).join(" ")} (log: ${relative(root, logFile)})\n`)
  return new Promise((resolve) => {
    const log = createWriteStream(logFile)
    const child = spawn("npm", args, { cwd: scenario.packageDir, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    const done = (problem: string | undefined): void => {
      log.end()
      const seconds = ((performance.now() - start) / 1000).toFixed(1)
      if (problem === undefined) process.stdout.write(`  ${scenario.label}: installed in ${seconds} s\n`)
      else {
        errors.set(scenario.name, problem)
        process.stdout.write(`  ${scenario.label}: install FAILED after ${seconds} s (${problem}); see ${relative(root, logFile)}\n`)
      }
      resolve()
    }
    child.once("error", (error) => done(`npm did not start: ${error.message}`))
    child.once("close", (code) => done(code === 0 ? undefined : `npm exited ${code}`))
  })
}

await mkdir(outRoot, { recursive: true })
await phase("install peers", async () => {
  const missing = scenarios.filter((scenario) => scenario.installs && !existsSync(join(scenario.packageDir, "node_modules")))
  const present = scenarios.filter((scenario) => scenario.installs && !missing.includes(scenario))
  for (const scenario of present) process.stdout.write(`  ${scenario.label}: already installed (delete ${relative(root, join(scenario.packageDir, "node_modules"))} to reinstall)\n`)
  await Promise.all(missing.map(runNpm))
})

// 2. Build.
const builds = new Map<string, BuildResult>()
const chunkReports = new Map<string, ChunkReport>()
await phase("build", async () => {
  for (const scenario of scenarios) {
    if (errors.has(scenario.name)) continue
    const start = performance.now()
    try {
      const outdir = join(outRoot, scenario.name)
      const result = await buildScenario({ entry: scenario.entry, outdir, root, plugins: scenario.plugins })
      await writeHostPage(outdir, result, `bench: ${scenario.label}`)
      builds.set(scenario.name, result)
      if (scenario.kind === "ours" || scenario.kind === "variant") {
        try {
          chunkReports.set(scenario.name, analyseChunks(result))
        } catch (error) {
          process.stdout.write(`  ${scenario.label}: no chunk report: ${error instanceof Error ? error.message : String(error)}\n`)
        }
      }
      const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
      process.stdout.write(
        `  ${scenario.label}: ${((performance.now() - start) / 1000).toFixed(1)} s, initial ${kib(result.initial.brotli)} br, lazy ${kib(result.lazy.brotli)} br, ${result.files.filter((file) => file.kind === "js").length} JS files\n`
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      errors.set(scenario.name, "build failed")
      process.stdout.write(`  ${scenario.label}: BUILD FAILED\n${message}\n`)
    }
  }
})

// 3. Packages and versions.
const rootsOf = async (scenario: Scenario): Promise<ReadonlyArray<string>> => {
  if (scenario.rootPackages === "manifest") return manifestRoots(scenario.packageDir, { peers: false })
  if (scenario.rootPackages === "walletport") return manifestRoots(scenario.packageDir, { peers: true })
  return scenario.rootPackages
}

const versionsOf = async (scenario: Scenario, roots: ReadonlyArray<string>): Promise<Record<string, string>> => {
  const versions: Record<string, string> = {}
  if (scenario.kind === "ours" || scenario.kind === "variant") versions["walletport"] = await packageVersion(join(scenario.packageDir, "package.json"))
  for (const name of roots) versions[name] = await packageVersion(join(scenario.packageDir, "node_modules", name, "package.json"))
  return versions
}

const packageVersion = async (manifest: string): Promise<string> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(manifest, "utf8"))
    return typeof parsed === "object" && parsed !== null && "version" in parsed && typeof parsed.version === "string" ? parsed.version : "?"
  } catch {
    return "not installed"
  }
}

const packageInfo = new Map<string, { count: number; distinct: number; versions: Record<string, string> }>()
await phase("count packages", async () => {
  for (const scenario of scenarios) {
    try {
      const roots = await rootsOf(scenario)
      const counted = await countPackages(scenario.packageDir, roots)
      const info = { count: counted.count + scenario.extraPackages, distinct: counted.distinct + scenario.extraPackages, versions: await versionsOf(scenario, roots) }
      packageInfo.set(scenario.name, info)
      process.stdout.write(`  ${scenario.label}: ${info.count} packages (${Object.entries(info.versions).map(([name, version]) => `${name}@${version}`).join(", ")})\n`)
    } catch (error) {
      process.stdout.write(`  ${scenario.label}: could not count packages: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  }
})

// 4. Cold loads in Chromium, round-robin so that the machine's noise spreads over every scenario:
// first a visitor who lets the page settle and then clicks, then (6.) on a throttled CPU, a visitor
// who clicks at once.
const loads = new Map<string, Array<LoadResult>>()
const throttledLoads = new Map<string, Array<LoadResult>>()
let chromium: string | undefined

const loadRoundRobin = async (
  targets: ReadonlyArray<Scenario>,
  visitor: Visitor,
  timeout: number,
  into: Map<string, Array<LoadResult>>
): Promise<void> => {
  const servers = new Map<string, StaticServer>()
  const tag = visitor.kind === "settled" ? "" : `${visitor.cpuThrottle}x-`
  try {
    for (const scenario of targets) servers.set(scenario.name, await serveDirectory(join(outRoot, scenario.name)))
    for (let run = 1; run <= runs; run++) {
      for (const scenario of targets) {
        const server = servers.get(scenario.name)
        const build = builds.get(scenario.name)
        if (scenario.browser === undefined || server === undefined || build === undefined) continue
        const result = await coldLoad({
          origin: server.origin,
          target: scenario.browser,
          ownPaths: new Set(["/index.html", ...build.files.map((file) => `/${file.path}`)]),
          visitor,
          timeoutMs: timeout,
          failureScreenshot: join(outRoot, `${scenario.name}-${tag}failure-${run}.png`)
        })
        const list = into.get(scenario.name) ?? []
        list.push(result)
        into.set(scenario.name, list)
        const ms = (value: number | undefined): string => (value === undefined ? "–" : `${value.toFixed(1)} ms`)
        const figures = visitor.kind === "settled"
          ? `dialog ${ms(result.dialogMs).padStart(9)}  requests before click ${String(result.requestsBeforeClick.length).padStart(3)}`
          : `modal ${ms(result.modalMs).padStart(10)}  clicks ${result.clicks}`
        process.stdout.write(
          `  load ${run}/${runs} ${scenario.label.padEnd(12)} button ${ms(result.buttonMs).padStart(9)}  ${figures}${result.error === undefined ? "" : `  (${result.error})`}\n`
        )
      }
    }
  } finally {
    for (const server of servers.values()) await server.close()
  }
}

if (!browserEnabled) process.stdout.write("\n(browser part skipped: --no-browser)\n")
else if (!existsSync(CHROMIUM_PATH)) {
  process.stdout.write(`\n(browser part skipped: ${CHROMIUM_PATH} is missing; apt-get install chromium, or set CHROMIUM_PATH)\n`)
} else {
  const loadable = scenarios.filter((scenario) => scenario.browser !== undefined && builds.has(scenario.name))
  await phase(`browser: ${runs} cold loads per scenario`, async () => {
    chromium = await chromiumVersion()
    process.stdout.write(`  Chromium ${chromium} at ${CHROMIUM_PATH}; settle ${settleMs} ms before the click; timeout ${timeoutMs / 1000} s\n`)
    await loadRoundRobin(loadable, { kind: "settled", settleMs }, timeoutMs, loads)
  })
  if (cpuThrottle > 0) {
    await phase(`browser: ${cpuThrottle}x CPU, click at once, ${runs} cold loads per scenario`, async () => {
      process.stdout.write(`  CDP Emulation.setCPUThrottlingRate ${cpuThrottle}; click when the button shows, again every ${retryMs} ms while nothing opens; timeout ${throttledTimeoutMs / 1000} s\n`)
      await loadRoundRobin(loadable.filter((scenario) => scenario.throttled), { kind: "at-once", cpuThrottle, retryMs }, throttledTimeoutMs, throttledLoads)
    })
  }
}

// 7. The validators on hostile input; the WalletConnect QR against the offline stack's relay.
const hostileEmailMs = await phase("validators on hostile input", async () => timeHostileEmails())
process.stdout.write(`  isEmail, every hostile input once: median ${hostileEmailMs.median?.toFixed(3) ?? "–"} ms, slowest ${Math.max(...hostileEmailMs.samples).toFixed(3)} ms\n`)
let walletconnectQr: ReadonlyArray<QrScenarioFigures> | undefined
if (browserEnabled && stackEnabled && existsSync(CHROMIUM_PATH)) {
  await phase(`offline stack: WalletConnect QR, ${runs} fresh pages per visitor`, async () => {
    try {
      walletconnectQr = await measureQrSpeed({ runs, log: (line) => process.stdout.write(`${line}\n`) })
    } catch (error) {
      process.stdout.write(`  FAILED: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  })
}

// 5. Figures, table, budgets, results.json.
const summary = (values: ReadonlyArray<number | undefined>): Summary => {
  const samples = values.filter((value): value is number => value !== undefined).map((value) => Math.round(value * 10) / 10)
  return { median: median(samples), samples }
}

/** Sums the sizes of the build's files among `paths` (server paths, each counted once). */
const fetchedBytes = (build: BuildResult) => {
  const byPath = new Map(build.files.map((file) => [`/${file.path}`, file]))
  return (paths: ReadonlyArray<string> | undefined, field: "min" | "brotli"): number | undefined =>
    paths === undefined ? undefined : [...new Set(paths)].reduce((sum, path) => sum + (byPath.get(path)?.[field] ?? 0), 0)
}

/** "ok", or what went wrong in how many of the loads. */
const statusOf = (results: ReadonlyArray<LoadResult>): string => {
  const failures = results.filter((result) => result.error !== undefined)
  const firstFailure = failures[0]?.error
  return firstFailure === undefined
    ? "ok"
    : failures.length === results.length
    ? firstFailure.startsWith("no dialog") ? `no dialog (${firstFailure.slice("no dialog ".length)})` : `failed (${firstFailure})`
    : `ok ${results.length - failures.length}/${results.length}; ${firstFailure}`
}

const throttledFigures = (scenario: Scenario, build: BuildResult): ThrottledFigures | undefined => {
  const results = throttledLoads.get(scenario.name)
  if (results === undefined || results.length === 0) return undefined
  const fetched = fetchedBytes(build)
  const opened = results.filter((result) => result.modalMs !== undefined)
  return {
    loads: results.length,
    buttonMs: summary(results.map((result) => result.buttonMs)),
    modalMs: summary(opened.map((result) => result.modalMs)),
    clicks: summary(opened.map((result) => result.clicks)),
    jsAtModalMin: summary(opened.map((result) => fetched(result.jsAtDialog, "min"))),
    jsAtModalBrotli: summary(opened.map((result) => fetched(result.jsAtDialog, "brotli"))),
    status: statusOf(results),
    pageErrors: [...new Set(results.flatMap((result) => result.pageErrors))].slice(0, 10)
  }
}

const browserFigures = (scenario: Scenario, build: BuildResult): BrowserFigures | undefined => {
  const results = loads.get(scenario.name)
  if (results === undefined || results.length === 0) return undefined
  const fetched = fetchedBytes(build)
  const firstFailure = results.find((result) => result.error !== undefined)?.error
  const status = statusOf(results)
  const hosts = new Set<string>()
  for (const result of results) {
    for (const request of result.requestsBeforeClick) {
      const url = request.slice(request.indexOf(" ") + 1)
      try {
        hosts.add(new URL(url).host)
      } catch {
        hosts.add(url)
      }
    }
  }
  const opened = results.filter((result) => result.dialogMs !== undefined)
  return {
    loads: results.length,
    buttonMs: summary(results.map((result) => result.buttonMs)),
    dialogMs: summary(opened.map((result) => result.dialogMs)),
    jsAtDialogMin: summary(opened.map((result) => fetched(result.jsAtDialog, "min"))),
    jsAtDialogBrotli: summary(opened.map((result) => fetched(result.jsAtDialog, "brotli"))),
    requestsBeforeClick: summary(results.filter((result) => result.buttonMs !== undefined).map((result) => result.requestsBeforeClick.length)),
    hostsBeforeClick: [...hosts].sort(),
    status: scenario.browser?.dialog === false && firstFailure === undefined ? "(floor)" : status,
    dialogMatch: opened[0]?.dialogMatch,
    pageErrors: [...new Set(results.flatMap((result) => result.pageErrors))].slice(0, 10)
  }
}

const scenarioResults: ReadonlyArray<ScenarioResult> = scenarios.map((scenario) => {
  const build = builds.get(scenario.name)
  const info = packageInfo.get(scenario.name)
  return {
    name: scenario.name,
    label: scenario.label,
    kind: scenario.kind,
    versions: info?.versions ?? {},
    packages: info === undefined ? undefined : { count: info.count, distinct: info.distinct },
    sizes: build === undefined ? undefined : {
      initial: build.initial,
      lazy: build.lazy,
      total: build.total,
      css: build.css,
      assets: build.assets,
      jsFiles: build.files.filter((file) => file.kind === "js").length,
      initialJsFiles: build.files.filter((file) => file.kind === "js" && file.initial).length
    },
    browser: build === undefined ? undefined : browserFigures(scenario, build),
    throttled: build === undefined ? undefined : throttledFigures(scenario, build),
    chunks: chunkReports.get(scenario.name),
    error: errors.get(scenario.name)
  }
})

const ours = scenarioResults.find((scenario) => scenario.kind === "ours")
if (ours === undefined) throw new Error("bench: no scenario for walletport")
const others = scenarioResults.filter((scenario) => scenario !== ours)
const peers = others.filter((scenario) => scenario.kind === "peer")
const budgets = [...computeBudgets(ours, peers), ...validatorBudgets(hostileEmailMs), ...qrBudgets(walletconnectQr ?? [])]

durations["total"] = Math.round((performance.now() - started) / 100) / 10
const results: Results = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium
  },
  settings: {
    loadsPerScenario: browserEnabled ? runs : 0,
    settleMs,
    timeoutMs,
    cpuThrottle: browserEnabled ? cpuThrottle : 0,
    retryMs,
    esbuild: esbuildVersion
  },
  durationsSeconds: durations,
  scenarios: scenarioResults,
  ratios: computeRatios(ours, others.filter((scenario) => scenario.kind !== "variant")),
  budgets,
  hostileEmailMs,
  walletconnectQr
}
const resultsFile = join(benchDir(), "results.json")
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`)

const out: Array<string> = [
  "",
  `walletport bench — ${results.generatedAt} — ${results.machine.cpus} CPUs, Node ${results.machine.node}, Chromium ${chromium ?? "(not run)"}, esbuild ${esbuildVersion}`,
  `sizes: minified JS, gzip -9 and brotli q11 per file; initial = entry + its static imports, lazy = behind import().`,
  `times: median of ${browserEnabled ? runs : 0} cold loads each (fresh browser), closed network; ratio = walletport / that column (< 1 is better for us).`,
  "",
  renderTable(ours, others)
]
const loaded = scenarioResults.filter((scenario) => scenario.browser !== undefined)
if (loaded.length > 0) out.push("", "requests before any click (all blocked), by host:")
for (const scenario of loaded) {
  const hosts = scenario.browser?.hostsBeforeClick ?? []
  out.push(`  ${scenario.label.padEnd(12)} ${hosts.length === 0 ? "none" : hosts.join(", ")}`)
}
out.push("", "our chunks (brotli):", ...renderChunks(scenarioResults))
if (walletconnectQr !== undefined) out.push("", renderQrTable(walletconnectQr))
out.push("", "budgets (goals, not gates):", renderBudgets(budgets), "")
out.push(`written: ${relative(root, resultsFile)}; total ${durations["total"]} s (${Object.entries(durations).filter(([name]) => name !== "total").map(([name, seconds]) => `${name} ${seconds} s`).join(", ")})`)
process.stdout.write(`${out.join("\n")}\n`)
