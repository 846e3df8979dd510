/**
 * `npm run bench`: walletport side by side with Reown AppKit, RainbowKit and ConnectKit (and two
 * floors), on this machine, in one run.
 *
 *   1. installs each peer into bench/peers/<peer>/node_modules when missing (npm ci from the committed
 *      lockfile; all in parallel); meanwhile builds and packs walletport (bench/tarball.ts),
 *   2. builds every scenario with the same esbuild settings (bench/build.ts) into .tmp/bench/: the peers
 *      from their installs, our pages from the packed tarball,
 *   3. counts the npm packages each scenario installs (from the lockfiles),
 *   4. loads each page cold in Debian's Chromium on a closed network, N times per visitor, round-robin
 *      (bench/browser.ts): the settled visitor; on a 4× throttled CPU the visitor who clicks the moment the
 *      button shows; the same visitor on a normal CPU with 40 ms of latency on every request; on our React
 *      pages, a returning visitor (stored recent wallets) clicking at once on the 4× CPU,
 *   5. times the validators on hostile input (bench/validators.ts); starts the offline dev stack and
 *      times the WalletConnect QR against its relay, N fresh pages per visitor (bench/walletconnect/),
 *   6. prints the table with ratios ours / best peer and the budgets, and writes bench/results.json.
 *
 * Options: --runs N (or BENCH_RUNS; default 5, at least 1), --no-browser (sizes only), --no-stack (skips
 * the QR), --cpu-throttle N (or BENCH_CPU_THROTTLE; default 4; 0 skips the 4× and returning loads),
 * --latency MS (or BENCH_LATENCY_MS; default 40; 0 skips the latency loads), BENCH_SETTLE_MS (wait between
 * button visible and click; default 2000), CHROMIUM_PATH. Never fails on a figure: a failed install, build
 * or load is reported in the table and results.json.
 */
import { spawn } from "node:child_process"
import { createWriteStream, existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { cpus, totalmem } from "node:os"
import { join, relative } from "node:path"
import { type Metafile, version as esbuildVersion } from "esbuild"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { buildScenario, type BuildResult, writeHostPage } from "./build.js"
import { bounded, CHROMIUM_PATH, chromiumVersion, coldLoad, type LoadResult, serveDirectory, type StaticServer, type Visitor } from "./browser.js"
import { analyseChunks, type ChunkReport } from "./chunks.js"
import { loadTimes, visitFigures } from "./figures.js"
import { countPackages, manifestRoots } from "./packages.js"
import { benchDir, benchOutDir, projectRoot } from "./paths.js"
import { computeBudgets, computeRatios, computeRatiosToBestPeer, renderBudgets, renderChunks, renderTable, VISITOR_LABELS } from "./report.js"
import type { Results, ScenarioResult, VisitFigures, VisitorName } from "./results.js"
import { returningVisitorStorage } from "./returningVisitor.js"
import { isOurs, type Scenario, scenarios as allScenarios } from "./scenarios.js"
import { type PackedPackage, packWalletport, sourceInputs, tarballPlugin } from "./tarball.js"
import { timeHostileEmails, validatorBudgets } from "./validators.js"
import { measureQrSpeed, type QrScenarioFigures } from "./walletconnect/qrSpeed.js"
import { qrBudgets, renderQrTable } from "./walletconnect/report.js"

const argv = process.argv.slice(2)
const flagValue = (name: string): string | undefined => {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}
const nonNegative = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw ?? fallback)
  return Number.isFinite(value) && value >= 0 ? value : fallback
}
const runs = Math.max(1, Math.round(nonNegative(flagValue("--runs") ?? process.env["BENCH_RUNS"], 5)) || 1)
const browserEnabled = !argv.includes("--no-browser")
const stackEnabled = !argv.includes("--no-stack")
const settleMs = nonNegative(process.env["BENCH_SETTLE_MS"], 2000)
const cpuThrottle = nonNegative(flagValue("--cpu-throttle") ?? process.env["BENCH_CPU_THROTTLE"], 4)
const latencyMs = nonNegative(flagValue("--latency") ?? process.env["BENCH_LATENCY_MS"], 40)
const timeoutMs = 15_000
// A 4× slower CPU takes several times longer to boot the peers: the throttled loads get more time,
// and a visitor whose click did nothing clicks again after 5 s. (With 1 s, a click that worked but
// took over a second to show the modal, ours included, was counted as ignored and clicked again.)
const throttledTimeoutMs = 45_000
const latencyTimeoutMs = 30_000
const retryMs = 5000
/** Beyond a load's own timeouts (navigation, modal, wallet request), what a load may take before it is given up. */
const LOAD_WATCHDOG_MS = 60_000

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
const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const root = projectRoot()
const outRoot = benchOutDir()
const scenarios = allScenarios()
const errors = new Map<string, string>()

// 1. Install the peers that are not installed yet; build and pack walletport meanwhile.
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
const packStart = performance.now()
process.stdout.write(`(building and packing walletport in the background: scripts/build.mjs, npm pack; log: ${relative(root, join(outRoot, "package-build.log"))})\n`)
const packing: Promise<PackedPackage | string> = packWalletport(root, outRoot).catch((error: unknown) => `tarball: ${message(error)}`)
await phase("install peers", async () => {
  const missing = scenarios.filter((scenario) => scenario.installs && !existsSync(join(scenario.packageDir, "node_modules")))
  const present = scenarios.filter((scenario) => scenario.installs && !missing.includes(scenario))
  for (const scenario of present) process.stdout.write(`  ${scenario.label}: already installed (delete ${relative(root, join(scenario.packageDir, "node_modules"))} to reinstall)\n`)
  await Promise.all(missing.map(runNpm))
})

// 2. Build: the peers and floors while walletport is packed, then our pages from the tarball.
const builds = new Map<string, BuildResult>()
const chunkReports = new Map<string, ChunkReport>()
const sourceBuilds = new Map<string, BuildResult>()
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
let pack: PackedPackage | undefined
let tarballNote = "not built"

const buildOne = async (scenario: Scenario): Promise<void> => {
  const start = performance.now()
  try {
    const outdir = join(outRoot, scenario.name)
    const plugins = isOurs(scenario) && pack !== undefined ? [tarballPlugin(root, pack)] : []
    const result = await buildScenario({ entry: scenario.entry, outdir, root, plugins })
    if (isOurs(scenario) && pack !== undefined) {
      const fromSources = sourceInputs(Object.keys(result.metafile.inputs), relative(root, pack.dir))
      if (fromSources.length > 0) throw new Error(`built from the sources, not the tarball: ${fromSources.slice(0, 5).join(", ")}`)
    }
    await writeHostPage(outdir, result, `bench: ${scenario.label}`)
    builds.set(scenario.name, result)
    process.stdout.write(
      `  ${scenario.label}: ${((performance.now() - start) / 1000).toFixed(1)} s, initial ${kib(result.initial.brotli)} br, lazy ${kib(result.lazy.brotli)} br, ${result.files.filter((file) => file.kind === "js").length} JS files\n`
    )
  } catch (error) {
    errors.set(scenario.name, "build failed")
    process.stdout.write(`  ${scenario.label}: BUILD FAILED\n${message(error)}\n`)
  }
}

/** Our page built from the sources as `npm run size` builds it (in memory): the chunk report, and the sizes to compare. */
const buildFromSources = async (scenario: Scenario): Promise<void> => {
  try {
    let previewBundle: Metafile | undefined
    const result = await buildScenario({
      entry: scenario.entry,
      outdir: join(outRoot, `${scenario.name}-sources`),
      root,
      write: false,
      plugins: packagePlugins(root, (bundle) => (previewBundle = bundle.metafile))
    })
    sourceBuilds.set(scenario.name, result)
    chunkReports.set(scenario.name, analyseChunks(result, undefined, previewBundle))
  } catch (error) {
    process.stdout.write(`  ${scenario.label}: no chunk report (build from the sources): ${message(error)}\n`)
  }
}

await phase("build", async () => {
  for (const scenario of scenarios) if (!isOurs(scenario) && !errors.has(scenario.name)) await buildOne(scenario)
  const packed = await packing
  if (typeof packed === "string") {
    tarballNote = packed
    process.stdout.write(`  walletport: ${packed}; our pages are not built\n`)
    for (const scenario of scenarios) if (isOurs(scenario)) errors.set(scenario.name, packed)
  } else {
    pack = packed
    tarballNote = relative(root, packed.tarball)
    process.stdout.write(`  walletport ${packed.manifest.version}: built and packed in ${((performance.now() - packStart) / 1000).toFixed(1)} s (from the start of the run): ${tarballNote}\n`)
  }
  for (const scenario of scenarios) {
    if (!isOurs(scenario) || errors.has(scenario.name)) continue
    await buildOne(scenario)
    await buildFromSources(scenario)
    const sources = sourceBuilds.get(scenario.name)
    const tarball = builds.get(scenario.name)
    if (sources !== undefined && tarball !== undefined) {
      process.stdout.write(`  ${"".padEnd(scenario.label.length)}  from the sources (npm run size's build): initial ${kib(sources.initial.brotli)} br, lazy ${kib(sources.lazy.brotli)} br\n`)
    }
  }
})

// 3. Packages and versions.
const rootsOf = async (scenario: Scenario): Promise<ReadonlyArray<string>> => {
  if (scenario.rootPackages === "manifest") return manifestRoots(scenario.packageDir, { peers: false })
  if (scenario.rootPackages === "walletport") return manifestRoots(scenario.packageDir, { peers: true })
  return scenario.rootPackages
}

const packageVersion = async (manifest: string): Promise<string> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(manifest, "utf8"))
    return typeof parsed === "object" && parsed !== null && "version" in parsed && typeof parsed.version === "string" ? parsed.version : "?"
  } catch {
    return "not installed"
  }
}

const versionsOf = async (scenario: Scenario, roots: ReadonlyArray<string>): Promise<Record<string, string>> => {
  const versions: Record<string, string> = {}
  if (isOurs(scenario)) versions["walletport"] = pack?.manifest.version ?? (await packageVersion(join(scenario.packageDir, "package.json")))
  for (const name of roots) versions[name] = await packageVersion(join(scenario.packageDir, "node_modules", name, "package.json"))
  return versions
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
      process.stdout.write(`  ${scenario.label}: could not count packages: ${message(error)}\n`)
    }
  }
})

// 4. Cold loads in Chromium, round-robin so that the machine's noise spreads over every scenario.
const loads = new Map<VisitorName, Map<string, Array<LoadResult>>>()
let chromium: string | undefined

const ms = (value: number | undefined): string => (value === undefined ? "–" : `${value.toFixed(0)} ms`)

const loadRoundRobin = async (name: VisitorName, targets: ReadonlyArray<Scenario>, visitor: Visitor, timeout: number): Promise<void> => {
  const into = new Map<string, Array<LoadResult>>()
  loads.set(name, into)
  const servers = new Map<string, StaticServer>()
  try {
    for (const scenario of targets) servers.set(scenario.name, await serveDirectory(join(outRoot, scenario.name)))
    for (let run = 1; run <= runs; run++) {
      for (const scenario of targets) {
        const server = servers.get(scenario.name)
        const build = builds.get(scenario.name)
        if (scenario.browser === undefined || server === undefined || build === undefined) continue
        // coldLoad bounds each of its waits; this bounds the whole load too (a browser call that never returns).
        const result = await bounded(
          coldLoad({
            origin: server.origin,
            target: scenario.browser,
            ownPaths: new Set(["/index.html", ...build.files.map((file) => `/${file.path}`)]),
            visitor,
            timeoutMs: timeout,
            failureScreenshot: join(outRoot, `${scenario.name}-${name}-failure-${run}.png`)
          }),
          LOAD_WATCHDOG_MS + 3 * timeout,
          { probe: undefined, clicks: 0, requestsBeforeClick: [], error: "the load did not finish (watchdog)", rowError: undefined, pageErrors: [] }
        )
        into.set(scenario.name, [...(into.get(scenario.name) ?? []), result])
        const times = loadTimes(result.probe)
        const figures = scenario.browser.dialog
          ? `click → modal ${ms(times.dialogMs).padStart(7)}  nav → modal ${ms(times.modalMs).padStart(7)}  row → wallet ${ms(times.rowToRequestMs).padStart(6)}  clicks ${result.clicks}`
          : ""
        const problems = [result.error, result.rowError].filter((problem) => problem !== undefined).join("; ")
        process.stdout.write(`  load ${run}/${runs} ${scenario.label.padEnd(12)} button ${ms(times.buttonMs).padStart(7)}  ${figures}${problems === "" ? "" : `  (${problems})`}\n`)
      }
    }
  } finally {
    for (const server of servers.values()) await server.close()
  }
}

const base = { settleMs, retryMs, cpuThrottle: 1, latencyMs: 0 } as const
if (!browserEnabled) process.stdout.write("\n(browser part skipped: --no-browser)\n")
else if (!existsSync(CHROMIUM_PATH)) {
  process.stdout.write(`\n(browser part skipped: ${CHROMIUM_PATH} is missing; apt-get install chromium, or set CHROMIUM_PATH)\n`)
} else {
  const loadable = scenarios.filter((scenario) => scenario.browser !== undefined && builds.has(scenario.name))
  const loadedBy = (visitor: VisitorName) => loadable.filter((scenario) => scenario.visitors.includes(visitor))
  await phase(`browser: settled visitor, ${runs} cold loads per page`, async () => {
    chromium = await chromiumVersion().catch((error: unknown) => `unknown (${message(error)})`)
    process.stdout.write(`  Chromium ${chromium} at ${CHROMIUM_PATH}; settle ${settleMs} ms before the click; timeout ${timeoutMs / 1000} s\n`)
    await loadRoundRobin("settled", loadedBy("settled"), { ...base, click: "settled" }, timeoutMs)
  })
  if (cpuThrottle > 0) {
    await phase(`browser: ${cpuThrottle}× CPU, click at once, ${runs} cold loads per page`, async () => {
      process.stdout.write(`  CDP Emulation.setCPUThrottlingRate ${cpuThrottle}; click when the button shows, again every ${retryMs} ms while nothing opens; timeout ${throttledTimeoutMs / 1000} s\n`)
      await loadRoundRobin("atOnce", loadedBy("atOnce"), { ...base, click: "at-once", cpuThrottle }, throttledTimeoutMs)
    })
  }
  if (latencyMs > 0) {
    await phase(`browser: ${latencyMs} ms latency, click at once, ${runs} cold loads per page`, async () => {
      process.stdout.write(`  CDP Network.emulateNetworkConditions latency ${latencyMs} ms on every request, throughput unlimited; normal CPU; timeout ${latencyTimeoutMs / 1000} s\n`)
      await loadRoundRobin("latency", loadedBy("latency"), { ...base, click: "at-once", latencyMs }, latencyTimeoutMs)
    })
  }
  if (cpuThrottle > 0) {
    await phase(`browser: returning visitor (stored recent wallets), ${cpuThrottle}× CPU, click at once, ${runs} cold loads per page`, async () => {
      await loadRoundRobin("returning", loadedBy("returning"), { ...base, click: "at-once", cpuThrottle, storage: returningVisitorStorage() }, throttledTimeoutMs)
    })
  }
}

// 5. The validators on hostile input; the WalletConnect QR against the offline stack's relay.
const hostileEmailMs = await phase("validators on hostile input", async () => timeHostileEmails())
process.stdout.write(`  isEmail, every hostile input once: median ${hostileEmailMs.median?.toFixed(3) ?? "–"} ms, slowest ${Math.max(...hostileEmailMs.samples).toFixed(3)} ms\n`)
let walletconnectQr: ReadonlyArray<QrScenarioFigures> | undefined
if (browserEnabled && stackEnabled && existsSync(CHROMIUM_PATH)) {
  await phase(`offline stack: WalletConnect QR, ${runs} fresh pages per visitor`, async () => {
    try {
      walletconnectQr = await measureQrSpeed({ runs, log: (line) => process.stdout.write(`${line}\n`) })
    } catch (error) {
      process.stdout.write(`  FAILED: ${message(error)}\n`)
    }
  })
}

// 6. Figures, table, budgets, results.json.
const visitsOf = (scenario: Scenario, build: BuildResult): Partial<Record<VisitorName, VisitFigures>> => {
  const visits: Partial<Record<VisitorName, VisitFigures>> = {}
  for (const [name, byScenario] of loads) {
    const results = byScenario.get(scenario.name)
    if (results !== undefined && results.length > 0) visits[name] = visitFigures(results, build.files, scenario.browser?.dialog === false)
  }
  return visits
}

const scenarioResults: ReadonlyArray<ScenarioResult> = scenarios.map((scenario) => {
  const build = builds.get(scenario.name)
  const sources = sourceBuilds.get(scenario.name)
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
    visits: build === undefined ? {} : visitsOf(scenario, build),
    fromSources: sources === undefined ? undefined : { initial: sources.initial, lazy: sources.lazy },
    chunks: chunkReports.get(scenario.name),
    error: errors.get(scenario.name)
  }
})

const ours = scenarioResults.filter((scenario) => scenario.kind === "ours")
const peers = scenarioResults.filter((scenario) => scenario.kind === "peer")
const others = scenarioResults.filter((scenario) => scenario.kind !== "ours")
const reactFloor = scenarioResults.find((scenario) => scenario.name === "react-floor")
const budgets = [...computeBudgets(ours, peers, reactFloor), ...validatorBudgets(hostileEmailMs), ...qrBudgets(walletconnectQr ?? [])]

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
    latencyMs: browserEnabled ? latencyMs : 0,
    retryMs,
    esbuild: esbuildVersion,
    tarball: tarballNote
  },
  durationsSeconds: durations,
  scenarios: scenarioResults,
  ratios: computeRatios(ours, others),
  ratiosToBestPeer: computeRatiosToBestPeer(ours, peers),
  budgets,
  hostileEmailMs,
  walletconnectQr
}
const resultsFile = join(benchDir(), "results.json")
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`)

const out: Array<string> = [
  "",
  `walletport bench — ${results.generatedAt} — ${results.machine.cpus} CPUs, Node ${results.machine.node}, Chromium ${chromium ?? "(not run)"}, esbuild ${esbuildVersion}`,
  `sizes: minified JS, gzip -9 and brotli q11 per file; initial = entry + its static imports, lazy = behind import(); ours built from ${tarballNote}.`,
  `times: median of ${browserEnabled ? runs : 0} cold loads each (fresh browser), closed network; ${VISITOR_LABELS.atOnce} = ${cpuThrottle}× CPU; ${VISITOR_LABELS.latency} = ${latencyMs} ms per request, normal CPU.`,
  `modal visible = a dialog has a box (any opacity) and lists the bench wallet as a button with a box, for every library; best peer = the smallest peer figure; x/best = ours / it (< 1: better than every peer).`,
  "",
  renderTable(scenarioResults)
]
const loaded = scenarioResults.filter((scenario) => scenario.visits.settled !== undefined)
if (loaded.length > 0) out.push("", "requests before any click (all blocked), by host:")
for (const scenario of loaded) {
  const hosts = scenario.visits.settled?.hostsBeforeClick ?? []
  out.push(`  ${scenario.label.padEnd(12)} ${hosts.length === 0 ? "none" : hosts.join(", ")}`)
}
const returning = scenarioResults.filter((scenario) => scenario.visits.returning !== undefined)
if (returning.length > 0) out.push("", "returning visitor (stored recent wallets): shown at once = no JS arrived between the click and the modal painted")
for (const scenario of returning) {
  const visit = scenario.visits.returning
  if (visit !== undefined) out.push(`  ${scenario.label.padEnd(12)} shown at once in ${visit.shownAtOnce} of ${visit.modalMs.samples.length} loads; JS files after the click (median) ${visit.jsFilesAfterClick.median ?? "–"}`)
}
out.push("", "our chunks (brotli):", ...renderChunks(scenarioResults))
if (walletconnectQr !== undefined) out.push("", renderQrTable(walletconnectQr))
out.push("", "budgets (goals, not gates):", renderBudgets(budgets), "")
out.push(`written: ${relative(root, resultsFile)}; total ${durations["total"]} s (${Object.entries(durations).filter(([name]) => name !== "total").map(([name, seconds]) => `${name} ${seconds} s`).join(", ")})`)
process.stdout.write(`${out.join("\n")}\n`)
// A browser left behind by a load the watchdog gave up on must not keep the run alive.
process.exit(0)
