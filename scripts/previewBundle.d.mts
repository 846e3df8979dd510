// Types of scripts/previewBundle.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
import type { Metafile, Plugin } from "esbuild"

export declare const PREVIEW_SOURCE: string
export declare const PREVIEW_INPUT: string
export interface PreviewBundle {
  readonly code: string
  readonly inputs: ReadonlyArray<string>
  readonly metafile: Metafile
}

export declare const bundlePreview: (root: string) => Promise<PreviewBundle>
export declare const previewBundlePlugin: (root: string, onBundle?: (bundle: PreviewBundle) => void) => Plugin
