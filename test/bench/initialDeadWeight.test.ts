// The host's initial chunk carries only code the initial chunk runs. A bundler with code splitting places each
// FILE in the chunks of the entries that reach it statically, with every export some entry uses: a file the
// button and the modal share brings the modal's exports into the host's first download (color.ts carried the
// theme's mix() and readable(), 223 B minified, before they moved to readable.ts). Two builds of the
// react-all-adapters size host (bench/size.ts) tell them apart, per source file: the page as shipped (code
// splitting, the package's plugins), and the initial graph alone (every import() left external, tree-shaken for
// the page's own use). What a file has in the first beyond the second is code no initial module uses.
import { join } from "node:path"
import { build, type Metafile } from "esbuild"
import { beforeAll, describe, expect, it } from "vitest"
import { benchBuildOptions, buildScenario } from "../../bench/build.js"
import { benchDir, benchOutDir, projectRoot } from "../../bench/paths.js"
import { HOST_SPECS } from "../../bench/size.js"
import { packagePlugins } from "../../scripts/packagePlugins.mjs"

const HOST = "react-all-adapters"

/**
 * Bytes (minified) a file may carry beyond the initial-only build without counting as dead: the two builds
 * name things differently (a few bytes either way), and an import() reads "./chunks/x-HASH.js" as shipped but
 * "./x.js" when left external.
 */
const RENAMING_SLACK = 16
const PER_DYNAMIC_IMPORT = 16

/**
 * Dead weight known and kept, with why (the list only shrinks: a file that sheds it fails until removed here).
 * A bundler places whole files, so neither can move without moving what imports it.
 */
const KNOWN_DEAD: Readonly<Record<string, string>> = {
  // The devnet and testnet references, which the Solana adapter maps (layers/live/solana/chains.ts): the
  // `walletport/solana` entry exports the networks that hold them, so any file of theirs is reached by the host.
  "schemas/networks/solana.ts": "the other Solana clusters' CAIP-2 references"
}

interface DeadWeight {
  readonly file: string
  /** Minified bytes in the host's initial chunks. */
  readonly shipped: number
  /** Minified bytes the initial graph alone keeps. */
  readonly needed: number
  readonly allowance: number
}

const bytesByInput = (outputs: ReadonlyArray<Metafile["outputs"][string]>): ReadonlyMap<string, number> => {
  const bytes = new Map<string, number>()
  for (const output of outputs) {
    for (const [input, meta] of Object.entries(output.inputs)) bytes.set(input, (bytes.get(input) ?? 0) + meta.bytesInOutput)
  }
  return bytes
}

const measureDeadWeight = async (): Promise<ReadonlyArray<DeadWeight>> => {
  const root = projectRoot()
  const entry = join(benchDir(), HOST_SPECS[HOST].entry)
  const [shipped, alone] = await Promise.all([
    buildScenario({ entry, outdir: join(benchOutDir(), "dead-weight-shipped"), root, write: false, plugins: packagePlugins(root, () => undefined) }),
    build({
      ...benchBuildOptions(entry),
      absWorkingDir: root,
      outdir: join(benchOutDir(), "dead-weight-alone"),
      write: false,
      splitting: false,
      plugins: [{ name: "lazy-external", setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined)) }]
    })
  ])
  const initialOutputs = shipped.files.filter((file) => file.kind === "js" && file.initial).map((file) => `${shipped.outdirFromRoot}/${file.path}`)
  const inInitial = bytesByInput(initialOutputs.flatMap((path) => shipped.metafile.outputs[path] ?? []))
  if (alone.metafile === undefined) throw new Error("esbuild returned no metafile")
  const needed = bytesByInput(Object.values(alone.metafile.outputs))
  const dynamicImports = (file: string): number => (shipped.metafile.inputs[file]?.imports ?? []).filter((entry) => entry.kind === "dynamic-import").length
  return [...inInitial].map(([file, bytes]) => ({
    file,
    shipped: bytes,
    needed: needed.get(file) ?? 0,
    allowance: RENAMING_SLACK + PER_DYNAMIC_IMPORT * dynamicImports(file)
  }))
}

const isDead = (weight: DeadWeight): boolean => weight.shipped - weight.needed > weight.allowance
const describeWeight = (weight: DeadWeight): string => `${weight.file}: ${weight.shipped - weight.needed} B of ${weight.shipped} B unused`

describe(`the ${HOST} host's initial chunk`, () => {
  let weights: ReadonlyArray<DeadWeight>

  beforeAll(async () => {
    weights = await measureDeadWeight()
    console.log(weights.filter((weight) => weight.shipped > weight.needed).map(describeWeight).join("\n"))
    // Two esbuild builds: a guard against a hang under load, not a bound on what is measured.
  }, 300_000)

  it("measures the button's files (the comparison sees the initial chunk)", () => {
    const files = weights.map((weight) => weight.file)
    expect(files).toEqual(expect.arrayContaining(["ui/ConnectButton.tsx", "ui/theme/color.ts", "runtime/createWalletport.ts"]))
    expect(weights.find((weight) => weight.file === "ui/ConnectButton.tsx")?.needed).toBeGreaterThan(0)
  })

  it("holds no code its own modules do not use, beyond the known files", () => {
    expect(weights.filter((weight) => isDead(weight) && KNOWN_DEAD[weight.file] === undefined).map(describeWeight)).toEqual([])
  })

  it("still carries each known file's dead weight (remove a file from KNOWN_DEAD once it has shed it)", () => {
    const stillDead = weights.filter(isDead).map((weight) => weight.file)
    expect(Object.keys(KNOWN_DEAD).filter((file) => !stillDead.includes(file))).toEqual([])
  })
})
