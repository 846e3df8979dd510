/**
 * The deterministic size check of our own host pages (no peers, no timing), shared by
 * test/bench/size.test.ts (in `npm test`) and `npm run size` (prints it; `--update` rewrites the budget).
 *
 * Two hosts: React (bench/scenarios/walletport: `<ConnectButton/>`) and vanilla
 * (bench/scenarios/walletport-vanilla: `createWalletport` from the package root, a plain button).
 * Both configure the EVM and Solana adapters (bench/scenarios/adapters.ts).
 */
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Metafile } from "esbuild"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { buildScenario, type Sizes } from "./build.js"
import { ADAPTER_NAMESPACES, type AdapterName, analyseChunks, type ChunkReport } from "./chunks.js"
import { benchDir, benchOutDir, projectRoot } from "./paths.js"

/**
 * UI files allowed in the initial chunks: the button, what themes it (it follows the host's accent
 * with a readable text colour, and hides its balance on small screens) and the image source policy its avatar
 * goes through. The modal UI loads through import().
 */
export const INITIAL_UI_ALLOWED: ReadonlyArray<string> = [
  "ui/ConnectButton.tsx",
  // The modal's import() calls, which the entry hands the shell (runtime/ imports no ui/).
  "ui/chunks.ts",
  "ui/components/ConnectButtonView.tsx",
  "ui/components/connectButtonModel.ts",
  "ui/components/SafeImage.tsx",
  "ui/components/safeImageSrc.ts",
  "ui/components/useMediaQuery.ts",
  "ui/theme/buttonTheme.ts",
  "ui/theme/color.ts",
  "ui/theme/tokens.ts"
]

export const HOSTS = ["react", "vanilla"] as const
export type HostName = (typeof HOSTS)[number]

/** Each host page's entry, relative to bench/scenarios. */
export const HOST_ENTRIES: Readonly<Record<HostName, string>> = {
  react: join("walletport", "entry.tsx"),
  vanilla: join("walletport-vanilla", "entry.ts")
}

export const budgetFile = (): string => join(benchDir(), "size-budget.json")

export interface HostBudget {
  /** The host page's initial JS (entry + static imports), minified + brotli q11, per file, summed. */
  readonly initialBrotliMaxBytes: number
  /** The lazy core: what the first open loads (the core and the modal UI; see chunks.ts), brotli. */
  readonly lazyCoreBrotliMaxBytes: number
  /**
   * Click at once: everything fetched before the Connect view lists a wallet (initial + the instant-open
   * preview's chunk; chunks.ts `atOnce`), brotli.
   */
  readonly atOnceBrotliMaxBytes: number
  /** Each configured adapter's chunk (what its descriptor's `load()` imports beyond the core), brotli. */
  readonly adapterBrotliMaxBytes: Readonly<Record<AdapterName, number>>
}

export interface HostMeasurement {
  readonly initial: Sizes
  readonly lazy: Sizes
  readonly lazyCore: Sizes
  readonly atOnce: Sizes
  /** The preview's chunk alone. */
  readonly preview: Sizes
  /** What the first open loads once the core takes over (chunks.ts `firstOpen`). */
  readonly firstOpen: Sizes
}

export interface SizeBudget {
  readonly note?: string
  readonly hosts: Readonly<Record<HostName, HostBudget>>
  /**
   * Effect modules tolerated in a host's initial chunk: the leak known when the check was written
   * (issue 7: schemas/format.ts and schemas/networks/defineNetwork.ts, and the root entry's schema
   * re-exports for the vanilla host). Any other Effect module fails the check, and so does a listed
   * one that is gone (the list only shrinks; `--update` never adds to it). The goal is empty lists.
   */
  readonly effectInInitialAllowed: Readonly<Record<HostName, ReadonlyArray<string>>>
  /** What was measured when the budget was last set (the budget is that plus ~5% headroom). */
  readonly measured: {
    readonly at: string
    readonly hosts: Readonly<Record<HostName, HostMeasurement>>
  }
}

export interface HostPageSize extends HostMeasurement {
  readonly host: HostName
  /** Source files under ui/ in the initial chunks, beyond the button. */
  readonly uiInInitial: ReadonlyArray<string>
  readonly initialInputs: ReadonlyArray<string>
  /** The JS files of the initial load (entry + static imports): path in the build, source files in it. */
  readonly initialFiles: ReadonlyArray<{ readonly path: string; readonly inputs: ReadonlyArray<string> }>
  readonly chunks: ChunkReport
}

export interface SizeCheck {
  readonly hosts: Readonly<Record<HostName, HostPageSize>>
}

/** Builds one host page (in memory) and measures it. */
export const measureHostPage = async (host: HostName): Promise<HostPageSize> => {
  const root = projectRoot()
  let previewBundle: Metafile | undefined
  const build = await buildScenario({
    entry: join(benchDir(), "scenarios", HOST_ENTRIES[host]),
    outdir: join(benchOutDir(), `size-check-${host}`),
    root,
    write: false,
    // The chunks as the package ships them: the shell hub and the one-module preview (scripts/packagePlugins.mjs).
    plugins: packagePlugins(root, (bundle) => (previewBundle = bundle.metafile))
  })
  const chunks = analyseChunks(build, undefined, previewBundle)
  return {
    host,
    initial: build.initial,
    lazy: build.lazy,
    lazyCore: chunks.lazyCore.sizes,
    atOnce: chunks.atOnce.sizes,
    preview: chunks.preview.sizes,
    firstOpen: chunks.firstOpen.sizes,
    uiInInitial: build.initialInputs.filter((input) => input.startsWith("ui/") && !INITIAL_UI_ALLOWED.includes(input)),
    initialInputs: build.initialInputs,
    initialFiles: build.files.filter((file) => file.kind === "js" && file.initial).map(({ path, inputs }) => ({ path, inputs })),
    chunks
  }
}

/** Both host pages. */
export const measureHostPages = async (): Promise<SizeCheck> => {
  const [react, vanilla] = await Promise.all([measureHostPage("react"), measureHostPage("vanilla")])
  return { hosts: { react, vanilla } }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

const isSizes = (value: unknown): value is Sizes =>
  isRecord(value) && typeof value["min"] === "number" && typeof value["gzip"] === "number" && typeof value["brotli"] === "number"

const adapterBudget = (value: unknown): Readonly<Record<AdapterName, number>> | undefined =>
  isRecord(value) && typeof value["evm"] === "number" && typeof value["solana"] === "number" ? { evm: value["evm"], solana: value["solana"] } : undefined

const hostBudget = (value: unknown): HostBudget | undefined => {
  if (!isRecord(value)) return undefined
  const adapters = adapterBudget(value["adapterBrotliMaxBytes"])
  return typeof value["initialBrotliMaxBytes"] === "number" && typeof value["lazyCoreBrotliMaxBytes"] === "number" &&
      typeof value["atOnceBrotliMaxBytes"] === "number" && adapters !== undefined
    ? {
      initialBrotliMaxBytes: value["initialBrotliMaxBytes"],
      lazyCoreBrotliMaxBytes: value["lazyCoreBrotliMaxBytes"],
      atOnceBrotliMaxBytes: value["atOnceBrotliMaxBytes"],
      adapterBrotliMaxBytes: adapters
    }
    : undefined
}

const hostMeasurement = (value: unknown): HostMeasurement | undefined =>
  isRecord(value) && isSizes(value["initial"]) && isSizes(value["lazy"]) && isSizes(value["lazyCore"]) && isSizes(value["atOnce"]) &&
    isSizes(value["preview"]) && isSizes(value["firstOpen"])
    ? {
      initial: value["initial"],
      lazy: value["lazy"],
      lazyCore: value["lazyCore"],
      atOnce: value["atOnce"],
      preview: value["preview"],
      firstOpen: value["firstOpen"]
    }
    : undefined

export const readBudget = async (): Promise<SizeBudget> => {
  const parsed: unknown = JSON.parse(await readFile(budgetFile(), "utf8"))
  const hosts = isRecord(parsed) && isRecord(parsed["hosts"]) ? parsed["hosts"] : {}
  const measured = isRecord(parsed) && isRecord(parsed["measured"]) ? parsed["measured"] : {}
  const measuredHosts = isRecord(measured["hosts"]) ? measured["hosts"] : {}
  const allowed = isRecord(parsed) && isRecord(parsed["effectInInitialAllowed"]) ? parsed["effectInInitialAllowed"] : {}
  const allowedFor = (host: HostName): ReadonlyArray<string> | undefined => {
    const list = allowed[host]
    return Array.isArray(list) && list.every((item) => typeof item === "string") ? list : undefined
  }
  const allowedReact = allowedFor("react")
  const allowedVanilla = allowedFor("vanilla")
  const react = hostBudget(hosts["react"])
  const vanilla = hostBudget(hosts["vanilla"])
  const measuredReact = hostMeasurement(measuredHosts["react"])
  const measuredVanilla = hostMeasurement(measuredHosts["vanilla"])
  if (
    react === undefined || vanilla === undefined || measuredReact === undefined || measuredVanilla === undefined ||
    allowedReact === undefined || allowedVanilla === undefined ||
    typeof measured["at"] !== "string"
  ) {
    throw new Error(
      `${budgetFile()}: expected { hosts: { react, vanilla: { initialBrotliMaxBytes, lazyCoreBrotliMaxBytes, atOnceBrotliMaxBytes, adapterBrotliMaxBytes: { evm, solana } } }, effectInInitialAllowed: { react, vanilla: string[] }, measured: { at, hosts: { react, vanilla: { initial, lazy, lazyCore, atOnce, preview, firstOpen } } } }`
    )
  }
  return {
    hosts: { react, vanilla },
    effectInInitialAllowed: { react: allowedReact, vanilla: allowedVanilla },
    measured: { at: measured["at"], hosts: { react: measuredReact, vanilla: measuredVanilla } }
  }
}

/** +5% headroom, rounded up to 100 bytes. */
const withHeadroom = (bytes: number): number => Math.ceil((bytes * 1.05) / 100) * 100

const measurementOf = (size: HostPageSize): HostMeasurement => ({
  initial: size.initial,
  lazy: size.lazy,
  lazyCore: size.lazyCore,
  atOnce: size.atOnce,
  preview: size.preview,
  firstOpen: size.firstOpen
})

/** An adapter's chunk size (brotli) in a host page; 0 when the host does not configure it. */
export const adapterBrotli = (size: HostPageSize, name: AdapterName): number =>
  size.chunks.adapters.find((adapter) => adapter.name === name)?.chunk.sizes.brotli ?? 0

/**
 * The budget for a measurement: each figure +5% headroom. The Effect allowance keeps only the modules
 * both in the previous allowance and still in the initial chunk: it never grows by an update.
 */
export const budgetFor = (check: SizeCheck, previous: SizeBudget | undefined): SizeBudget => {
  const stillAllowed = (name: HostName): ReadonlyArray<string> =>
    check.hosts[name].chunks.effectInInitial.filter((module) => previous?.effectInInitialAllowed[name].includes(module) ?? false)
  const host = (size: HostPageSize): HostBudget => ({
    initialBrotliMaxBytes: withHeadroom(size.initial.brotli),
    lazyCoreBrotliMaxBytes: withHeadroom(size.lazyCore.brotli),
    atOnceBrotliMaxBytes: withHeadroom(size.atOnce.brotli),
    adapterBrotliMaxBytes: { evm: withHeadroom(adapterBrotli(size, "evm")), solana: withHeadroom(adapterBrotli(size, "solana")) }
  })
  return {
    note:
      "Checked by test/bench/size.test.ts (npm test): per host page, the initial JS (brotli) within initialBrotliMaxBytes, the lazy core (what the first open loads, brotli) within lazyCoreBrotliMaxBytes, what a visitor clicking at once fetches before the Connect view lists a wallet (initial + the instant-open preview) within atOnceBrotliMaxBytes and each adapter's chunk within adapterBrotliMaxBytes; no Effect module in any initial chunk nor in the preview's. Reset to the current sizes + ~5% with `npm run size -- --update`.",
    hosts: { react: host(check.hosts.react), vanilla: host(check.hosts.vanilla) },
    effectInInitialAllowed: { react: stillAllowed("react"), vanilla: stillAllowed("vanilla") },
    measured: {
      at: new Date().toISOString().slice(0, 10),
      hosts: { react: measurementOf(check.hosts.react), vanilla: measurementOf(check.hosts.vanilla) }
    }
  }
}

export const writeBudget = async (budget: SizeBudget): Promise<void> => {
  await writeFile(budgetFile(), `${JSON.stringify(budget, null, 2)}\n`)
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/** Effect in a host's initial chunk beyond the allowance, and allowed modules that are gone. */
export const effectProblems = (name: HostName, size: HostPageSize, allowed: ReadonlyArray<string>): ReadonlyArray<string> => {
  const present = size.chunks.effectInInitial
  const unexpected = present.filter((module) => !allowed.includes(module))
  const gone = allowed.filter((module) => !present.includes(module))
  return [
    ...(unexpected.length > 0
      ? [`${name} host: Effect in the initial chunk: ${unexpected.join(", ")} (imported by ${size.chunks.effectImporters.join(", ") || "no module of ours directly"})`]
      : []),
    ...(gone.length > 0
      ? [`${name} host: no longer in the initial chunk, remove from effectInInitialAllowed in bench/size-budget.json (npm run size -- --update): ${gone.join(", ")}`]
      : [])
  ]
}

/** Effect modules in the instant-open preview's static closure (none is the rule), naming the importers. */
export const previewEffectProblems = (name: HostName, size: HostPageSize): ReadonlyArray<string> =>
  size.chunks.effectInPreview.length === 0
    ? []
    : [`${name} host: Effect in the instant-open preview's chunk: ${size.chunks.effectInPreview.join(", ")} (imported by ${size.chunks.effectPreviewImporters.join(", ") || "no module of ours directly"})`]

/** Problems a size check has against a budget: each a line naming the host and what is over. */
export const sizeProblems = (check: SizeCheck, budget: SizeBudget): ReadonlyArray<string> =>
  HOSTS.flatMap((name) => {
    const size = check.hosts[name]
    const limits = budget.hosts[name]
    return [
      ...(size.initial.brotli > limits.initialBrotliMaxBytes ? [`${name} host: initial JS ${size.initial.brotli} B brotli > ${limits.initialBrotliMaxBytes} B`] : []),
      ...(size.lazyCore.brotli > limits.lazyCoreBrotliMaxBytes ? [`${name} host: lazy core ${size.lazyCore.brotli} B brotli > ${limits.lazyCoreBrotliMaxBytes} B`] : []),
      ...(size.atOnce.brotli > limits.atOnceBrotliMaxBytes ? [`${name} host: click at once ${size.atOnce.brotli} B brotli > ${limits.atOnceBrotliMaxBytes} B`] : []),
      ...ADAPTER_NAMESPACES.flatMap((adapter) =>
        adapterBrotli(size, adapter) > limits.adapterBrotliMaxBytes[adapter]
          ? [`${name} host: ${adapter} adapter chunk ${adapterBrotli(size, adapter)} B brotli > ${limits.adapterBrotliMaxBytes[adapter]} B`]
          : []
      ),
      ...effectProblems(name, size, budget.effectInInitialAllowed[name]),
      ...previewEffectProblems(name, size),
      ...(size.uiInInitial.length > 0 ? [`${name} host: modal UI in the initial chunk: ${size.uiInInitial.join(", ")}`] : [])
    ]
  })

/** The human report: per host, initial, lazy core and lazy JS; per adapter, its chunks. */
export const describeSizes = (check: SizeCheck): string => {
  const lines = ["adapters: EVM and Solana configured"]
  for (const name of HOSTS) {
    const size = check.hosts[name]
    lines.push(
      `${name} host: initial JS ${kib(size.initial.brotli)} br (${kib(size.initial.min)} min, ${size.initialFiles.length} files), lazy core ${kib(size.lazyCore.brotli)} br, click at once ${kib(size.atOnce.brotli)} br (preview chunk ${kib(size.preview.brotli)} br; Effect modules in it: ${size.chunks.effectInPreview.length}), first open once the core takes over ${kib(size.firstOpen.brotli)} br, all lazy JS ${kib(size.lazy.brotli)} br; Effect modules in initial: ${size.chunks.effectInInitial.length}${size.chunks.effectImporters.length > 0 ? ` (imported by ${size.chunks.effectImporters.join(", ")})` : ""}`
    )
  }
  // The adapter chunks are the same for both hosts; report them once, from the React host.
  for (const adapter of check.hosts.react.chunks.adapters) {
    lines.push(
      `${adapter.name} adapter: chunk ${kib(adapter.chunk.sizes.brotli)} br (${adapter.chunk.files.length} files), its chain reads ${kib(adapter.heavy.sizes.brotli)} br (${adapter.heavy.files.length} files)`
    )
  }
  return lines.join("\n")
}
