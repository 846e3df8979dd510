// The chunk analysis behind the size check, on small throw-away projects: it must see Effect in an
// initial chunk (and who imports it) and tell the lazy core from each adapter's chunks.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildScenario } from "../../bench/build.js"
import { analyseChunks } from "../../bench/chunks.js"
import { projectRoot } from "../../bench/paths.js"

const project = async (files: Readonly<Record<string, string>>): Promise<string> => {
  // Inside the project, so that `effect` resolves from its node_modules.
  const root = await mkdtemp(join(projectRoot(), ".tmp", "chunks-test-"))
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), contents)
  }
  return root
}

const build = (root: string) => buildScenario({ entry: join(root, "entry.ts"), outdir: join(root, "out"), root, write: false })

const adapterFiles = (name: string, namespace: string): Record<string, string> => ({
  [`runtime/adapters/${name}.ts`]: `export const ${name}Adapter = () => ({ kind: "walletport/adapter", namespace: "${namespace}", load: () => import("./${name}/adapter.ts") })\n`,
  [`runtime/adapters/${name}/adapter.ts`]: `export const connect = async () => (await import("./reads.ts")).read("${name}-connect-${"x".repeat(200)}")\n`,
  [`runtime/adapters/${name}/reads.ts`]: `export const read = (what: string) => what.split("").reverse().join("") + "${name}-reads-${"y".repeat(300)}"\n`
})

describe("chunk analysis", () => {
  const roots: Array<string> = []
  beforeAll(async () => {
    await mkdir(join(projectRoot(), ".tmp"), { recursive: true })
  })
  afterAll(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true })
  })

  it("lists the Effect modules in the initial chunk and our module that imports them, not those behind import()", async () => {
    const root = await project({
      "entry.ts": `import { shortTimeout } from "./constants.ts"\nconsole.log(shortTimeout)\nvoid import("./core.ts")\n`,
      "constants.ts": `import * as Duration from "effect/Duration"\nexport const shortTimeout = Duration.toMillis(Duration.seconds(5))\n`,
      "core.ts": `import { Effect } from "effect"\nexport const run = () => Effect.runSync(Effect.succeed(1))\n`
    })
    roots.push(root)
    const report = analyseChunks(await build(root), ["core.ts"])
    expect(report.effectInInitial).toContain("effect/dist/esm/Duration.js")
    expect(report.effectInInitial).not.toContain("effect/dist/esm/internal/fiberRuntime.js")
    expect(report.effectImporters).toEqual(["constants.ts"])
    expect(report.lazyCore.files.some((file) => file.startsWith("chunks/core-"))).toBe(true)
    expect(report.adapters).toEqual([])
  }, 60_000)

  it("finds no Effect when the initial chunk holds none", async () => {
    const root = await project({
      "entry.ts": `console.log("shell")\nvoid import("./core.ts")\n`,
      "core.ts": `import { Effect } from "effect"\nexport const run = () => Effect.runSync(Effect.succeed(1))\n`
    })
    roots.push(root)
    const report = analyseChunks(await build(root), ["core.ts"])
    expect(report.effectInInitial).toEqual([])
    expect(report.lazyCore.sizes.brotli).toBeGreaterThan(1000)
  }, 60_000)

  it("reports each configured adapter's chunk and chain reads", async () => {
    const root = await project({
      "entry.ts": `import { evmAdapter } from "./runtime/adapters/evm.ts"\nimport { solanaAdapter } from "./runtime/adapters/solana.ts"\nconsole.log([evmAdapter(), solanaAdapter()].map((a) => a.namespace))\nvoid import("./core.ts")\n`,
      "core.ts": `export const start = () => "core"\n`,
      ...adapterFiles("evm", "eip155"),
      ...adapterFiles("solana", "solana")
    })
    roots.push(root)
    const withAdapters = await build(root)
    const report = analyseChunks(withAdapters, ["core.ts"])
    expect(withAdapters.initialInputs).toEqual(expect.arrayContaining(["runtime/adapters/evm.ts", "runtime/adapters/solana.ts"]))
    expect(report.adapters.map((adapter) => adapter.name)).toEqual(["evm", "solana"])
    for (const adapter of report.adapters) {
      expect(adapter.chunk.files).toEqual([expect.stringMatching(/^chunks\/adapter-/)])
      expect(adapter.heavy.files).toEqual([expect.stringMatching(/^chunks\/reads-/)])
      expect(adapter.heavy.sizes.brotli).toBeGreaterThan(0)
    }

  }, 60_000)

  it("names the modules when a first-open module is not a lazy chunk", async () => {
    const root = await project({ "entry.ts": `void import("./core.ts")\n`, "core.ts": `export const x = 1\n` })
    roots.push(root)
    await expect(build(root).then((result) => analyseChunks(result, ["runtime/core.ts"]))).rejects.toThrow(/runtime\/core\.ts is not a lazy chunk.*core\.ts/)
  }, 60_000)
})
