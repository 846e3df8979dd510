// Types of scripts/packagePlugins.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
import type { Plugin } from "esbuild"
import type { PreviewBundle } from "./previewBundle.mjs"

export declare const packagePlugins: (root: string, onBundle?: (bundle: PreviewBundle) => void) => ReadonlyArray<Plugin>
