/**
 * The deterministic size check of our own host pages (no peers, no timing), shared by
 * test/bench/size.test.ts (in `npm test`) and `npm run size` (prints it; `--update` rewrites the budget).
 *
 * The hosts (HOST_SPECS): React (bench/scenarios/walletport: `<ConnectButton/>`) and vanilla
 * (bench/scenarios/walletport-vanilla: `createWalletport` from the package root, a plain button), both with
 * the EVM and Solana adapters (bench/scenarios/adapters.ts); the same two with every adapter a host can
 * configure, the React one with none, and the React one with every adapter and sign-in (bench/size-hosts/). Every React host's initial chunk is held to
 * the React floor (bench/scenarios/react-floor, built in the same run with the same settings) + 8 KiB, and
 * configuring every adapter may add only their descriptors to it.
 */
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Metafile } from "esbuild"
import { packagePlugins } from "../scripts/packagePlugins.mjs"
import { buildScenario, type Sizes } from "./build.js"
import { ADAPTER_NAMESPACES, type AdapterName, analyseChunks, type ChunkReport } from "./chunks.js"
import { benchDir, benchOutDir, projectRoot } from "./paths.js"

/**
 * UI files allowed in the initial chunks: the button, what themes it in its first frame (it follows the host's
 * accent with a readable text colour, speaks the visitor's language, and hides its balance on small screens) and the import() of its connected
 * look (formatting, the whole theme, the avatar's image policy), which loads once an account is being connected.
 * The modal UI loads through import().
 */
export const INITIAL_UI_ALLOWED: ReadonlyArray<string> = [
  "ui/ConnectButton.tsx",
  // The modal's import() calls, which the entry hands the shell (runtime/ imports no ui/).
  "ui/chunks.ts",
  "ui/components/ConnectButtonView.tsx",
  "ui/components/connectButtonModel.ts",
  "ui/components/useConnectedButton.ts",
  "ui/components/useMediaQuery.ts",
  // The button speaks the modal's language: its words and the modal's locale resolution (issue 23).
  "ui/i18n/buttonLabels.ts",
  "ui/i18n/locales.ts",
  "ui/theme/accent.ts",
  "ui/theme/buttonAccent.ts",
  "ui/theme/color.ts",
  // The colour-scheme query themeMode "system" follows (the connected look's colours load with import()).
  "ui/theme/systemMode.ts"
]

/** The adapters a host can configure, by the entry that exports their descriptor. */
export type ConfiguredAdapter = "evm" | "solana" | "walletConnect" | "embedded"

/** Each adapter's descriptor module (what a host's initial chunk holds of it), relative to the root. */
export const DESCRIPTOR_MODULES: Readonly<Record<ConfiguredAdapter, string>> = {
  evm: "runtime/adapters/evm.ts",
  solana: "runtime/adapters/solana.ts",
  walletConnect: "runtime/adapters/walletconnect.ts",
  embedded: "runtime/adapters/embedded.ts"
}

export interface HostSpec {
  /** The page's entry, relative to bench/. */
  readonly entry: string
  readonly react: boolean
  readonly adapters: ReadonlyArray<ConfiguredAdapter>
}

const EVERY_ADAPTER: ReadonlyArray<ConfiguredAdapter> = ["evm", "solana", "walletConnect", "embedded"]

export const HOSTS = ["react", "react-all-adapters", "react-no-adapters", "react-sign-in", "vanilla", "vanilla-all-adapters"] as const
export type HostName = (typeof HOSTS)[number]

export const HOST_SPECS: Readonly<Record<HostName, HostSpec>> = {
  react: { entry: join("scenarios", "walletport", "entry.tsx"), react: true, adapters: ["evm", "solana"] },
  "react-all-adapters": { entry: join("size-hosts", "react-all-adapters.tsx"), react: true, adapters: EVERY_ADAPTER },
  "react-no-adapters": { entry: join("size-hosts", "react-no-adapters.tsx"), react: true, adapters: [] },
  "react-sign-in": { entry: join("size-hosts", "react-sign-in.tsx"), react: true, adapters: EVERY_ADAPTER },
  vanilla: { entry: join("scenarios", "walletport-vanilla", "entry.ts"), react: false, adapters: ["evm", "solana"] },
  "vanilla-all-adapters": { entry: join("size-hosts", "vanilla-all-adapters.ts"), react: false, adapters: EVERY_ADAPTER }
}

/** The React hosts. */
export const REACT_HOSTS: ReadonlyArray<HostName> = HOSTS.filter((host) => HOST_SPECS[host].react)

/** The pair whose difference is what configuring every adapter adds to the initial chunk. */
export const ADAPTERS_PAIR = { with: "react-all-adapters", without: "react-no-adapters" } as const satisfies Record<string, HostName>

/**
 * The pair whose difference is what configuring sign-in (`serverSiwx`) adds to the initial chunk: its descriptor,
 * and the small modules `walletport/siwx` exports that its lazy code shares (the nonce, the RFC 3339 reader, the
 * built-ins' defaults), which esbuild's splitting keeps in the host's first download as chunks of their own.
 */
export const SIGN_IN_PAIR = { with: "react-sign-in", without: "react-all-adapters" } as const satisfies Record<string, HostName>

/** The React hosts held to the React floor + `initialOverReactFloorMaxBytes`: every one but sign-in's (SIGN_IN_PAIR). */
export const FLOOR_HOSTS: ReadonlyArray<HostName> = REACT_HOSTS.filter((host) => host !== SIGN_IN_PAIR.with)

/** The React floor's page (React + react-dom rendering one button), relative to bench/. */
export const REACT_FLOOR_ENTRY = join("scenarios", "react-floor", "entry.tsx")

/** Issue 22's goal: a React host's initial chunk is at most React + 8 KiB brotli, with every adapter configured. */
export const DEFAULT_OVER_REACT_FLOOR_MAX_BYTES = 8 * 1024

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
  /** A React host's initial JS minus the React floor's (brotli): issue 22's "React + 8 KiB". A goal, kept by `--update`. */
  readonly initialOverReactFloorMaxBytes: number
  /** What configuring every adapter adds to the initial JS (ADAPTERS_PAIR, brotli): their descriptors. Kept by `--update`. */
  readonly adaptersInInitialMaxBytes: number
  /** What configuring sign-in adds to the initial JS (SIGN_IN_PAIR, brotli). Kept by `--update`. */
  readonly signInInInitialMaxBytes: number
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
    readonly reactFloor: Sizes
    readonly hosts: Readonly<Record<HostName, HostMeasurement>>
  }
}

export interface HostPageSize extends HostMeasurement {
  readonly host: HostName
  /** Source files under ui/ in the initial chunks, beyond the button. */
  readonly uiInInitial: ReadonlyArray<string>
  /** Of FEATURES_WITHOUT_MODAL, those whose chunk loads the modal UI or React with it (scripts/coreHub.mjs). */
  readonly modalInFeatures: ReadonlyArray<string>
  readonly initialInputs: ReadonlyArray<string>
  /** The JS files of the initial load (entry + static imports): path in the build, source files in it. */
  readonly initialFiles: ReadonlyArray<{ readonly path: string; readonly inputs: ReadonlyArray<string> }>
  readonly chunks: ChunkReport
}

export interface SizeCheck {
  readonly hosts: Readonly<Record<HostName, HostPageSize>>
  /** The React floor's initial JS (bench/scenarios/react-floor), built like the hosts. */
  readonly reactFloor: Sizes
}

/** Features a host can call through the API without the modal (send, swap): their chunks must not bring the modal UI. */
export const FEATURES_WITHOUT_MODAL: ReadonlyArray<string> = ["layers/live/Send.ts", "layers/live/swap/Swap.ts"]
const MODAL_UI = "ui/mountModal.tsx"

/** The source files the chunk of `input` (an import() target) loads with it: its static closure's inputs. */
const staticInputs = (metafile: Metafile, input: string): ReadonlySet<string> => {
  const start = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === input)?.[0]
  const seen = new Set<string>()
  const stack = start === undefined ? [] : [start]
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    for (const imported of metafile.outputs[path]?.imports ?? []) if (imported.kind === "import-statement" && !imported.external) stack.push(imported.path)
  }
  return new Set([...seen].flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {})))
}

/** Builds one host page (in memory) and measures it. */
export const measureHostPage = async (host: HostName): Promise<HostPageSize> => {
  const root = projectRoot()
  let previewBundle: Metafile | undefined
  const build = await buildScenario({
    entry: join(benchDir(), HOST_SPECS[host].entry),
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
    modalInFeatures: FEATURES_WITHOUT_MODAL.filter((feature) =>
      [...staticInputs(build.metafile, feature)].some((input) => input === MODAL_UI || input.includes("node_modules/react-dom/"))),
    initialInputs: build.initialInputs,
    initialFiles: build.files.filter((file) => file.kind === "js" && file.initial).map(({ path, inputs }) => ({ path, inputs })),
    chunks
  }
}

/** The React floor's initial JS, with the bench's settings (no plugin: it holds nothing of ours). */
export const measureReactFloor = async (): Promise<Sizes> => {
  const build = await buildScenario({
    entry: join(benchDir(), REACT_FLOOR_ENTRY),
    outdir: join(benchOutDir(), "size-check-react-floor"),
    root: projectRoot(),
    write: false
  })
  return build.initial
}

/** One value per host. */
export const perHost = <A>(value: (host: HostName) => A): Readonly<Record<HostName, A>> => ({
  react: value("react"),
  "react-all-adapters": value("react-all-adapters"),
  "react-no-adapters": value("react-no-adapters"),
  "react-sign-in": value("react-sign-in"),
  vanilla: value("vanilla"),
  "vanilla-all-adapters": value("vanilla-all-adapters")
})

/** Every host page and the React floor. */
export const measureHostPages = async (): Promise<SizeCheck> => {
  const [reactFloor, pages] = await Promise.all([measureReactFloor(), Promise.all(HOSTS.map(measureHostPage))])
  const hosts = perHost((host) => pages.find((page) => page.host === host) ?? unknownHost(host))
  return { reactFloor, hosts }
}

/** A React host's initial JS over the React floor's (brotli). */
export const overReactFloor = (check: SizeCheck, host: HostName): number => check.hosts[host].initial.brotli - check.reactFloor.brotli

/** Two hosts that differ by what one of them configures. */
interface HostPair {
  readonly with: HostName
  readonly without: HostName
}

/** What the `with` host's configuration adds to the initial JS (brotli). */
const shareOf = (check: SizeCheck, pair: HostPair): number => check.hosts[pair.with].initial.brotli - check.hosts[pair.without].initial.brotli

/** What configuring every adapter adds to the initial JS (brotli). */
export const adaptersInInitial = (check: SizeCheck): number => shareOf(check, ADAPTERS_PAIR)

/** What configuring sign-in adds to the initial JS (brotli). */
export const signInInInitial = (check: SizeCheck): number => shareOf(check, SIGN_IN_PAIR)

/** A share beyond its allowance, as a line naming what was configured and the pair. */
const shareProblems = (check: SizeCheck, pair: HostPair, what: string, allowance: number): ReadonlyArray<string> =>
  shareOf(check, pair) > allowance
    ? [`${what} configured adds ${shareOf(check, pair)} B brotli to the initial JS (${pair.with} - ${pair.without}) > ${allowance} B`]
    : []

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

const isStringList = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every((item) => typeof item === "string")

const unknownHost = (host: HostName): never => {
  throw new Error(`size check: nothing for the ${host} host`)
}

/** Every host's entry of `record` read by `read`; undefined when one is missing or malformed. */
const everyHost = <A>(record: unknown, read: (value: unknown) => A | undefined): Readonly<Record<HostName, A>> | undefined => {
  if (!isRecord(record)) return undefined
  const values = new Map<HostName, A>()
  for (const host of HOSTS) {
    const value = read(record[host])
    if (value === undefined) return undefined
    values.set(host, value)
  }
  return perHost((host) => values.get(host) ?? unknownHost(host))
}

export const readBudget = async (): Promise<SizeBudget> => {
  const parsed: unknown = JSON.parse(await readFile(budgetFile(), "utf8"))
  const file = isRecord(parsed) ? parsed : {}
  const measured = isRecord(file["measured"]) ? file["measured"] : {}
  const hosts = everyHost(file["hosts"], hostBudget)
  const allowed = everyHost(file["effectInInitialAllowed"], (list) => (isStringList(list) ? list : undefined))
  const measuredHosts = everyHost(measured["hosts"], hostMeasurement)
  const overFloor = file["initialOverReactFloorMaxBytes"]
  const adapters = file["adaptersInInitialMaxBytes"]
  const signIn = file["signInInInitialMaxBytes"]
  const reactFloor = measured["reactFloor"]
  if (
    hosts === undefined || allowed === undefined || measuredHosts === undefined || !isSizes(reactFloor) ||
    typeof overFloor !== "number" || typeof adapters !== "number" || typeof signIn !== "number" || typeof measured["at"] !== "string"
  ) {
    throw new Error(
      `${budgetFile()}: expected { initialOverReactFloorMaxBytes, adaptersInInitialMaxBytes, signInInInitialMaxBytes, hosts: { ${HOSTS.join(", ")}: { initialBrotliMaxBytes, lazyCoreBrotliMaxBytes, atOnceBrotliMaxBytes, adapterBrotliMaxBytes: { evm, solana } } }, effectInInitialAllowed: { <each host>: string[] }, measured: { at, reactFloor, hosts: { <each host>: { initial, lazy, lazyCore, atOnce, preview, firstOpen } } } }`
    )
  }
  return {
    initialOverReactFloorMaxBytes: overFloor,
    adaptersInInitialMaxBytes: adapters,
    signInInInitialMaxBytes: signIn,
    hosts,
    effectInInitialAllowed: allowed,
    measured: { at: measured["at"], reactFloor, hosts: measuredHosts }
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
 * The budget for a measurement: each figure +5% headroom. The goals (React floor + 8 KiB, the adapters'
 * descriptors) are kept from the previous budget. The Effect allowance keeps only the modules both in the
 * previous allowance and still in the initial chunk: it never grows by an update.
 */
export const budgetFor = (check: SizeCheck, previous: SizeBudget | undefined): SizeBudget => {
  const stillAllowed = (name: HostName): ReadonlyArray<string> =>
    check.hosts[name].chunks.effectInInitial.filter((module) => previous?.effectInInitialAllowed[name]?.includes(module) ?? false)
  const host = (size: HostPageSize): HostBudget => ({
    initialBrotliMaxBytes: withHeadroom(size.initial.brotli),
    lazyCoreBrotliMaxBytes: withHeadroom(size.lazyCore.brotli),
    atOnceBrotliMaxBytes: withHeadroom(size.atOnce.brotli),
    adapterBrotliMaxBytes: { evm: withHeadroom(adapterBrotli(size, "evm")), solana: withHeadroom(adapterBrotli(size, "solana")) }
  })
  return {
    note:
      "Checked by test/bench/size.test.ts (npm test): every React host's initial JS (brotli) at most initialOverReactFloorMaxBytes over the React floor's (bench/scenarios/react-floor, same build); configuring every adapter adds at most adaptersInInitialMaxBytes to the initial JS (react-all-adapters minus react-no-adapters), and sign-in at most signInInInitialMaxBytes (react-sign-in minus react-all-adapters, which is the one React host not held to the floor); per host page, the initial JS (brotli) within initialBrotliMaxBytes, the lazy core (what the first open loads, brotli) within lazyCoreBrotliMaxBytes, what a visitor clicking at once fetches before the Connect view lists a wallet (initial + the instant-open preview) within atOnceBrotliMaxBytes and each adapter's chunk within adapterBrotliMaxBytes; no Effect module in any initial chunk nor in the preview's. Reset the per-host figures to the current sizes + ~5% with `npm run size -- --update` (the two goals are kept).",
    initialOverReactFloorMaxBytes: previous?.initialOverReactFloorMaxBytes ?? DEFAULT_OVER_REACT_FLOOR_MAX_BYTES,
    adaptersInInitialMaxBytes: previous?.adaptersInInitialMaxBytes ?? withHeadroom(Math.max(0, adaptersInInitial(check))),
    signInInInitialMaxBytes: previous?.signInInInitialMaxBytes ?? withHeadroom(Math.max(0, signInInInitial(check))),
    hosts: perHost((name) => host(check.hosts[name])),
    effectInInitialAllowed: perHost(stillAllowed),
    measured: {
      at: new Date().toISOString().slice(0, 10),
      reactFloor: check.reactFloor,
      hosts: perHost((name) => measurementOf(check.hosts[name]))
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

/** A React host's initial JS beyond the React floor + the allowance. */
export const floorProblems = (check: SizeCheck, budget: Pick<SizeBudget, "initialOverReactFloorMaxBytes">): ReadonlyArray<string> =>
  FLOOR_HOSTS.flatMap((name) =>
    overReactFloor(check, name) > budget.initialOverReactFloorMaxBytes
      ? [`${name} host: initial JS ${overReactFloor(check, name)} B brotli over the React floor > ${budget.initialOverReactFloorMaxBytes} B`]
      : []
  )

/** The adapters' share of the initial JS beyond the allowance. */
export const adapterShareProblems = (check: SizeCheck, budget: Pick<SizeBudget, "adaptersInInitialMaxBytes">): ReadonlyArray<string> =>
  shareProblems(check, ADAPTERS_PAIR, "every adapter", budget.adaptersInInitialMaxBytes)

/** Sign-in's share of the initial JS beyond the allowance. */
export const signInShareProblems = (check: SizeCheck, budget: Pick<SizeBudget, "signInInInitialMaxBytes">): ReadonlyArray<string> =>
  shareProblems(check, SIGN_IN_PAIR, "sign-in", budget.signInInInitialMaxBytes)

/** Problems a size check has against a budget: each a line naming the host and what is over. */
export const sizeProblems = (check: SizeCheck, budget: SizeBudget): ReadonlyArray<string> => [
  ...floorProblems(check, budget),
  ...adapterShareProblems(check, budget),
  ...signInShareProblems(check, budget),
  ...HOSTS.flatMap((name) => {
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
]

const describeAdapters = (adapters: ReadonlyArray<ConfiguredAdapter>): string => (adapters.length === 0 ? "no adapter" : adapters.join(" + "))

/** The human report: the React floor; per host, initial (and over the floor), lazy core and lazy JS; per adapter, its chunks. */
export const describeSizes = (check: SizeCheck): string => {
  const lines = [
    `React floor (React + react-dom rendering one button): initial JS ${kib(check.reactFloor.brotli)} br (${check.reactFloor.brotli} B)`,
    `every adapter configured adds ${adaptersInInitial(check)} B br to the initial JS (${ADAPTERS_PAIR.with} - ${ADAPTERS_PAIR.without}: their descriptors)`,
    `sign-in configured adds ${signInInInitial(check)} B br to the initial JS (${SIGN_IN_PAIR.with} - ${SIGN_IN_PAIR.without})`
  ]
  for (const name of HOSTS) {
    const size = check.hosts[name]
    const spec = HOST_SPECS[name]
    const floor = spec.react ? ` = React floor + ${kib(overReactFloor(check, name))} (${overReactFloor(check, name)} B)` : ""
    lines.push(
      `${name} host (${describeAdapters(spec.adapters)}): initial JS ${kib(size.initial.brotli)} br${floor} (${size.initial.brotli} B; ${kib(size.initial.min)} min, ${size.initialFiles.length} files), lazy core ${kib(size.lazyCore.brotli)} br (${size.chunks.lazyCore.files.length} files), click at once ${kib(size.atOnce.brotli)} br (preview chunk ${kib(size.preview.brotli)} br; Effect modules in it: ${size.chunks.effectInPreview.length}), first open once the core takes over ${kib(size.firstOpen.brotli)} br (${size.chunks.firstOpen.files.length} files), all lazy JS ${kib(size.lazy.brotli)} br; Effect modules in initial: ${size.chunks.effectInInitial.length}${size.chunks.effectImporters.length > 0 ? ` (imported by ${size.chunks.effectImporters.join(", ")})` : ""}`
    )
  }
  // The adapter chunks are the same for every host; report them once, from the React host.
  for (const adapter of check.hosts.react.chunks.adapters) {
    lines.push(
      `${adapter.name} adapter: chunk ${kib(adapter.chunk.sizes.brotli)} br (${adapter.chunk.files.length} files), its chain reads ${kib(adapter.heavy.sizes.brotli)} br (${adapter.heavy.files.length} files)`
    )
  }
  return lines.join("\n")
}
