/**
 * Builds one bench scenario with esbuild (the same settings for ours, the peers and the floors)
 * and accounts for its size from the metafile: initial = the entry's output plus every chunk it
 * imports statically (transitively); lazy = every other JS output (reached through `import()`).
 *
 * Used by `npm run bench` (bench/run.ts, written to disk and served) and by the deterministic size
 * check in `npm test` (test/bench/size.test.ts, in memory).
 */
import { build, type BuildOptions, type Metafile, type Plugin } from "esbuild"
import { mkdir, rm, writeFile } from "node:fs/promises"
import { dirname, join, relative } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib"
import { onePoolJobAtATime } from "./onePoolJobAtATime.js"

/** Raw (minified), gzip -9 and brotli q11 bytes. */
export interface Sizes {
  readonly min: number
  readonly gzip: number
  readonly brotli: number
}

export interface OutputFile extends Sizes {
  /** Path relative to the build's output directory, with forward slashes ("entry.js", "chunks/x.js"). */
  readonly path: string
  readonly kind: "js" | "css" | "asset"
  /** Part of the initial load: the entry, a chunk it imports statically, or the entry's CSS bundle. */
  readonly initial: boolean
  /** Source files (relative to the project root) that contributed bytes to this output. */
  readonly inputs: ReadonlyArray<string>
}

export interface BuildResult {
  readonly files: ReadonlyArray<OutputFile>
  /** JS of the initial load. */
  readonly initial: Sizes
  /** JS that loads only through `import()`. */
  readonly lazy: Sizes
  /** initial + lazy. */
  readonly total: Sizes
  /** CSS files emitted (RainbowKit ships a stylesheet; the others inject styles from JS). */
  readonly css: Sizes
  /** Fonts and images emitted as separate files (not JS). */
  readonly assets: Sizes
  /** The entry's JS output, relative to the output directory. */
  readonly entryFile: string
  /** The entry's CSS bundle, if any, relative to the output directory. */
  readonly cssFile: string | undefined
  /** Source files (relative to the project root) bundled into the initial JS. */
  readonly initialInputs: ReadonlyArray<string>
  /** esbuild's metafile (paths relative to the project root), for the chunk analysis in chunks.ts. */
  readonly metafile: Metafile
  /** The output directory relative to the project root, as metafile output paths start. */
  readonly outdirFromRoot: string
}

/**
 * The shared esbuild settings, the same for every scenario: minified ESM for browsers, code
 * splitting, production React. `global` → `globalThis` is for Node-minded dependencies of the
 * peers (a no-op where nothing reads `global`); images and fonts that a package imports become
 * separate files. No `process` shim: every peer runs without one, and injecting one would change
 * what Effect detects at run time in our bundle.
 */
export const benchBuildOptions = (entry: string): BuildOptions => ({
  entryPoints: { entry },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  minify: true,
  metafile: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": JSON.stringify("production"), global: "globalThis" },
  loader: {
    ".svg": "file",
    ".png": "file",
    ".jpg": "file",
    ".webp": "file",
    ".gif": "file",
    ".woff": "file",
    ".woff2": "file",
    ".ttf": "file"
  },
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  logLevel: "silent"
})

const zero: Sizes = { min: 0, gzip: 0, brotli: 0 }
const add = (a: Sizes, b: Sizes): Sizes => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
export const sumSizes = (sizes: ReadonlyArray<Sizes>): Sizes => sizes.reduce(add, zero)

const gzipBytes = promisify(gzip)
const brotliBytes = promisify(brotliCompress)

/**
 * Sizes of one file as a server would send it: each file compressed on its own. Asynchronous (libuv's thread pool):
 * brotli q11 over a build's files held the caller's event loop for seconds (a vitest worker's, in npm test). One
 * compression at a time (onePoolJobAtATime says why).
 */
export const measure = async (bytes: Uint8Array): Promise<Sizes> => {
  const gzipped = await onePoolJobAtATime(() => gzipBytes(bytes, { level: 9 }))
  const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength }
  const brotlied = await onePoolJobAtATime(() => brotliBytes(bytes, { params }))
  return { min: bytes.byteLength, gzip: gzipped.byteLength, brotli: brotlied.byteLength }
}

const toPosix = (path: string): string => path.split("\\").join("/")

/** A metafile output path (relative to the root) as a path relative to the output directory. */
export const outputPath = (outdirFromRoot: string, metaPath: string): string => toPosix(relative(outdirFromRoot, metaPath))

/** The metafile key of the entry's JS output. Dynamically imported modules are entry points too in esbuild's metafile; the page's entry is the configured one. */
export const entryOutput = (metafile: Metafile, entryFromRoot: string): string => {
  const found = Object.entries(metafile.outputs).find(([path, meta]) => path.endsWith(".js") && meta.entryPoint === entryFromRoot)
  if (found === undefined) throw new Error(`esbuild produced no output for the entry ${entryFromRoot}`)
  return found[0]
}

/** The entry's output and every output it imports statically, transitively (metafile paths). */
export const initialOutputs = (metafile: Metafile, entry: string): ReadonlySet<string> => {
  const seen = new Set<string>()
  const stack = [entry]
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    const meta = metafile.outputs[path]
    if (meta === undefined) continue
    for (const imported of meta.imports) {
      if (imported.kind === "import-statement" && !imported.external) stack.push(imported.path)
    }
  }
  return seen
}

export interface BuildScenarioOptions {
  /** Absolute path of the scenario's entry file. */
  readonly entry: string
  /** Absolute output directory; files are written there when `write` is true (default). */
  readonly outdir: string
  readonly write?: boolean
  /** The project root: esbuild's working directory, and what metafile paths are relative to. */
  readonly root: string
  /** Scenario-specific plugins (ours: the adapter list of bench/adapters.ts). */
  readonly plugins?: ReadonlyArray<Plugin>
  /** Default true. False only to read a trace's profile by function and module (bench/trace.ts --no-minify). */
  readonly minify?: boolean
}

/** Builds one scenario and accounts for its size. Throws esbuild's errors, formatted. */
export const buildScenario = async (options: BuildScenarioOptions): Promise<BuildResult> => {
  const write = options.write ?? true
  if (write) {
    await rm(options.outdir, { recursive: true, force: true })
    await mkdir(options.outdir, { recursive: true })
  }
  const result = await build({
    ...benchBuildOptions(options.entry),
    absWorkingDir: options.root,
    outdir: options.outdir,
    plugins: [...(options.plugins ?? [])],
    minify: options.minify ?? true,
    write: false
  }).catch((error: unknown) => {
    throw new Error(`esbuild failed for ${relative(options.root, options.entry)}: ${error instanceof Error ? error.message : String(error)}`)
  })
  const metafile = result.metafile
  if (metafile === undefined) throw new Error("esbuild returned no metafile")
  const outdirFromRoot = toPosix(relative(options.root, options.outdir))
  const outPath = (metaPath: string): string => outputPath(outdirFromRoot, metaPath)
  const entry = entryOutput(metafile, toPosix(relative(options.root, options.entry)))
  const initial = initialOutputs(metafile, entry)
  const cssBundle = metafile.outputs[entry]?.cssBundle

  const contents = new Map<string, Uint8Array>()
  for (const file of result.outputFiles ?? []) contents.set(toPosix(relative(options.outdir, file.path)), file.contents)

  const outputs = Object.entries(metafile.outputs).filter(([metaPath]) => !metaPath.endsWith(".map"))
  const files: Array<OutputFile> = await Promise.all(outputs.map(async ([metaPath, meta]): Promise<OutputFile> => {
    const path = outPath(metaPath)
    const bytes = contents.get(path)
    if (bytes === undefined) throw new Error(`esbuild output ${path} has no contents`)
    const kind = path.endsWith(".js") ? "js" : path.endsWith(".css") ? "css" : "asset"
    return {
      path,
      kind,
      initial: kind === "js" ? initial.has(metaPath) : metaPath === cssBundle,
      inputs: Object.entries(meta.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([input]) => input),
      ...(await measure(bytes))
    }
  }))
  files.sort((a, b) => a.path.localeCompare(b.path))

  if (write) {
    for (const [path, bytes] of contents) {
      const target = join(options.outdir, path)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, bytes)
    }
  }

  const js = files.filter((file) => file.kind === "js")
  const initialJs = js.filter((file) => file.initial)
  const lazyJs = js.filter((file) => !file.initial)
  return {
    files,
    initial: sumSizes(initialJs),
    lazy: sumSizes(lazyJs),
    total: sumSizes(js),
    css: sumSizes(files.filter((file) => file.kind === "css")),
    assets: sumSizes(files.filter((file) => file.kind === "asset")),
    entryFile: outPath(entry),
    cssFile: cssBundle === undefined ? undefined : outPath(cssBundle),
    initialInputs: [...new Set(initialJs.flatMap((file) => file.inputs))].sort(),
    metafile,
    outdirFromRoot
  }
}

/** The host page that loads a build: the entry as a module script, its CSS bundle if any. */
export const hostPage = (build: Pick<BuildResult, "entryFile" | "cssFile">, title: string): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No favicon request: every request the page makes is the scenario's own.
    '<link rel="icon" href="data:,">',
    `<title>${title}</title>`,
    build.cssFile === undefined ? "" : `<link rel="stylesheet" href="/${build.cssFile}">`,
    `<script type="module" src="/${build.entryFile}"></script>`,
    "</head>",
    "<body>",
    '<div id="root"></div>',
    "</body>",
    "</html>",
    ""
  ].filter((line) => line !== "").join("\n")

/** Writes index.html beside a written build. */
export const writeHostPage = async (outdir: string, build: BuildResult, title: string): Promise<void> => {
  await writeFile(join(outdir, "index.html"), hostPage(build, title))
}

