#!/usr/bin/env node
// Run a TypeScript file on Node 20 (no native type stripping): bundle it with
// esbuild into .tmp/run-ts/ (npm packages stay external, so they resolve from
// the project's node_modules), then import the bundle in this same process.
// Signals reach the script directly because it runs in-process; the exit code
// is whatever the script sets, or 1 if loading it throws.
//
// usage: node scripts/run-ts.mjs FILE.ts [args...]
import { build } from "esbuild"
import { mkdirSync, readdirSync, rmSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const [entryArg, ...scriptArgs] = process.argv.slice(2)

if (entryArg === undefined || entryArg === "--help" || entryArg === "-h") {
  process.stderr.write("usage: node scripts/run-ts.mjs FILE.ts [args...]\n")
  process.exit(entryArg === undefined ? 2 : 0)
}

const entry = resolve(process.cwd(), entryArg)
const outDir = join(projectRoot, ".tmp", "run-ts")
// One file per run: two concurrent runs of the same script must not overwrite each other.
const outFile = join(outDir, `${basename(entry).replace(/\.[cm]?tsx?$/, "")}-${process.pid}.mjs`)

mkdirSync(outDir, { recursive: true })
// Bundles of runs that were SIGKILLed never got their exit hook; drop those whose pid is gone.
for (const name of readdirSync(outDir)) {
  const pid = Number(/-(\d+)\.mjs$/.exec(name)?.[1])
  if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) rmSync(join(outDir, name), { force: true })
}
process.on("exit", () => {
  rmSync(outFile, { force: true })
})

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error?.code === "EPERM"
  }
}

try {
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "inline",
    logLevel: "warning",
    absWorkingDir: projectRoot
  })
} catch {
  // esbuild already printed the diagnostics.
  process.exit(1)
}

process.setSourceMapsEnabled(true)
// The script sees itself as argv[1], as if run directly.
process.argv = [process.argv[0] ?? "node", entry, ...scriptArgs]

try {
  await import(pathToFileURL(outFile).href)
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
