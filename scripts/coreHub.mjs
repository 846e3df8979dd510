// The core hubs (issue 22): the core and the modal UI in as few files as the bundler allows.
//
// A bundler with code splitting puts each module into one chunk per SET of entry points that reach it, where
// every import() target is an entry point (see scripts/shellHub.mjs). The core's modules (runtime/core.ts's
// static closure, Effect's with them) are each shared with a different subset of the lazy features (send,
// swap, names, the view groups…), so the first open fetched ~80 files for the core and ~105 in all: on
// HTTP/1.1's six connections, and on a slow CPU that takes each file in on the main thread, a row picked in
// the preview waited for that waterfall before the wallet was asked.
//
// The hubs give them one set each. A hub is a virtual module that re-exports a namespace of each module of a
// closure, and every import() target that only ever loads with or after the core re-exports one binding of it:
// every module of the closure is then reached by the same entries and lands in one chunk (Effect's modules with
// the core's: only core modules and those targets import them). Two hubs, so that nothing loads where it did not:
// the core's (`walletport:core-hub`: runtime/core.ts's closure), which every such target imports, and the modal
// UI's (`walletport:ui-hub`: the hand-off's and the modal's closures beyond the core), which only the targets that
// use React import: a host that calls the features without the modal (the viem clients, a send through the API,
// a vanilla page without React) loads neither the modal UI nor React for them. The hubs' namespaces are never
// used, so they cost no code; each target pays one or two re-exports.
//
// Targets that can load BEFORE the core must not import it (the preview would fetch the whole core): they are
// named below, and the build fails when a module of the shell or the preview imports a target that is in
// neither list, so that a new one is decided, not guessed.
import { join } from "node:path"
import { analyseShell } from "./shellHub.mjs"
import { PREVIEW_SOURCE } from "./previewBundle.mjs"

const CORE_ENTRY = "runtime/core.ts"
/** Targets the shell imports at the first open, in the same moment as the core (runtime/firstOpen.ts, instantOpen.ts). */
const LOADS_WITH_CORE = [
  "runtime/handOff.ts",
  "ui/mountModal.tsx",
  "ui/views/connectGroup.ts",
  "ui/views/accountGroup.ts",
  "layers/live/evm/module.ts",
  "layers/live/solana/module.ts",
  "layers/live/walletconnect/module.ts"
]
/**
 * The modal UI hub's roots: what every first open in a document loads with the core (not the view groups nor the
 * adapters, which depend on the state and the options). The core imports neither hub.
 */
const UI_ROOTS = ["runtime/handOff.ts", "ui/mountModal.tsx"]
/** Targets that load without the core: the preview (PREVIEW_SOURCE), the tables of languages it reads, the connected button's look. */
const LOADS_BEFORE_CORE = ["ui/components/connectedButtonState.ts"]
const LOCALE_TABLE = /^ui\/i18n\/[a-z]{2,3}\.ts$/
// PREVIEW_SOURCE read at call time: previewBundle.mjs and this module import each other through shellHub.mjs.
const loadsBeforeCore = (path) => path === PREVIEW_SOURCE || LOADS_BEFORE_CORE.includes(path) || LOCALE_TABLE.test(path)

const HUBS = { core: "walletport:core-hub", ui: "walletport:ui-hub" }
const NAMESPACE = "walletport-hub"
const hubLine = (name) => `export { hub as __walletport_${name}Hub } from ${JSON.stringify(HUBS[name])}`
/** What each target that loads with or after the core gets appended: the core's hub, and the UI's when it uses React. */
export const hubLines = (usesReact) => [hubLine("core"), ...(usesReact ? [hubLine("ui")] : [])].join("\n")

const analyses = new WeakMap()
/** The core's modules (beyond the shell's) and the targets that import the hub; memoised per shell analysis. */
export const analyseCoreHub = async (root) => {
  const shell = await analyseShell(root)
  let analysis = analyses.get(shell)
  if (analysis === undefined) {
    analysis = analyse(shell)
    analyses.set(shell, analysis)
  }
  return analysis
}

const analyse = (shell) => {
  const early = new Set([...shell.shell, ...shell.closure([PREVIEW_SOURCE])])
  const undecided = [...shell.targets.keys()].filter(
    (target) =>
      target !== CORE_ENTRY &&
      !loadsBeforeCore(target) &&
      !LOADS_WITH_CORE.includes(target) &&
      (shell.importers.get(target) ?? []).some((importer) => early.has(importer))
  )
  if (undecided.length > 0) {
    throw new Error(
      `scripts/coreHub.mjs: the shell or the preview imports ${undecided.join(", ")}: list each in LOADS_WITH_CORE or LOADS_BEFORE_CORE`
    )
  }
  const core = [...shell.closure([CORE_ENTRY])].filter((path) => !shell.shell.has(path)).sort()
  const ui = [...shell.closure(UI_ROOTS)].filter((path) => !shell.shell.has(path) && !core.includes(path)).sort()
  const targets = new Set([...shell.targets.keys()].filter((target) => target !== CORE_ENTRY && !loadsBeforeCore(target)))
  return { modules: { core, ui }, targets }
}

/** Resolves and loads the virtual hub modules (installed by the shell hub's plugin, which appends the lines). */
export const installCoreHub = (pluginBuild, root) => {
  pluginBuild.onResolve({ filter: /^walletport:(core|ui)-hub$/ }, (args) => ({ path: args.path.slice("walletport:".length), namespace: NAMESPACE }))
  pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
    const { modules } = await analyseCoreHub(root)
    const paths = args.path === "core-hub" ? modules.core : modules.ui
    const lines = paths.map((path, index) => `export * as __walletportHub${index} from ${JSON.stringify(join(root, path).split("\\").join("/"))}`)
    return { contents: `export const hub = 0\n${lines.join("\n")}\n`, loader: "js", resolveDir: root }
  })
}
