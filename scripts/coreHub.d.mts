// Types of scripts/coreHub.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
import type { PluginBuild } from "esbuild"

export interface CoreHubAnalysis {
  /** The hub's modules (project-relative): the closures of the core, the hand-off and the modal UI, beyond the shell. */
  readonly modules: ReadonlyArray<string>
  /** The import() targets that re-export the hub: those that load with or after the core. */
  readonly targets: ReadonlySet<string>
}

export declare const CORE_HUB: string
export declare const CORE_HUB_LINE: string
export declare const analyseCoreHub: (root: string) => Promise<CoreHubAnalysis>
export declare const installCoreHub: (pluginBuild: PluginBuild, root: string) => void
