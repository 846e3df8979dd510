/**
 * What a build's chunks hold, from esbuild's metafile: Effect modules in the initial chunk, the lazy
 * core (what the first open loads) and each chain adapter's lazy chunks. Deterministic (no browser);
 * used by the size check in `npm test` and by `npm run bench`.
 */
import type { Metafile } from "esbuild"
import { PREVIEW_INPUT } from "../scripts/previewBundle.mjs"
import { type BuildResult, outputPath, type Sizes, sumSizes } from "./build.js"

/** A module of Effect or of an `@effect/*` package, by its path relative to the project root. */
export const EFFECT_MODULE = /(?:^|\/)node_modules\/(?:effect|@effect\/[^/]+)\//

/** A module path from its package on ("effect/dist/esm/Brand.js"), the same in every checkout. */
export const packagePath = (input: string): string => input.slice(input.lastIndexOf("node_modules/") + "node_modules/".length)

/** Effect modules that contributed bytes to the initial JS, as package paths. */
export const effectInInitial = (build: Pick<BuildResult, "initialInputs">): ReadonlyArray<string> =>
  build.initialInputs.filter((input) => EFFECT_MODULE.test(input)).map(packagePath)

/** Our own modules in the initial JS that import an Effect module directly: where the leak starts. */
export const effectImporters = (build: Pick<BuildResult, "initialInputs" | "metafile">): ReadonlyArray<string> =>
  build.initialInputs.filter(
    (input) => !input.includes("node_modules/") && (build.metafile.inputs[input]?.imports ?? []).some((imported) => imported.kind === "import-statement" && EFFECT_MODULE.test(imported.path))
  )

/**
 * The modules the first open loads with import(): the core (Effect runtime, services, layers) and the
 * modal UI's mount. Each starts a lazy chunk; the lazy core is their static closures, minus initial.
 */
export const FIRST_OPEN_MODULES: ReadonlyArray<string> = ["runtime/core.ts", "ui/mountModal.tsx", "runtime/handOff.ts"]

/**
 * The instant-open preview's chunk (runtime/instantOpen.ts): what a first open paints before the core's
 * import() starts, bundled into one module (scripts/previewBundle.mjs). No Effect module may be in it.
 */
export const PREVIEW_MODULE = PREVIEW_INPUT

/** The chunk of the view a first open shows a visitor with no stored connection (the Connect view's group). */
export const FIRST_VIEW_MODULE = "ui/views/connectGroup.ts"

/** The chain adapters a host can configure, by their descriptor module (what `load()` is defined in). */
export const ADAPTER_NAMESPACES = ["evm", "solana"] as const
export type AdapterName = (typeof ADAPTER_NAMESPACES)[number]

/** The descriptor module of an adapter, relative to the root. */
export const descriptorModule = (name: AdapterName): string => `runtime/adapters/${name}.ts`

export interface ChunkGroup {
  /** JS files, relative to the output directory. */
  readonly files: ReadonlyArray<string>
  readonly sizes: Sizes
}

export interface AdapterChunks {
  readonly name: AdapterName
  /** The descriptor module, bundled into the host's initial chunk (it holds no adapter code). */
  readonly descriptor: string
  /** The adapter's implementation: what the descriptor's `load()` imports, beyond initial and the lazy core. */
  readonly chunk: ChunkGroup
  /** What the implementation imports in turn with import() (viem, @solana/kit): its chain reads. */
  readonly heavy: ChunkGroup
}

export interface ChunkReport {
  /** Effect modules in the initial JS (package paths); none is the rule. */
  readonly effectInInitial: ReadonlyArray<string>
  /** Our modules in the initial JS that import them. */
  readonly effectImporters: ReadonlyArray<string>
  readonly lazyCore: ChunkGroup
  /** Adapters whose descriptor module is in the build; empty when the host configures none. */
  readonly adapters: ReadonlyArray<AdapterChunks>
  /** The instant-open preview's static closure, minus initial; empty when the build has no preview. */
  readonly preview: ChunkGroup
  /** Effect modules in the preview's static closure (package paths); none is the rule. */
  readonly effectInPreview: ReadonlyArray<string>
  /** Our modules in the preview's static closure that import them directly. */
  readonly effectPreviewImporters: ReadonlyArray<string>
  /**
   * What a visitor who clicks at once fetches before the Connect view lists a wallet: the initial JS
   * and the preview's chunk (the core's import() starts once the preview has painted). The
   * deterministic counterpart of the bench's "4× CPU: JS fetched until modal".
   */
  readonly atOnce: ChunkGroup
  /**
   * What the first open loads in all, the preview aside: the initial JS, the lazy core, the first view's
   * chunk and the adapters' chunks (not their chain reads): the Connect view once the core has taken over.
   */
  readonly firstOpen: ChunkGroup
}

/** The output whose entry point is `input` (esbuild makes every import() target an entry point). */
const outputOf = (metafile: Metafile, input: string): string | undefined =>
  Object.entries(metafile.outputs).find(([path, meta]) => path.endsWith(".js") && meta.entryPoint === input)?.[0]

/** Outputs reachable from `starts` through static imports, `starts` included. */
const staticClosure = (metafile: Metafile, starts: Iterable<string>): Set<string> => {
  const seen = new Set<string>()
  const stack = [...starts]
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) stack.push(imported.path)
    }
  }
  return seen
}

/** Inputs that contributed bytes to `outputs`. */
const inputsOf = (metafile: Metafile, outputs: Iterable<string>): Set<string> => {
  const inputs = new Set<string>()
  for (const output of outputs) {
    for (const [input, meta] of Object.entries(metafile.outputs[output]?.inputs ?? {})) if (meta.bytesInOutput > 0) inputs.add(input)
  }
  return inputs
}

/** Outputs started by the import() calls in `inputs`. */
const dynamicTargets = (metafile: Metafile, inputs: Iterable<string>): Set<string> => {
  const targets = new Set<string>()
  for (const input of inputs) {
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (imported.kind !== "dynamic-import" || imported.external === true) continue
      const output = outputOf(metafile, imported.path)
      if (output !== undefined) targets.add(output)
    }
  }
  return targets
}

/**
 * Outputs reachable from `starts` through static and dynamic imports, `starts` included. The import() calls
 * of `loaded` (the lazy core, which every later chunk imports through the core hub, scripts/coreHub.mjs) are
 * not followed: they are the core's own features, not what `starts` brings.
 */
const fullClosure = (metafile: Metafile, starts: Iterable<string>, loaded: ReadonlySet<string>): Set<string> => {
  let reached = staticClosure(metafile, starts)
  for (;;) {
    const next = staticClosure(metafile, [...reached, ...dynamicTargets(metafile, inputsOf(metafile, minus(reached, loaded)))])
    if (next.size === reached.size) return reached
    reached = next
  }
}

const minus = (set: ReadonlySet<string>, ...others: ReadonlyArray<ReadonlySet<string>>): Set<string> =>
  new Set([...set].filter((item) => !others.some((other) => other.has(item))))

/** Analyses a build of a walletport host page. Throws when a first-open module is not a lazy chunk of it. */
export const analyseChunks = (
  build: BuildResult,
  firstOpen: ReadonlyArray<string> = FIRST_OPEN_MODULES,
  /** The bundled preview's own metafile (scripts/previewBundle.mjs): the files inside that one module. */
  previewBundle?: Metafile
): ChunkReport => {
  const { metafile } = build
  const initialFiles = new Set(build.files.filter((file) => file.initial).map((file) => file.path))
  const initial = new Set(Object.keys(metafile.outputs).filter((path) => initialFiles.has(outputPath(build.outdirFromRoot, path))))
  const group = (outputs: ReadonlySet<string>): ChunkGroup => {
    const files = [...outputs].filter((path) => path.endsWith(".js")).map((path) => outputPath(build.outdirFromRoot, path)).sort()
    return { files, sizes: sumSizes(build.files.filter((file) => files.includes(file.path))) }
  }

  const coreStarts = firstOpen.map((input) => {
    const output = outputOf(metafile, input)
    if (output === undefined) {
      const lazyEntries = Object.values(metafile.outputs).flatMap((meta) => (meta.entryPoint === undefined ? [] : [meta.entryPoint]))
      throw new Error(`bench: ${input} is not a lazy chunk of this build (update FIRST_OPEN_MODULES in bench/chunks.ts); the build's chunk entry points: ${lazyEntries.join(", ")}`)
    }
    return output
  })
  const lazyCore = minus(staticClosure(metafile, coreStarts), initial)

  const adapters = ADAPTER_NAMESPACES.flatMap((name): ReadonlyArray<AdapterChunks> => {
    const descriptor = descriptorModule(name)
    if (metafile.inputs[descriptor] === undefined) return []
    const chunk = minus(staticClosure(metafile, dynamicTargets(metafile, [descriptor])), initial, lazyCore)
    const heavy = minus(fullClosure(metafile, dynamicTargets(metafile, inputsOf(metafile, chunk)), lazyCore), initial, lazyCore, chunk)
    return [{ name, descriptor, chunk: group(chunk), heavy: group(heavy) }]
  })

  const viewOutput = outputOf(metafile, FIRST_VIEW_MODULE)
  const view = viewOutput === undefined ? new Set<string>() : staticClosure(metafile, [viewOutput])
  // Files, not outputs: the adapters' chunks are already file paths (and two adapters share some).
  const firstOpenFiles = new Set([...group(new Set([...initial, ...lazyCore, ...view])).files, ...adapters.flatMap((adapter) => adapter.chunk.files)])

  const previewOutput = outputOf(metafile, PREVIEW_MODULE)
  const previewClosure = previewOutput === undefined ? new Set<string>() : staticClosure(metafile, [previewOutput])
  const bundled = previewBundle === undefined || previewOutput === undefined ? [] : Object.keys(previewBundle.inputs)
  const previewInputs = [...inputsOf(metafile, previewClosure), ...bundled]
  const files = (set: ReadonlySet<string>): ChunkGroup => ({ files: [...set].sort(), sizes: sumSizes(build.files.filter((file) => set.has(file.path))) })
  return {
    effectInInitial: effectInInitial(build),
    effectImporters: effectImporters(build),
    lazyCore: group(lazyCore),
    adapters,
    preview: group(minus(previewClosure, initial)),
    effectInPreview: effectInInitial({ initialInputs: previewInputs }),
    effectPreviewImporters: [
      ...effectImporters({ initialInputs: previewInputs, metafile }),
      ...(previewBundle === undefined ? [] : effectImporters({ initialInputs: bundled, metafile: previewBundle }))
    ],
    atOnce: group(new Set([...initial, ...previewClosure])),
    firstOpen: files(firstOpenFiles)
  }
}
