// What importing walletport costs a host's `tsc` (issue 27, "Declarations that cost little"), in a host with the
// tarball installed: `skipLibCheck: false`, as a strict host runs it. For each public entry, the declaration files
// the compiler loads (deterministic: fails when an entry other than `walletport/effect` reaches `effect`,
// `fast-check` or `pure-rand`, one other than `walletport/viem` and `walletport/wagmi` reaches viem's, or
// `walletport/ssr`, which a Server Component imports, reaches React's); and the checker's work, a budget the issue
// sets: every entry but `walletport/effect` and those two, imported together, within 1.5× an empty file; with those
// two, within 1.5× a file that imports viem's types (theirs name viem's clients and chains, which a host using them
// compiles anyway). The work is counted (types, instantiations, declaration lines: what the compiler's time
// follows), not timed: the figures are the same on a loaded machine, and timing belongs in `npm run bench`.
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import ts from "typescript"
import { cachedCompilerHost, newParseCache } from "./parseCache.mjs"

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
/** The budget of the host's `tsc` work with the entries imported, against its baseline (see the header). */
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

/** The host options, parsed, and one compiler host for every program of the check: each declaration is parsed once. */
const hostCompiler = (dir) => {
  const parsed = ts.convertCompilerOptionsFromJson(HOST_TSC_OPTIONS, dir)
  if (parsed.errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(parsed.errors[0].messageText, "\n"))
  const options = parsed.options
  const host = cachedCompilerHost(options, newParseCache(), dir)
  return { options, host, program: (rootNames) => ts.createProgram({ rootNames, options, host }) }
}

/** For each entry, the files `tsc` loads for a file importing it, and those of Effect among them. */
export async function declarationsByEntry(dir, subpaths, compiler = hostCompiler(dir)) {
  const results = []
  for (const subpath of subpaths) {
    const file = join(dir, fileOf(subpath))
    await writeFile(file, importing([subpath]))
    const program = compiler.program([file])
    const unresolved = program.getSemanticDiagnostics(program.getSourceFile(file))
    if (unresolved.length > 0) throw new Error(`${fileOf(subpath)}: ${ts.flattenDiagnosticMessageText(unresolved[0].messageText, "\n")}`)
    const files = program.getSourceFiles().map((source) => source.fileName)
    results.push({
      subpath,
      files: files.length,
      walletport: files.filter((name) => name.includes("/node_modules/walletport/")).length,
      effect: files.filter((name) => EFFECT_DECLARATIONS.test(name)),
      viem: files.filter((name) => VIEM_DECLARATIONS.test(name)),
      react: REACT_FREE_ENTRIES.includes(subpath) ? ownReach(file, compiler.options).filter((name) => REACT_DECLARATIONS.test(name)) : []
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
 * The checker's work for each of `groups` (root files, in order, each group's files a superset of the ones before
 * it but viem's): ONE program over them all, checked group by group as `tsc --noEmit` checks a program (every file,
 * declarations included: skipLibCheck false). After a group, the checker's type and instantiation counts are what a
 * `tsc` run on that group's file would reach, the work of the groups before it included; a group that is not a
 * superset of the one before it (viem's, checked after walletport's) is counted from the empty file's figures
 * plus its own files' work, which leaves out what they share with the groups between: a smaller baseline, a
 * stricter budget. One check instead of one `tsc` per file: the declarations are parsed and checked once.
 */
function checkerWork(compiler, groups) {
  const program = compiler.program(groups.map(({ file }) => file))
  const checked = new Set()
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]
  const figures = new Map()
  for (const { name, file } of groups) {
    const cpu = process.cpuUsage()
    // The files a program of this group's file alone loads, the group's own being those not checked yet.
    const files = compiler.program([file]).getSourceFiles().map((source) => program.getSourceFile(source.fileName))
    for (const source of files) {
      if (source === undefined || checked.has(source.fileName)) continue
      checked.add(source.fileName)
      diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source))
    }
    const used = process.cpuUsage(cpu)
    figures.set(name, {
      files: files.length,
      lines: files.reduce((sum, source) => sum + (source?.isDeclarationFile === true ? source.getLineStarts().length : 0), 0),
      types: program.getTypeCount(),
      instantiations: program.getInstantiationCount(),
      cpuSeconds: (used.user + used.system) / 1e6
    })
  }
  if (diagnostics.length > 0) {
    const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => "", getNewLine: () => "\n" }
    throw new Error(`host tsc found errors:\n${ts.formatDiagnostics(diagnostics, formatHost)}`)
  }
  return figures
}

/** The figures a budget compares: types, instantiations and declaration lines. */
const MEASURES = ["types", "instantiations", "lines"]

/**
 * The check: fails when an entry other than `walletport/effect` makes `tsc` load Effect's declarations, when one
 * other than PEER_TYPED_ENTRIES loads viem's, and when the checker's work is over HOST_TSC_BUDGET × its baseline in
 * any measure; prints each entry's file count and the work of each file.
 */
export async function checkHostTsc({ dir: host }) {
  const subpaths = await publicEntries(host)
  // The files it compiles sit in a folder of their own inside the host (its node_modules resolve from there).
  const dir = join(host, "host-tsc")
  await mkdir(dir, { recursive: true })
  const compiler = hostCompiler(dir)
  const results = await declarationsByEntry(dir, subpaths, compiler)
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
  const sources = { empty: "export {}\n", root: importing(["."]), plain: importing(plain), viem: `import type * as viem from "viem"\nexport type { viem }\n`, all: importing(others) }
  const groups = []
  for (const [name, text] of Object.entries(sources)) {
    const file = join(dir, `tsc-${name}.ts`)
    await writeFile(file, text)
    groups.push({ name, file })
  }
  const work = checkerWork(compiler, groups)
  const empty = work.get("empty")
  const root = work.get("root")
  const checkedBeforeViem = work.get("plain")
  const viemOwn = work.get("viem")
  // viem's file alone: the empty file's work plus what checking viem's own files added (see checkerWork).
  const viem = {
    ...viemOwn,
    types: empty.types + viemOwn.types - checkedBeforeViem.types,
    instantiations: empty.instantiations + viemOwn.instantiations - checkedBeforeViem.instantiations
  }
  const budgets = [
    { label: `the ${plain.length} entries without a peer's types (${plain.map(specifier).join(", ")})`, base: empty, baseLabel: "an empty file", measured: work.get("plain") },
    { label: "every entry but walletport/effect", base: viem, baseLabel: "a file importing viem's types", measured: work.get("all") }
  ]
  const describe = (figures) => `${figures.types} types, ${figures.instantiations} instantiations, ${figures.lines} declaration lines, ${figures.files} files`
  const ratios = (timed, base) => MEASURES.map((measure) => `${(timed[measure] / base[measure]).toFixed(2)}× ${measure}`).join(", ")
  console.log(`  tsc's work, skipLibCheck false (budget ${HOST_TSC_BUDGET}× the baseline in each measure):`)
  console.log(`  an empty file: ${describe(empty)}; a file importing viem's types: ${describe(viem)}`)
  console.log(`  walletport: ${describe(root)}: ${ratios(root, empty)} an empty file`)
  for (const { label, base, baseLabel, measured } of budgets) console.log(`  ${label}: ${describe(measured)}: ${ratios(measured, base)} ${baseLabel}`)
  const cpu = [...work].map(([name, { cpuSeconds }]) => `${name} ${cpuSeconds.toFixed(1)} s`).join(", ")
  console.log(`  (one program, checked group by group; CPU per group, reported only: ${cpu})`)
  const over = budgets.filter(({ base, measured }) => MEASURES.some((measure) => measured[measure] > HOST_TSC_BUDGET * base[measure]))
  if (over.length > 0) {
    throw new Error(`host tsc over budget (${HOST_TSC_BUDGET}×):\n${over.map(({ label, base, baseLabel, measured }) => `- ${label}: ${ratios(measured, base)} ${baseLabel}`).join("\n")}`)
  }
  return { results, work, budgets }
}
