// Where WalletConnect lands in a host's bundle: a vanilla host configuring evmAdapter() and
// walletConnectAdapter(), split by esbuild like a host bundler would. The SDK (@walletconnect/*) must be in
// no initial chunk and not in the adapter's own chunk either: it loads with one more import() on the first
// WalletConnect connect or restore. Prints the SDK chunk's size (brotli) for the note.
import { build, type Metafile } from "esbuild"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"

let root: string
let metafile: Metafile
let outputs: Map<string, Uint8Array>

beforeAll(async () => {
  await mkdir(join(projectRoot(), ".tmp"), { recursive: true })
  root = await mkdtemp(join(projectRoot(), ".tmp", "wc-chunks-"))
  const entries = join(projectRoot(), "runtime", "entries")
  await writeFile(
    join(root, "entry.ts"),
    [
      `import { createWalletport } from ${JSON.stringify(join(entries, "index.ts"))}`,
      `import { evmAdapter, mainnet } from ${JSON.stringify(join(entries, "evm.ts"))}`,
      `import { walletConnectAdapter } from ${JSON.stringify(join(entries, "walletconnect.ts"))}`,
      `createWalletport({ projectId: "p", networks: [mainnet], adapters: [evmAdapter(), walletConnectAdapter()] })`
    ].join("\n")
  )
  const result = await build({
    absWorkingDir: projectRoot(),
    entryPoints: { entry: join(root, "entry.ts") },
    outdir: join(root, "out"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    metafile: true,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' }
  })
  metafile = result.metafile
  outputs = new Map(result.outputFiles.map((file) => [relative(projectRoot(), file.path), file.contents]))
}, 120_000)

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** The entry's output and every chunk it imports statically: what the host page loads before any import(). */
const initialChunks = (): ReadonlyArray<string> => {
  // Dynamic-import targets are entry points to esbuild too: the host's own entry is entry.ts.
  const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint?.endsWith("/entry.ts") === true)
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of metafile.outputs[path]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path)
  }
  if (entry !== undefined) visit(entry)
  return [...seen]
}
const inputsOf = (output: string): ReadonlyArray<string> => Object.keys(metafile.outputs[output]?.inputs ?? {})
const holding = (pattern: RegExp): ReadonlyArray<string> =>
  Object.keys(metafile.outputs).filter((output) => !output.endsWith(".map") && inputsOf(output).some((input) => pattern.test(input)))

describe("walletport/walletconnect in a host bundle", () => {
  it("keeps the WalletConnect SDK and the adapter out of the initial chunks", () => {
    const initial = initialChunks()
    expect(initial.length).toBeGreaterThan(0)
    const initialInputs = initial.flatMap(inputsOf)
    expect(initialInputs.filter((input) => /node_modules\/@walletconnect\//.test(input))).toEqual([])
    expect(initialInputs.filter((input) => /layers\/live\/walletconnect\//.test(input))).toEqual([])
  })

  it("loads the SDK with its own import(), apart from the adapter's chunk", () => {
    const sdk = holding(/node_modules\/@walletconnect\/universal-provider\//)
    const adapter = holding(/layers\/live\/walletconnect\/adapter\.ts$/)
    expect(sdk.length).toBeGreaterThan(0)
    expect(adapter.length).toBe(1)
    expect(sdk).not.toContain(adapter[0])
    const brotli = (paths: ReadonlyArray<string>) =>
      paths.reduce((sum, path) => sum + brotliCompressSync(outputs.get(path) ?? new Uint8Array()).length, 0)
    console.log(`walletconnect: adapter chunk ${brotli(adapter)} B brotli; SDK chunk(s) ${brotli(sdk)} B brotli (${sdk.length} file(s))`)
  }, 60_000)
})
