/**
 * walletport/viem adds no Effect to the chunk that imports it (issue 24): bundled as a host's bundler would (split
 * ESM), the entry's static closure holds none of `effect` nor the core; both come with the import() of
 * runtime/viem/coreCalls.ts on the first call.
 */
import { build, type Metafile } from "esbuild"
import { describe, expect, it } from "vitest"

const root = new URL("../../", import.meta.url).pathname

/** Every output `start` reaches through static imports. */
const staticClosure = (outputs: Metafile["outputs"], start: string): ReadonlySet<string> => {
  const seen = new Set<string>()
  const queue = [start]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === "import-statement") queue.push(imported.path)
  }
  return seen
}

/** The source files that put bytes in these outputs. */
const inputsOf = (outputs: Metafile["outputs"], files: Iterable<string>): ReadonlyArray<string> =>
  [...files].flatMap((file) => Object.entries(outputs[file]?.inputs ?? {}).filter(([, use]) => use.bytesInOutput > 0).map(([input]) => input))

describe("the walletport/viem entry", () => {
  it("holds no Effect and none of the core up front; the core's part loads with import()", async () => {
    const result = await build({
      stdin: {
        contents: `import { getPublicClient, getWalletClient, useWalletClient, watchWalletClient } from "./runtime/entries/viem.js"\nconsole.log(getPublicClient, getWalletClient, useWalletClient, watchWalletClient)`,
        resolveDir: root,
        loader: "ts",
        sourcefile: "host.ts"
      },
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: "/out",
      entryNames: "host",
      write: false,
      metafile: true,
      platform: "browser",
      // The host's own copies: not what this measures.
      external: ["react", "viem"],
      logLevel: "silent"
    })
    const { outputs } = result.metafile
    const entry = Object.keys(outputs).find((file) => file.endsWith("host.js"))
    if (entry === undefined) throw new Error("no entry output")
    const initial = inputsOf(outputs, staticClosure(outputs, entry))
    const all = inputsOf(outputs, Object.keys(outputs))
    const isEffect = (input: string) => input.includes("node_modules/effect/")
    expect(initial.filter(isEffect)).toEqual([])
    expect(initial.filter((input) => /runtime\/(core|viem\/coreCalls)\.ts$|^layers\//.test(input))).toEqual([])
    // The check sees them where they are: in the lazily loaded chunks.
    expect(all.filter(isEffect).length).toBeGreaterThan(0)
    expect(all).toContain("runtime/viem/coreCalls.ts")
  })
})
