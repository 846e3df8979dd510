// What importing walletport costs a host's `tsc` (issue 27, "Declarations that cost little"), in a host with the
// tarball installed: `skipLibCheck: false`, as a strict host runs it. For each public entry, the declaration files
// the compiler loads (deterministic: fails when an entry other than `walletport/effect` reaches `effect`,
// `fast-check` or `pure-rand`); and `tsc --noEmit` on an empty file and on a file importing every such entry, timed
// (reported, not asserted: timing figures belong in `npm run bench`; the budget is 1.5× the empty file).
import { spawnSync } from "node:child_process"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

/** Declarations a host's `tsc` must not load outside `walletport/effect`: Effect and what Effect's Schema pulls. */
export const EFFECT_DECLARATIONS = /\/node_modules\/(effect|@effect\/[^/]+|fast-check|pure-rand)\//
/** The one entry whose types are Effect's by design. */
export const EFFECT_ENTRY = "./effect"
/** The time budget of the host's `tsc` with every other entry imported, against an empty file. */
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
      effect: files.filter((name) => EFFECT_DECLARATIONS.test(name))
    })
  }
  return results
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
 * The check: fails when an entry other than `walletport/effect` makes `tsc` load Effect's declarations, and
 * prints each entry's file count and the timed runs. `tscPath` is the compiler (ours: the same version a host gets).
 */
export async function checkHostTsc({ dir: host, tscPath, runs = 2 }) {
  const subpaths = await publicEntries(host)
  // The files it compiles sit in a folder of their own inside the host (its node_modules resolve from there).
  const dir = join(host, "host-tsc")
  await mkdir(dir, { recursive: true })
  const results = await declarationsByEntry(dir, subpaths)
  for (const { subpath, files, walletport, effect } of results) {
    console.log(`  ${specifier(subpath)}: ${files} files (${walletport} of walletport, ${effect.length} of effect/fast-check/pure-rand)`)
  }
  const plain = results.filter(({ subpath, effect }) => subpath !== EFFECT_ENTRY && effect.length === 0).map(({ subpath }) => subpath)
  const others = subpaths.filter((subpath) => subpath !== EFFECT_ENTRY)
  await writeFile(join(dir, "tsc-empty.ts"), "export {}\n")
  await writeFile(join(dir, "tsc-root.ts"), importing(["."]))
  await writeFile(join(dir, "tsc-plain.ts"), importing(plain))
  await writeFile(join(dir, "tsc-all.ts"), importing(others))
  const empty = timeTsc(dir, tscPath, "tsc-empty.ts", runs)
  const timed = {
    root: timeTsc(dir, tscPath, "tsc-root.ts", runs),
    plain: timeTsc(dir, tscPath, "tsc-plain.ts", 1),
    all: timeTsc(dir, tscPath, "tsc-all.ts", 1)
  }
  const figure = ({ ms, files }) => `${(ms / 1000).toFixed(2)} s CPU, ${files} files, ${(ms / empty.ms).toFixed(2)}× the empty file`
  console.log(`  tsc --noEmit, skipLibCheck false (budget for the root entry ${HOST_TSC_BUDGET}× the empty file; timing is reported, not asserted):`)
  console.log(`  an empty file: ${(empty.ms / 1000).toFixed(2)} s CPU, ${empty.files} files`)
  console.log(`  walletport: ${figure(timed.root)}`)
  console.log(`  the ${plain.length} entries without Effect's declarations (${plain.map(specifier).join(", ")}; viem's own declarations come with evm, viem, wagmi and testing): ${figure(timed.plain)}`)
  console.log(`  every entry but walletport/effect: ${figure(timed.all)}`)
  const leaking = results.filter(({ subpath, effect }) => subpath !== EFFECT_ENTRY && effect.length > 0)
  const problems = leaking.map(({ subpath, effect }) => `- ${specifier(subpath)} loads ${effect.length} of Effect's declaration files, e.g. ${effect[0]}`)
  if (problems.length > 0) throw new Error(`host tsc: only walletport/effect may load Effect's declarations:\n${problems.join("\n")}`)
  return { results, empty, ...timed }
}
