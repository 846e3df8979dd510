// The core hub (issue 22): the core in as few files as the bundler allows.
//
// A bundler with code splitting puts each module into one chunk per SET of entry points that reach it, where
// every import() target is an entry point (see scripts/shellHub.mjs). The core's modules (runtime/core.ts's
// static closure, Effect's with them) are each shared with a different subset of the lazy features (send,
// swap, names, the view groups…), so the first open fetched ~80 files for the core and ~105 in all: on
// HTTP/1.1's six connections, and on a slow CPU that takes each file in on the main thread, a row picked in
// the preview waited for that waterfall before the wallet was asked.
//
// The hub gives them one set. It is one module (virtual, `walletport:core-hub`) that re-exports a namespace
// of each of the core's own modules, and every import() target that only ever loads with or after the core
// re-exports one binding of it: every core module is then reached by the core and by all of those targets
// alike, and lands in one chunk (Effect's modules with it: only core modules and those targets import them).
// The hub's namespaces are never used, so they cost no code; each target pays one re-export.
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
 * The hub's modules: the closures of the core and of what every first open in a document loads with it (the
 * hand-off and the modal UI; not the view groups nor the adapters, which depend on the state and the options).
 * A host that never shows the modal loads the core alone: the core does not import the hub.
 */
const HUB_ROOTS = [CORE_ENTRY, "runtime/handOff.ts", "ui/mountModal.tsx"]
/** Targets that load without the core: the preview (PREVIEW_SOURCE), the tables of languages it reads, the connected button's look. */
const LOADS_BEFORE_CORE = ["ui/components/connectedButtonState.ts"]
const LOCALE_TABLE = /^ui\/i18n\/[a-z]{2,3}\.ts$/
// PREVIEW_SOURCE read at call time: previewBundle.mjs and this module import each other through shellHub.mjs.
const loadsBeforeCore = (path) => path === PREVIEW_SOURCE || LOADS_BEFORE_CORE.includes(path) || LOCALE_TABLE.test(path)

export const CORE_HUB = "walletport:core-hub"
const NAMESPACE = "walletport-core-hub"
/** What each target that loads with or after the core gets appended. */
export const CORE_HUB_LINE = `export { coreHub as __walletportCoreHub } from ${JSON.stringify(CORE_HUB)}`

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
  const modules = [...shell.closure(HUB_ROOTS)].filter((path) => !shell.shell.has(path)).sort()
  const targets = new Set([...shell.targets.keys()].filter((target) => target !== CORE_ENTRY && !loadsBeforeCore(target)))
  return { modules, targets }
}

/** Resolves and loads the virtual hub module (installed by the shell hub's plugin, which appends the line). */
export const installCoreHub = (pluginBuild, root) => {
  pluginBuild.onResolve({ filter: /^walletport:core-hub$/ }, () => ({ path: "core-hub", namespace: NAMESPACE }))
  pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async () => {
    const { modules } = await analyseCoreHub(root)
    const lines = modules.map((path, index) => `export * as __walletportCore${index} from ${JSON.stringify(join(root, path).split("\\").join("/"))}`)
    return { contents: `export const coreHub = 0\n${lines.join("\n")}\n`, loader: "js", resolveDir: root }
  })
}
