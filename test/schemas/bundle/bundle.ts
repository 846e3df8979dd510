// Bundles a snippet the way a host's bundler would (esbuild, minified ESM, tree-shaken) in memory,
// so tests can assert what a given import drags in and what the minified code does.
import { build } from "esbuild"
import { brotliCompressSync, constants } from "node:zlib"

export interface Bundle {
  readonly code: string
  readonly brotliBytes: number
  /** Input files that put bytes in the output (after tree shaking), relative to the repository root. */
  readonly inputs: ReadonlyArray<string>
}

const root = new URL("../../../", import.meta.url).pathname

/** Bundles `contents` (TypeScript, imports relative to the repository root) with esbuild `minify`. */
export const bundle = async (contents: string, format: "esm" | "cjs" = "esm"): Promise<Bundle> => {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    format,
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent"
  })
  const output = result.outputFiles[0]
  if (output === undefined) throw new Error("esbuild produced no output")
  return {
    code: output.text,
    brotliBytes: brotliCompressSync(output.contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    inputs: Object.values(result.metafile.outputs).flatMap((out) =>
      Object.entries(out.inputs).filter(([, use]) => use.bytesInOutput > 0).map(([input]) => input)
    )
  }
}

/** The bundled files that come from the `effect` package. */
export const effectInputs = (b: Bundle): ReadonlyArray<string> => b.inputs.filter((input) => /node_modules\/effect\//.test(input))
