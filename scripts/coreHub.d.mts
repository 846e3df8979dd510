// Types of scripts/coreHub.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
import type { PluginBuild } from "esbuild"

export interface CoreHubAnalysis {
  /** The hubs' modules (project-relative, beyond the shell): the core's closure, and the hand-off's and the modal UI's beyond it. */
  readonly modules: { readonly core: ReadonlyArray<string>; readonly ui: ReadonlyArray<string> }
  /** The import() targets that re-export the hub: those that load with or after the core. */
  readonly targets: ReadonlySet<string>
}

/** The re-exports a target that loads with or after the core gets: the core's hub, and the UI's when it uses React. */
export declare const hubLines: (usesReact: boolean) => string
export declare const analyseCoreHub: (root: string) => Promise<CoreHubAnalysis>
export declare const installCoreHub: (pluginBuild: PluginBuild, root: string) => void
