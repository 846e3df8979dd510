// Library build: minified ESM for browsers with code splitting, one file per entry point.
// Declarations come from `tsc -p tsconfig.build.json` (see package.json "build").
import { build } from "esbuild"
import { rm } from "node:fs/promises"

const entries = ["index", "react", "evm", "testing"]

await rm("dist", { recursive: true, force: true })
const result = await build({
  entryPoints: Object.fromEntries(entries.map((name) => [name, `runtime/entries/${name}.ts`])),
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: true,
  metafile: true,
  jsx: "automatic",
  // Hosts bring their own copies of these; bundling them would duplicate React or Effect.
  external: ["react", "react-dom", "react/jsx-runtime", "effect", "@effect/platform", "@effect/platform-browser", "viem", "viem/*"],
  logLevel: "warning"
})
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"))
for (const [file, meta] of outputs) console.log(`${file}\t${(meta.bytes / 1024).toFixed(1)} KiB`)
