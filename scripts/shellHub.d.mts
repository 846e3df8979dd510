// Types of scripts/shellHub.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
import type { Plugin } from "esbuild"

export interface ShellAnalysis {
  /** The shell's modules that lazy code imports too (project-relative). */
  readonly hub: ReadonlyArray<string>
  /** import() targets (project-relative) → whether the target reaches React. */
  readonly targets: ReadonlyMap<string, boolean>
  /** The re-export lines a lazy entry gets. */
  readonly lines: (usesReact: boolean) => string
  /** The static closure of some modules (project-relative, dependencies left out). */
  readonly closure: (starts: ReadonlyArray<string>) => ReadonlySet<string>
  /** The shell: the static closure of the entries a host page imports. */
  readonly shell: ReadonlySet<string>
  /** import() target → the modules that import it. */
  readonly importers: ReadonlyMap<string, ReadonlyArray<string>>
}

export declare const analyseShell: (root: string) => Promise<ShellAnalysis>
export declare const shellHubPlugin: (root: string) => Plugin
