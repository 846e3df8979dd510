// Types of scripts/buildFrame.mjs (a plain Node module: scripts/build.mjs runs without TypeScript).
export declare const FRAME_ASSETS_URL: string
export interface FrameBuild {
  readonly script: string
  readonly style: string
  readonly sizes: { readonly raw: number; readonly gzip: number; readonly brotli: number }
}
export declare const buildFrame: (outDir: string, options?: { readonly entry?: string }) => Promise<FrameBuild>
export declare const describeFrameBuild: (build: FrameBuild) => string
