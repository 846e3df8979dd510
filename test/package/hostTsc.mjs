// What importing walletport costs a host's `tsc` (issue 27, "Declarations that cost little"), in a host with the
// tarball installed: `skipLibCheck: false`, as a strict host runs it. For each public entry, the declaration files
// the compiler loads (deterministic: fails when an entry other than `walletport/effect` reaches `effect`,
// `fast-check` or `pure-rand`, one other than `walletport/viem` and `walletport/wagmi` reaches viem's, or
// `walletport/ssr`, which a Server Component imports, reaches React's); and
// `tsc --noEmit` timed, a budget the issue sets: every entry but `walletport/effect` and those two, imported
// together, within 1.5× an empty file; with those two, within 1.5× a file that imports viem's types (theirs name
// viem's clients and chains, which a host using them compiles anyway). CPU time, the least of a few runs.
import { spawnSync } from "node:child_process"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

/** Declarations a host's `tsc` must not load outside `walletport/effect`: Effect and what Effect's Schema pulls. */
export const EFFECT_DECLARATIONS = /\/node_modules\/(effect|@effect\/[^/]+|fast-check|pure-rand)\//
/** The one entry whose types are Effect's by design. */
export const EFFECT_ENTRY = "./effect"
/** viem's declarations: only the entries whose types are viem's (PEER_TYPED_ENTRIES) may load them. */
export const VIEM_DECLARATIONS = /\/node_modules\/(viem|abitype|ox)\//
/** Entries whose public types are a peer's by design: viem's clients (walletport/viem), a wagmi connector. */
export const PEER_TYPED_ENTRIES = ["./viem", "./wagmi"]
/** React's declarations: an entry a Server Component imports (REACT_FREE_ENTRIES) must not load them. */
export const REACT_DECLARATIONS = /\/node_modules\/(@types\/react(-dom)?|react|react-dom)\//
/** `walletport/ssr` is imported by the App Router's layout, a Server Component: no React in its types (issue 27). */
export const REACT_FREE_ENTRIES = ["./ssr"]
/** The time budget of the host's `tsc` with the entries imported, against its baseline (see the header). */
export const HOST_TSC_BUDGET = 1.5

/** The host's compiler options: strict and every library declaration checked. */
export const HOST_TSC_OPTIONS = {
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  module: "ESNext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: false,
  noEmit: true
}

/** Browser entries of walletport's `exports` (not `./server`, a Node entry, nor package.json). */
export async function publicEntries(dir) {
  const manifest = JSON.parse(await readFile(join(dir, "node_modules/walletport/package.json"), "utf8"))
  return Object.keys(manifest.exports).filter((subpath) => subpath !== "./package.json" && subpath !== "./server")
}

const fileOf = (subpath) => `tsc-entry-${subpath === "." ? "index" : subpath.slice(2).replaceAll("/", "-")}.ts`
const specifier = (subpath) => `walletport${subpath.slice(1)}`
const importing = (subpaths) =>
  `${subpaths.map((subpath, i) => `import type * as entry${i} from "${specifier(subpath)}"`).join("\n")}\nexport type { ${subpaths.map((_, i) => `entry${i}`).join(", ")} }\n`

/**
 * For each entry, the files `tsc` loads for a file importing it, and those of Effect among them. One compiler
 * host, so each declaration is parsed once across the entries.
 */
export async function declarationsByEntry(dir, subpaths) {
  const parsed = ts.convertCompilerOptionsFromJson(HOST_TSC_OPTIONS, dir)
  if (parsed.errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(parsed.errors[0].messageText, "\n"))
  const options = parsed.options
  const host = ts.createCompilerHost(options)
  const cache = new Map()
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, language, ...rest) => {
    if (!cache.has(fileName)) cache.set(fileName, getSourceFile(fileName, language, ...rest))
    return cache.get(fileName)
  }
  const results = []
  for (const subpath of subpaths) {
    const file = join(dir, fileOf(subpath))
    await writeFile(file, importing([subpath]))
    const program = ts.createProgram({ rootNames: [file], options, host })
    const unresolved = program.getSemanticDiagnostics(program.getSourceFile(file))
    if (unresolved.length > 0) throw new Error(`${fileOf(subpath)}: ${ts.flattenDiagnosticMessageText(unresolved[0].messageText, "\n")}`)
    const files = program.getSourceFiles().map((source) => source.fileName)
    results.push({
      subpath,
      files: files.length,
      walletport: files.filter((name) => name.includes("/node_modules/walletport/")).length,
      effect: files.filter((name) => EFFECT_DECLARATIONS.test(name)),
      viem: files.filter((name) => VIEM_DECLARATIONS.test(name)),
      react: REACT_FREE_ENTRIES.includes(subpath) ? ownReach(file, options).filter((name) => REACT_DECLARATIONS.test(name)) : []
    })
  }
  return results
}

/**
 * The files `file` itself reaches: without what a program includes on its own, which says nothing about what the
 * file imports (the `@types/*` packages, and `react/jsx-runtime` that `jsx: "react-jsx"` adds to every module).
 */
const ownReach = (file, hostOptions) => {
  // Its own compiler host: a source file parsed under the host's options keeps the jsx-runtime import.
  const options = { ...hostOptions, types: [], jsx: undefined }
  return ts.createProgram({ rootNames: [file], options, host: ts.createCompilerHost(options) }).getSourceFiles().map((source) => source.fileName)
}

/**
 * CPU time (user + system) of `tsc --noEmit` on `file` with the host options, the least of `runs`, and its file
 * count. CPU time, not wall time: the machine may be busy with other work, which wall time would count.
 */
function timeTsc(dir, tscPath, file, runs) {
  const args = ["--require", CPU_PROBE, tscPath, ...cliOptions(), "--listFiles", file]
  let best = Number.POSITIVE_INFINITY
  let files = 0
  for (let i = 0; i < runs; i++) {
    const result = spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8", maxBuffer: 64 << 20 })
    const cpu = /walletport-cpu-us (\d+)/.exec(result.stderr)
    if (result.status !== 0 || cpu === null) throw new Error(`tsc on ${file} failed:\n${result.stdout}\n${result.stderr}`)
    best = Math.min(best, Number(cpu[1]) / 1000)
    files = result.stdout.split("\n").filter((line) => line.trim().length > 0).length
  }
  return { ms: best, files }
}

/** Preloaded into the timed `tsc`: prints its CPU time when it exits. */
const CPU_PROBE = fileURLToPath(new URL("./cpuProbe.cjs", import.meta.url))

const cliOptions = () =>
  Object.entries(HOST_TSC_OPTIONS).flatMap(([key, value]) =>
    Array.isArray(value) ? [`--${key}`, value.join(",")] : typeof value === "boolean" ? [`--${key}`, String(value)] : [`--${key}`, value]
  )

/**
 * The check: fails when an entry other than `walletport/effect` makes `tsc` load Effect's declarations, when one
 * other than PEER_TYPED_ENTRIES loads viem's, and when a timed run is over HOST_TSC_BUDGET × its baseline; prints
 * each entry's file count and the timed runs. `tscPath` is the compiler (ours: the same version a host gets).
 */
export async function checkHostTsc({ dir: host, tscPath, runs = 3 }) {
  const subpaths = await publicEntries(host)
  // The files it compiles sit in a folder of their own inside the host (its node_modules resolve from there).
  const dir = join(host, "host-tsc")
  await mkdir(dir, { recursive: true })
  const results = await declarationsByEntry(dir, subpaths)
  for (const { subpath, files, walletport, effect, viem, react } of results) {
    console.log(`  ${specifier(subpath)}: ${files} files (${walletport} of walletport, ${effect.length} of effect/fast-check/pure-rand, ${viem.length} of viem, ${react.length} of React)`)
  }
  const problems = [
    ...results
      .filter(({ subpath, effect }) => subpath !== EFFECT_ENTRY && effect.length > 0)
      .map(({ subpath, effect }) => `- ${specifier(subpath)} loads ${effect.length} of Effect's declaration files, e.g. ${effect[0]}`),
    ...results
      .filter(({ subpath, viem }) => subpath !== EFFECT_ENTRY && !PEER_TYPED_ENTRIES.includes(subpath) && viem.length > 0)
      .map(({ subpath, viem }) => `- ${specifier(subpath)} loads ${viem.length} of viem's declaration files, e.g. ${viem[0]}`),
    ...results
      .filter(({ subpath, react }) => REACT_FREE_ENTRIES.includes(subpath) && react.length > 0)
      .map(({ subpath, react }) => `- ${specifier(subpath)} loads ${react.length} of React's declaration files, e.g. ${react[0]}`)
  ]
  if (problems.length > 0) throw new Error(`host tsc: declarations an entry must not load:\n${problems.join("\n")}`)

  const others = subpaths.filter((subpath) => subpath !== EFFECT_ENTRY)
  const plain = others.filter((subpath) => !PEER_TYPED_ENTRIES.includes(subpath))
  await writeFile(join(dir, "tsc-empty.ts"), "export {}\n")
  await writeFile(join(dir, "tsc-viem.ts"), `import type * as viem from "viem"\nexport type { viem }\n`)
  await writeFile(join(dir, "tsc-root.ts"), importing(["."]))
  await writeFile(join(dir, "tsc-plain.ts"), importing(plain))
  await writeFile(join(dir, "tsc-all.ts"), importing(others))
  const empty = timeTsc(dir, tscPath, "tsc-empty.ts", runs)
  const viem = timeTsc(dir, tscPath, "tsc-viem.ts", runs)
  const root = timeTsc(dir, tscPath, "tsc-root.ts", runs)
  const budgets = [
    { label: `the ${plain.length} entries without a peer's types (${plain.map(specifier).join(", ")})`, base: empty, baseLabel: "an empty file", timed: timeTsc(dir, tscPath, "tsc-plain.ts", runs) },
    { label: "every entry but walletport/effect", base: viem, baseLabel: "a file importing viem's types", timed: timeTsc(dir, tscPath, "tsc-all.ts", runs) }
  ]
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s CPU`
  console.log(`  tsc --noEmit, skipLibCheck false (budget ${HOST_TSC_BUDGET}× the baseline):`)
  console.log(`  an empty file: ${seconds(empty.ms)}, ${empty.files} files; a file importing viem's types: ${seconds(viem.ms)}, ${viem.files} files`)
  console.log(`  walletport: ${seconds(root.ms)}, ${root.files} files, ${(root.ms / empty.ms).toFixed(2)}× an empty file`)
  for (const { label, base, baseLabel, timed } of budgets) {
    console.log(`  ${label}: ${seconds(timed.ms)}, ${timed.files} files, ${(timed.ms / base.ms).toFixed(2)}× ${baseLabel}`)
  }
  const over = budgets.filter(({ base, timed }) => timed.ms > HOST_TSC_BUDGET * base.ms)
  if (over.length > 0) {
    throw new Error(`host tsc over budget (${HOST_TSC_BUDGET}×):\n${over.map(({ label, base, baseLabel, timed }) => `- ${label}: ${(timed.ms / base.ms).toFixed(2)}× ${baseLabel}`).join("\n")}`)
  }
  return { results, empty, viem, root, budgets }
}
