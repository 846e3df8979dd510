// The shell hub (issue 7): the host's initial JS in as few files as the bundler allows.
//
// A bundler with code splitting (esbuild's, as the bench and test/package host use) puts each module into
// one chunk per SET of entry points that reach it, where every import() target is an entry point. The
// shell (the modules of `walletport/react`, `/evm` and `/solana` that the host page imports statically)
// shares small modules with many lazy modules, each with a different set of importers: the host's initial
// load was 15 files (React in 4 of them). The page requests them only once the entry is parsed, and a slow
// CPU takes each one in on the main thread: ~80 ms of the click-at-once visitor's time on a 4x CPU.
//
// The hub gives them one set. The hub is the shell's modules that lazy code imports too; every import()
// target of ours re-exports one binding of each of them (and, when the target uses React, of each of React's
// modules), so every hub module is reached by the host's entry AND by every lazy entry, and the bundler puts
// them in two chunks: React with the hub modules that use it, and the rest (lazy entries that do not use
// React, such as the core and the chain reads, do not re-export React, so that a page that never shows the
// modal never loads React for them). The re-exports cost no request (those modules are in the page already)
// and a few bytes per lazy entry; a dynamic import's namespace keeps every export, so a host's bundler
// cannot drop them, in the package build (dist) as in the bench. The host's initial JS is now 4 files:
// its entry, those two chunks and the bundler's helpers (test/bench/size.test.ts, test/package).
//
// Used through scripts/packagePlugins.mjs by the package build, the bench, the size check and the demo.
import { build } from "esbuild"
import { isAbsolute, join, relative } from "node:path"
import { readdir, readFile } from "node:fs/promises"
import { analyseCoreHub, hubLines, installCoreHub } from "./coreHub.mjs"

/** The package entries a host page imports statically: their static graph is the shell. */
const SHELL_ENTRIES = ["runtime/entries/react.ts", "runtime/entries/evm.ts", "runtime/entries/solana.ts"]
/** React's modules the shell and the modal import (the host brings them). */
const REACT_MODULES = [
  { specifier: "react", name: "createElement" },
  { specifier: "react-dom", name: "createPortal" },
  { specifier: "react/jsx-runtime", name: "jsx" },
  { specifier: "react-dom/client", name: "createRoot" }
]
const isReact = (specifier) => /^react(-dom)?(\/|$)/.test(specifier)
/** The names the re-exports take in each lazy entry's namespace. */
const EXPORT_PREFIX = "__walletportShell"

/**
 * Reads the module graph of our sources (dependencies external, not bundled): the shell, whether each
 * module reaches React, and the import() targets. Once per build (the plugin starts it again on each
 * rebuild of the demo's watch mode), shared with scripts/previewBundle.mjs.
 */
const analyses = new Map()
export const analyseShell = (root) => {
  let analysis = analyses.get(root)
  if (analysis === undefined) {
    analysis = analyse(root)
    analyses.set(root, analysis)
  }
  return analysis
}

const analyse = async (root) => {
  const result = await build({
    absWorkingDir: root,
    // Every package entry, so that every import() target is found; the shell is the closure of SHELL_ENTRIES.
    entryPoints: (await readdir(join(root, "runtime", "entries"))).filter((name) => name.endsWith(".ts")).map((name) => `runtime/entries/${name}`),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    write: false,
    metafile: true,
    outdir: join(root, ".tmp", "shell-hub"),
    logLevel: "silent",
    plugins: [{ name: "dependencies-external", setup: (b) => b.onResolve({ filter: /^[^./]/ }, (args) => (isAbsolute(args.path) ? undefined : { path: args.path, external: true })) }]
  })
  const inputs = result.metafile.inputs
  const staticImports = (path) => (inputs[path]?.imports ?? []).filter((entry) => entry.kind === "import-statement")
  const closure = (starts) => {
    const seen = new Set()
    const stack = [...starts]
    for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
      if (seen.has(path)) continue
      seen.add(path)
      for (const entry of staticImports(path)) if (!entry.external) stack.push(entry.path)
    }
    return seen
  }
  const reachesReact = (path) => [...closure([path])].some((module) => staticImports(module).some((entry) => entry.external && isReact(entry.path)))
  const targets = new Set()
  /** import() target → the modules that import it. */
  const importers = new Map()
  for (const [path, meta] of Object.entries(inputs)) {
    for (const entry of meta.imports) {
      if (entry.kind !== "dynamic-import" || entry.external) continue
      targets.add(entry.path)
      importers.set(entry.path, [...(importers.get(entry.path) ?? []), path])
    }
  }
  // The hub: the shell's modules that lazy code imports too (the others stay in the host's entry chunk).
  const lazyReached = closure(targets)
  const shell = closure(SHELL_ENTRIES)
  const hub = [...shell].filter((path) => lazyReached.has(path) && !SHELL_ENTRIES.includes(path)).sort()
  const reactHub = hub.filter(reachesReact)
  const plainHub = hub.filter((path) => !reactHub.includes(path))
  const reexport = async (path) => ({ specifier: join(root, path).split("\\").join("/"), name: await firstValueExport(join(root, path)) })
  const plainLines = await Promise.all(plainHub.map(reexport))
  const reactLines = [...(await Promise.all(reactHub.map(reexport))), ...REACT_MODULES]
  const line = ({ specifier, name }, index) =>
    name === undefined
      ? `export * as ${EXPORT_PREFIX}${index} from ${JSON.stringify(specifier)}`
      : `export { ${name} as ${EXPORT_PREFIX}${index} } from ${JSON.stringify(specifier)}`
  return {
    hub,
    /** import() targets (project-relative) → whether the target reaches React. */
    targets: new Map([...targets].map((path) => [path, reachesReact(path)])),
    /** The lines a lazy entry gets: the hub's modules (and React's, when it uses React). */
    lines: (usesReact) => [...plainLines, ...(usesReact ? reactLines : [])].map(line).join("\n"),
    /** For scripts/coreHub.mjs: the static closure of some modules, the shell's, and each target's importers. */
    closure,
    shell,
    importers
  }
}

/**
 * One value a module exports, found in its source: re-exporting one binding is enough for the bundler to
 * count the module as reached (it splits by file), and keeps the module's other exports tree-shakable (a
 * namespace re-export would keep every one of them). Undefined when the source declares none (then the
 * whole namespace is re-exported).
 */
const firstValueExport = async (path) =>
  /^export (?:async )?(?:const|let|var|function\*?|class) ([A-Za-z_$][\w$]*)/m.exec(await readFile(path, "utf8"))?.[1]

/** An esbuild plugin: each import() target of ours gets the hub's re-exports appended (see above). */
export const shellHubPlugin = (root) => ({
  name: "walletport-shell-hub",
  setup(pluginBuild) {
    pluginBuild.onStart(() => {
      analyses.delete(root)
    })
    installCoreHub(pluginBuild, root)
    pluginBuild.onLoad({ filter: /\.tsx?$/, namespace: "file" }, async (args) => {
      const relativePath = relative(root, args.path).split("\\").join("/")
      if (relativePath.startsWith("..") || relativePath.startsWith("node_modules/")) return undefined
      const { targets, lines } = await analyseShell(root)
      const usesReact = targets.get(relativePath)
      if (usesReact === undefined) return undefined
      const source = await readFile(args.path, "utf8")
      const core = (await analyseCoreHub(root)).targets.has(relativePath) ? `\n${hubLines(usesReact)}` : ""
      return { contents: `${source}\n${lines(usesReact)}${core}\n`, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" }
    })
  }
})
