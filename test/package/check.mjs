// The package a host installs (issue 8, ARCHITECTURE §9), checked from the outside on the packed tarball:
// build, pack, publint, attw, then a fresh host in a temp dir that installs the tarball offline from the
// npm cache, typechecks the README's examples under `tsc --strict` (bundler, node16 and node10 resolution),
// bundles them with esbuild (no Effect in any initial chunk) and server-renders the React one in plain
// Node and runs the README's testing example under the host's vitest; then the same for a second host on React 18 (the peer range's other major), installed with
// `npm install --prefer-offline` (React 18 is not in our lockfile); then a Next.js 15 host built for
// production (nextHost.mjs) with the App Router host of docs/ssr.md in the same app and build (nextSsrHost.mjs), and every
// dist file through Next's minifier. Prints the figures a host cares about.
// `node test/package/check.mjs` (the `package` phase of `npm test`). Exits non-zero on any failure.
import { execFileSync } from "node:child_process"
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib"
import ts from "typescript"
import { hostEnv, NPM_ARGS, npmWarnings, run, spawnAsync } from "./commands.mjs"
import { installLockedHost } from "./lockedHost.mjs"
import { browseNextHost, buildNextHost, installNextHost } from "./nextHost.mjs"
import { emptiedObjects, minifyAsNext } from "./nextMinify.mjs"
import { sourceMapProblems } from "./sourceMaps.mjs"
import { bundleWithoutKit } from "./withoutKit.mjs"
import { readmeExample } from "./readme.mjs"
import { cachedCompilerHost, newParseCache } from "./parseCache.mjs"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const FIXTURES = join(ROOT, "test/package/host")
const BIN = join(ROOT, "node_modules/.bin")
/** Peers and types the host installs next to walletport, at the versions our own tests run against. */
const HOST_DEPENDENCIES = ["react", "react-dom", "viem", "effect", "@solana/kit"]
const HOST_TOOLS = ["@types/react", "@types/react-dom"]
/** What the README's testing example needs to run in the host: vitest, a DOM and Testing Library. */
const HOST_TEST_TOOLS = ["vitest", "happy-dom", "@testing-library/react", "@testing-library/dom"]
/**
 * Packages of those tools (not walletport's: checkInstalledTree proves walletport's closure runs no
 * scripts) that npm warns run an install script: vite's esbuild.
 */
const TOOL_INSTALL_SCRIPTS = ["esbuild"]
/** The React 18 host's peers and types: the oldest major the peer range serves. */
const REACT_18 = { react: "^18.3.1", "react-dom": "^18.3.1", "@types/react": "^18.3.0", "@types/react-dom": "^18.3.0" }
/** Files of a React host's initial JS at most (checkChunkLayout). */
const INITIAL_FILES_MAX = 4
/** The README examples each host runs, by marker, and the file each becomes in the host. */
const EXAMPLES = { "host app": "App.tsx", "vanilla host": "vanilla.ts", testing: "readme.test.tsx" }
/** The module resolutions a host's tsconfig may use: node10 (`"node"`) is what `next build` writes for a new app. */
const HOST_TSCONFIGS = ["tsconfig.bundler.json", "tsconfig.node16.json", "tsconfig.node10.json"]
// The host's compiler and bundler are ours (same versions): both resolve modules from the host's files,
// and installing them would only make the install slower.
const ESBUILD = join(BIN, "esbuild")

/** Each host folder's parse cache: its tsconfigs' programs parse a declaration once (parseCache.mjs).
 * Declared before the steps run: they call it at the top level. */
const parseCaches = new Map()
const parseCacheOf = (dir) => {
  if (!parseCaches.has(dir)) parseCaches.set(dir, newParseCache())
  return parseCaches.get(dir)
}

const figures = []
/** Problems found by a step that does not need to stop the others. */
const failures = []
const report = (label, value) => {
  figures.push([label, value])
  console.log(`  ${label}: ${value}`)
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

async function step(name, body) {
  const start = performance.now()
  console.log(`\n--- ${name}`)
  await body()
  console.log(`    (${((performance.now() - start) / 1000).toFixed(1)} s)`)
}

const work = await mkdtemp(join(tmpdir(), "walletport-package-"))
const host = join(work, "host")
const host18 = join(work, "host-react18")
/** The React 18 host's install, started once the tarball exists and awaited where its steps begin. */
let host18Install = Promise.resolve()
const hostNext = join(work, "host-next")
/** The Next.js host's install, started with the React 18 host's. */
let nextInstall = Promise.resolve({ warnings: [] })
let tarball = ""
let packed = {}
const ourPackage = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"))

try {
  await step("build", async () => {
    run(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" })
  })

  await step("pack", async () => {
    const { stdout } = run("npm", ["pack", "--json", "--pack-destination", work], { cwd: ROOT })
    const [info] = JSON.parse(stdout.slice(stdout.indexOf("[")))
    tarball = join(work, info.filename)
    packed = info
    report("tarball", `${kib(info.size)} packed, ${kib(info.unpackedSize)} unpacked, ${info.entryCount} files`)
    const declarations = info.files.filter((file) => file.path.endsWith(".d.ts")).length
    report("declarations in tarball", declarations)
    const stray = info.files.map((file) => file.path).filter((path) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|docs\/(errors|ssr)\.md$)/.test(path))
    if (stray.length > 0) throw new Error(`unexpected files in the tarball: ${stray.join(", ")}`)
    // Runs beside publint, attw and the first host (it mostly waits on the network or the cache).
    host18Install = installReact18Host()
    host18Install.catch(() => undefined) // awaited (and reported) by its step
    const nextStart = performance.now()
    nextInstall = installNextHost({ root: ROOT, dir: hostNext, tarball }).then((installed) => {
      console.log(`  (Next.js host installed in ${((performance.now() - nextStart) / 1000).toFixed(1)} s, beside the steps above)`)
      return installed
    })
    nextInstall.catch(() => undefined) // awaited by its step
  })

  await step("publint (strict)", async () => {
    const { stdout } = run(join(BIN, "publint"), ["run", tarball, "--strict", "--level", "suggestion"], { cwd: work })
    process.stdout.write(stdout)
    // publint exits 0 on suggestions; the package has none, and a new one should be read, not scrolled past.
    if (/Suggestions?:/i.test(stdout)) throw new Error("publint has suggestions")
  })

  await step("attw (esm-only profile)", async () => {
    const { stdout } = run(join(BIN, "attw"), [tarball, "--profile", "esm-only", "--no-definitely-typed", "--format", "table-flipped", "--no-color"], { cwd: work })
    process.stdout.write(stdout)
  })

  await step("attw (default profile): ESM only, and nothing else", async () => (await import("./attwDefault.mjs")).checkAttwDefault({ attw: join(BIN, "attw"), tarball, cwd: work, entries: Object.keys(ourPackage.exports).filter((key) => !key.endsWith(".json")) }))

  await step("install into a fresh host (offline, from the npm cache)", async () => {
    const { runtime, warnings } = await installLockedHost({
      root: ROOT,
      dir: host,
      name: "walletport-smoke-host",
      tarball,
      dependencies: HOST_DEPENDENCIES,
      devDependencies: [...HOST_TOOLS, ...HOST_TEST_TOOLS]
    })
    checkInstallWarnings(warnings)
    await checkInstalledTree(runtime)
  })

  await step("declarations: every option field has a JSDoc, none names the internal spec", async () => (await import("./declarationDocs.mjs")).checkDeclarationDocs(join(host, "node_modules/walletport")))
  // The checker's work is counted, not timed (hostTsc.mjs): the same figures on a loaded machine.
  await step("host tsc (skipLibCheck false): declarations each entry loads, work against an empty file", async () => (await import("./hostTsc.mjs")).checkHostTsc({ dir: host }))
  await step("typecheck the README examples (tsc --strict, bundler, node16 and node10)", async () => {
    await writeHostFiles(host)
    for (const config of HOST_TSCONFIGS) typecheckHost(host, config)
  })
  await step("typecheck the README's viem example (tsc --strict, bundler and node16)", async () => (await import("./viemExample.mjs")).checkViemExample(host, parseCacheOf(host)))

  await step("bundle with esbuild, server-render in plain Node", async () => {
    await bundleAndRender(host, "React 19")
    await bundleVanilla(host)
  })

  await step("walletport/solana without @solana/kit: the README example bundles (esbuild)", async () => {
    await bundleWithoutKit({ dir: host, esbuild: ESBUILD, entry: "client.tsx" })
    console.log("  bundled with @solana/kit out of reach; its import is left for run time (a send then names the package)")
  })

  await step("run the README's testing example under vitest (the host's own)", async () => {
    runReadmeTest(host, "React 19")
  })

  await step("vanilla host: the README example from the tarball in Chromium, connecting the demo wallet", async () => run(process.execPath, [join(ROOT, "scripts/run-ts.mjs"), join(ROOT, "test/package/vanillaBrowser.ts"), host], { stdio: "inherit" }))

  await step("the README's own wallet list (getConnectors): typecheck, bundle, connect the demo wallet in Chromium", async () => (await import("./connectorList.mjs")).checkConnectorList({ root: ROOT, dir: host }))

  await step("React 18 host: install (npm install --prefer-offline), typecheck, bundle, server-render", async () => {
    await host18Install
    await writeHostFiles(host18)
    for (const config of HOST_TSCONFIGS) typecheckHost(host18, config)
    await bundleAndRender(host18, "React 18")
    runReadmeTest(host18, "React 18")
  })

  let nextTsconfig = {}
  await step("Next.js 15 host, the README example and docs/ssr.md's App Router host: next build (webpack, SWC minifier)", async () => {
    checkInstallWarnings((await nextInstall).warnings)
    nextTsconfig = await buildNextHost({ root: ROOT, dir: hostNext })
  })

  await step("Next.js 15 host: its generated tsconfig (every subpath), next start in Chromium", async () => {
    report("Next.js host: the tsconfig next build wrote", `moduleResolution ${JSON.stringify(nextTsconfig.compilerOptions?.moduleResolution)}`)
    typecheckHost(hostNext, "tsconfig.json")
    await browseNextHost({ root: ROOT, dir: hostNext, label: "Next.js host (React 19, next build)" })
  })

  await step("Next.js 15 App Router host of docs/ssr.md: the server's HTML with and without the session cookie, hydration", async () => (await import("./nextSsrHost.mjs")).checkNextSsrHost({ root: ROOT, dir: hostNext }))

  await step("Next's SWC minifier over every file of dist: no object emptied", async () => {
    await checkNextMinify(join(host, "node_modules/walletport/dist"))
  })

  await step("source maps: every source inside the package, with its text", async () => {
    const { maps, sources, problems } = await sourceMapProblems(join(host, "node_modules/walletport"))
    report("source maps in the tarball", `${maps} maps, ${sources} sources, ${problems.length} outside the package or without their text`)
    if (problems.length > 0) failures.push(`source maps:\n${problems.join("\n")}`)
  })

  await step("sizes of each entry's output in the tarball", async () => {
    const dist = join(host, "node_modules/walletport")
    for (const [subpath, conditions] of Object.entries(ourPackage.exports)) {
      if (typeof conditions === "string") continue
      const file = join(dist, conditions.import)
      const own = await readFile(file)
      const initial = await staticClosure(file)
      const total = Buffer.concat(await Promise.all([...initial].map((path) => readFile(path))))
      report(
        `walletport${subpath.slice(1)}`,
        `${kib(own.length)} (${kib(gzipSync(own).length)} gzip); with its static chunks ${kib(total.length)} (${kib(gzipSync(total).length)} gzip)`
      )
    }
  })
  await step("wagmi host: the README's wagmi example from the tarball, in Chromium on anvil", async () => (await import("./wagmiHost.mjs")).checkWagmiHost({ root: ROOT, work, tarball }))
} finally {
  // A failed step must not delete the React 18 host from under its running install.
  await host18Install.catch(() => undefined)
  await nextInstall.catch(() => undefined)
  if (process.env.KEEP_PACKAGE_HOST === undefined) await rm(work, { recursive: true, force: true })
  else console.log(`\nkept ${work}`)
}

console.log("\n--- package figures")
for (const [label, value] of figures) console.log(`${label}: ${value}`)
if (failures.length > 0) {
  console.error(`\npackage check FAILED:\n${failures.map((failure) => `- ${failure}`).join("\n")}`)
  process.exit(1)
}

/**
 * Every warning npm prints fails the check, except EBADENGINE for the host's own tools when this machine's
 * Node is older than they declare (printed, so it is seen). An engine warning for walletport itself or a
 * package it depends on fails: a host on our `engines` must install it silently.
 */
function checkInstallWarnings(warnings) {
  const engines = warnings.filter((line) => /EBADENGINE/.test(line))
  // This machine's own npmrc (e.g. `nodedir`) makes npm warn on every command: about the machine, not the package.
  const machine = warnings.filter((line) => /Unknown (env|user|global|project) config/.test(line))
  // npm's install-scripts notice, when every package it names is one of the host's test tools.
  const scriptLines = warnings.filter((line) => /^npm warn install-scripts/i.test(line))
  const named = scriptLines.flatMap((line) => /^npm warn install-scripts\s+(@?[^@\s]+)@\S+ \(/i.exec(line)?.[1] ?? [])
  const toolsOnly = named.length > 0 && named.every((name) => TOOL_INSTALL_SCRIPTS.includes(name))
  if (toolsOnly) console.log(`  note: npm notes install scripts of the host's test tools (${named.join(", ")}), not of walletport`)
  const problems = warnings.filter((line) =>
    !engines.includes(line) && !machine.includes(line) && !(toolsOnly && scriptLines.includes(line)))
  if (problems.length > 0) throw new Error(`npm printed warnings installing the host:\n${problems.join("\n")}`)
  const packages = engines.flatMap((line) => /package: '([^']+)'/.exec(line)?.[1] ?? [])
  const ours = Object.keys(ourPackage.dependencies ?? {})
  const oursWarned = packages.filter((name) => name.startsWith("walletport@") || ours.some((dep) => name.startsWith(`${dep}@`)))
  if (oursWarned.length > 0) throw new Error(`npm warns EBADENGINE for walletport's own dependencies: ${oursWarned.join(", ")}`)
  const required = engines.flatMap((line) => /required: \{ node: '([^']+)'/.exec(line)?.[1] ?? [])
  if (packages.length > 0) {
    console.log(`  note: on Node ${process.versions.node}, npm warns EBADENGINE for ${packages.map((p, i) => `${p} (node ${required[i]})`).join(", ")}`)
  }
}

/**
 * What `npm install walletport` put in the host: no install scripts and no native code in walletport's
 * dependencies and peers (the host's own tools, esbuild and typescript, are not ours), plus the figures.
 */
async function checkInstalledTree(runtime) {
  const tree = JSON.parse(await readFile(join(host, "node_modules/.package-lock.json"), "utf8")).packages
  const installed = Object.keys(tree).filter((path) => path !== "")
  const ofHost = installed.filter((path) => runtime.has(path))
  const problems = []
  let runtimeBytes = 0
  for (const path of ofHost) {
    const manifest = JSON.parse(await readFile(join(host, path, "package.json"), "utf8"))
    const scripts = Object.keys(manifest.scripts ?? {}).filter((name) => ["preinstall", "install", "postinstall"].includes(name))
    if (scripts.length > 0) problems.push(`${path} runs ${scripts.join(", ")} on install`)
    if (manifest.gypfile === true || (await exists(join(host, path, "binding.gyp")))) problems.push(`${path} builds a native addon`)
    runtimeBytes += await diskUsage(join(host, path))
  }
  if (problems.length > 0) throw new Error(problems.join("\n"))
  const walletportOnly = closureWithout(tree, "node_modules/walletport", ["react", "react-dom", "viem", "effect"])
  report("host packages (walletport + react, react-dom, viem, effect)", `${ofHost.length}, ${mib(runtimeBytes)} on disk`)
  report("of which walletport and what only it brings", `${walletportOnly.size} packages`)
  report("host packages including @types/react and @types/react-dom", `${installed.length}, ${mib(await diskUsage(join(host, "node_modules"), true))} on disk`)
}

/** The packages reachable from `start` without passing through `stopAt` (the host's own dependencies). */
function closureWithout(tree, start, stopAt) {
  const seen = new Set()
  const queue = [start]
  while (queue.length > 0) {
    const path = queue.pop()
    if (seen.has(path)) continue
    seen.add(path)
    const entry = tree[path]
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      if (stopAt.includes(name)) continue
      for (let dir = path; ; ) {
        const candidate = `${dir}/node_modules/${name}`.replace(/^\//, "")
        if (tree[candidate] !== undefined) {
          queue.push(candidate)
          break
        }
        if (dir === "") break
        const up = dir.lastIndexOf("/node_modules/")
        dir = up < 0 ? "" : dir.slice(0, up)
      }
    }
  }
  return seen
}

/**
 * `tsc --strict` on the host under one tsconfig, as the host would run it (skipLibCheck on, the common
 * setting), plus a full check of walletport's own declarations: with skipLibCheck a declaration that
 * imports a package the host lacks (an optional peer, a devDependency) silently becomes `any`. Checking
 * only ours keeps this to seconds instead of a minute spent re-checking viem's and Effect's.
 */
function typecheckHost(dir, configFile) {
  const path = join(dir, configFile)
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile)
  if (error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, path)
  const options = { ...parsed.options, skipLibCheck: true }
  const program = ts.createProgram({ rootNames: parsed.fileNames, options, host: cachedCompilerHost(options, parseCacheOf(dir), dir) })
  const ours = program.getSourceFiles().filter((file) => file.fileName.includes("/node_modules/walletport/"))
  const diagnostics = [
    ...parsed.errors,
    ...ts.getPreEmitDiagnostics(program),
    ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
  ]
  if (diagnostics.length > 0) {
    const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => "\n" }
    throw new Error(`${dir}/${configFile}:\n${ts.formatDiagnostics(diagnostics, formatHost)}`)
  }
  console.log(`  ${basename(dir)}/${configFile}: no errors (${parsed.fileNames.length} host files, ${ours.length} walletport declarations)`)
}

/** An esbuild metafile output and every output it imports statically. */
function outputClosure(outputs, start) {
  const seen = new Set()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    for (const imported of outputs[file].imports) if (imported.kind === "import-statement") queue.push(imported.path)
  }
  return seen
}

/** Fails when the host's initial chunk (its entry and the chunks it imports statically) contains Effect. */
async function checkInitialChunk(metafilePath, entryName, label) {
  const metafile = JSON.parse(await readFile(metafilePath, "utf8"))
  const { outputs } = metafile
  const initial = outputClosure(outputs, Object.keys(outputs).find((file) => file.endsWith(`/${entryName}`)))
  const inputs = [...initial].flatMap((file) => Object.keys(outputs[file].inputs))
  const effect = inputs.filter((input) => /node_modules\/(effect|@effect)\//.test(input))
  const bytes = [...initial].reduce((sum, file) => sum + outputs[file].bytes, 0)
  const all = Object.values(outputs).reduce((sum, output) => sum + output.bytes, 0)
  const ours = [...initial].flatMap((file) => Object.entries(outputs[file].inputs))
  const walletportBytes = ours.filter(([input]) => input.includes("node_modules/walletport/")).reduce((sum, [, input]) => sum + input.bytesInOutput, 0)
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith(".js")).length
  report(`${label} (esbuild --minify)`, `initial chunk ${kib(bytes)} (walletport's part ${kib(walletportBytes)}) of ${kib(all)} in ${jsFiles} files`)
  if (effect.length > 0) {
    const importers = Object.entries(metafile.inputs)
      .filter(([input]) => input.includes("node_modules/walletport/") && inputs.includes(input))
      .filter(([, { imports }]) => imports.some((i) => effect.includes(i.path)))
      .map(([input]) => input)
    // Not thrown at once: the remaining steps still run and print their figures.
    failures.push(`Effect is in the initial chunk of the ${label} (${effect.length} modules, imported by ${importers.join(", ")})`)
  }
}

/**
 * Fails unless the host's initial JS is a few files (the shell hub, scripts/shellHub.mjs: entry, the hub
 * with React, the hub's modules without React, esbuild's helpers; it was 15 files before) and the
 * instant-open preview (shipped as one module, scripts/previewBundle.mjs) is one file of the host's build
 * beyond its initial chunk: each file costs a slow CPU's main thread a few ms to take in.
 */
async function checkChunkLayout(metafilePath, entryName, label) {
  const { outputs } = JSON.parse(await readFile(metafilePath, "utf8"))
  const initial = outputClosure(outputs, Object.keys(outputs).find((file) => file.endsWith(`/${entryName}`)))
  report(`${label}: initial JS`, `${initial.size} file(s)`)
  if (initial.size > INITIAL_FILES_MAX) failures.push(`the ${label}'s initial JS is ${initial.size} files, more than ${INITIAL_FILES_MAX}: ${[...initial].join(", ")}`)
  const preview = Object.keys(outputs).find((file) => Object.keys(outputs[file].inputs).some((input) => /node_modules\/walletport\/dist\/chunks\/instantSession-/.test(input)))
  if (preview === undefined) return void failures.push(`the ${label} has no instant-open preview chunk`)
  const files = [...outputClosure(outputs, preview)].filter((file) => !initial.has(file))
  report(`${label}: instant-open preview`, `${files.length} file(s) beyond the initial chunk, ${kib(files.reduce((sum, file) => sum + outputs[file].bytes, 0))}`)
  if (files.length !== 1) failures.push(`the ${label}'s instant-open preview is ${files.length} files beyond the initial chunk, not 1: ${files.join(", ")}`)
}

/** An output file and every chunk it imports statically (esbuild writes `from"./chunks/x.js"`). */
async function staticClosure(file) {
  const seen = new Set()
  const queue = [file]
  while (queue.length > 0) {
    const current = queue.pop()
    if (seen.has(current)) continue
    seen.add(current)
    const code = await readFile(current, "utf8")
    for (const match of code.matchAll(/(import\(\s*)?"(\.\.?\/[^"]+\.js)"/g)) {
      if (match[1] === undefined) queue.push(join(dirname(current), match[2]))
    }
  }
  return seen
}

/** The README's examples and the fixtures (entries, tsconfigs) in a host. */
async function writeHostFiles(dir) {
  for (const [example, file] of Object.entries(EXAMPLES)) {
    await writeFile(join(dir, file), await readmeExample(join(ROOT, "README.md"), example))
  }
  for (const file of await readdir(FIXTURES)) await cp(join(FIXTURES, file), join(dir, file))
}

/** The React host: esbuild's browser bundle (no Effect up front) and a server render in plain Node. */
async function bundleAndRender(dir, label) {
  const react = JSON.parse(await readFile(join(dir, "node_modules/react/package.json"), "utf8")).version
  const browser = ["client.tsx", "--bundle", "--jsx=automatic", "--splitting", "--format=esm", "--minify", "--outdir=out/browser", "--metafile=out/browser.json", "--log-level=warning"]
  run(ESBUILD, browser, { cwd: dir, stdio: "inherit" })
  await checkInitialChunk(join(dir, "out/browser.json"), "client.js", `${label} host bundle (react ${react}, README example)`)
  await checkChunkLayout(join(dir, "out/browser.json"), "client.js", `${label} host bundle`)
  run(ESBUILD, ["server.tsx", "--bundle", "--jsx=automatic", "--platform=node", "--format=esm", "--packages=external", "--outfile=out/server.js", "--log-level=warning"], {
    cwd: dir,
    stdio: "inherit"
  })
  const { stdout } = run(process.execPath, ["out/server.js"], { cwd: dir })
  const html = stdout.trim()
  console.log(`  renderToString (react ${react}): ${html.length > 160 ? `${html.slice(0, 160)}…` : html}`)
  if (!html.includes("Connect Wallet")) throw new Error(`${label}: the server render has no Connect Wallet button`)
  // The same markup, hydrated in Chromium for a returning visitor (a stored session): no mismatch.
  await writeFile(join(dir, "out/server.html"), html)
  run(process.execPath, [join(ROOT, "scripts/run-ts.mjs"), join(ROOT, "test/package/hydrate.ts"), dir, `${label} host`], { stdio: "inherit" })
}

/** The vanilla host (root + walletport/element): its bundle, no Effect up front, and the element's size. */
async function bundleVanilla(dir) {
  const args = ["vanilla.ts", "--bundle", "--splitting", "--format=esm", "--minify", "--outdir=out/vanilla", "--metafile=out/vanilla.json", "--log-level=warning"]
  run(ESBUILD, args, { cwd: dir, stdio: "inherit" })
  await checkInitialChunk(join(dir, "out/vanilla.json"), "vanilla.js", "vanilla host bundle (README example)")
  const element = join(dir, "out/element.js")
  run(ESBUILD, ["node_modules/walletport/dist/element.js", "--bundle", "--format=esm", "--minify", `--outfile=${element}`, "--log-level=warning"], { cwd: dir })
  const code = await readFile(element)
  const brotli = brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length
  report("walletport/element alone (esbuild --minify)", `${kib(code.length)}, ${kib(brotli)} brotli`)
}

/** The README's testing example, as written, under the host's own vitest (fails the check unless it passes). */
function runReadmeTest(dir, label) {
  const { stdout: colored } = run(join(dir, "node_modules/.bin/vitest"), ["run", "readme.test.tsx", "--reporter=verbose"], {
    cwd: dir,
    env: { ...process.env, CI: "1", NO_COLOR: "1" }
  })
  // Without ANSI colour codes, should a terminal setting force them.
  const stdout = colored.replace(/\u001b\[[0-9;]*m/g, "")
  const passed = /Tests\s+(\d+) passed/.exec(stdout)
  if (passed === null || /failed/.test(stdout)) throw new Error(`${label}: the README's testing example did not pass:\n${stdout}`)
  console.log(`  ${label}: vitest ran the README's testing example: ${passed[1]} passed`)
}

/**
 * A second host on React 18. Not cut from our lockfile (React 18 is not in it): npm resolves the ranges,
 * from the cache where it can, and the tarballs it fetches stay cached for the next run.
 */
async function installReact18Host() {
  await mkdir(host18, { recursive: true })
  await cp(tarball, join(host18, packed.filename))
  const ourLock = JSON.parse(await readFile(join(ROOT, "package-lock.json"), "utf8"))
  const versionOf = (name) => ourLock.packages[`node_modules/${name}`].version
  const { react, "react-dom": reactDom, ...types } = REACT_18
  const hostPackage = {
    name: "walletport-smoke-host-react18",
    private: true,
    type: "module",
    dependencies: {
      walletport: `file:${packed.filename}`,
      react,
      "react-dom": reactDom,
      // The rest as the React 19 host has them (viem, effect, @solana/kit…).
      ...Object.fromEntries(HOST_DEPENDENCIES.filter((name) => name !== "react" && name !== "react-dom").map((name) => [name, `^${versionOf(name)}`]))
    },
    devDependencies: { ...types, ...Object.fromEntries(HOST_TEST_TOOLS.map((name) => [name, `^${versionOf(name)}`])) }
  }
  await writeFile(join(host18, "package.json"), `${JSON.stringify(hostPackage, null, 2)}\n`)
  const start = performance.now()
  const result = await spawnAsync("npm", ["install", "--prefer-offline", ...NPM_ARGS], { cwd: host18, env: hostEnv() })
  if (result.status !== 0) throw new Error(`React 18 host install failed:\n${result.stdout}\n${result.stderr}`)
  checkInstallWarnings(npmWarnings(`${result.stdout}\n${result.stderr}`))
  const installed = JSON.parse(await readFile(join(host18, "node_modules/react/package.json"), "utf8")).version
  if (!installed.startsWith("18.")) throw new Error(`the React 18 host installed react ${installed}`)
  console.log(`  (React 18 host: react ${installed} installed in ${((performance.now() - start) / 1000).toFixed(1)} s, alongside the steps above)`)
}

/** Every JS file of the installed package through Next's minifier: an emptied object fails (nextMinify.mjs). */
async function checkNextMinify(dist) {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith(".js"))
  const problems = []
  for (const file of files) {
    const source = await readFile(join(dist, file), "utf8")
    const emptied = emptiedObjects(source, await minifyAsNext(ROOT, source))
    if (emptied.length > 0) problems.push(`${file}: ${emptied.join(", ")}`)
  }
  report("JS files of dist through Next's SWC minifier", `${files.length}, ${problems.length} with an object emptied`)
  if (problems.length > 0) failures.push(`Next's SWC minifier empties objects of dist:\n${problems.join("\n")}`)
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false
  )
}

/** Disk usage in bytes (du), optionally counting nested node_modules (which are packages of their own). */
async function diskUsage(path, withNested = false) {
  const args = withNested ? ["-sk", path] : ["-sk", "--exclude=node_modules", path]
  return Number.parseInt(execFileSync("du", args, { encoding: "utf8" }), 10) * 1024
}
