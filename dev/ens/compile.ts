// solc-js 0.8.28 (offline) for the ENS contracts of sources.ts; the output is cached under .tmp by source hash,
// written through a rename so e2e workers starting side by side never read half a file.
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { Abi, Hex } from "viem"
import { projectRoot } from "../paths.js"
import { OFFCHAIN_RESOLVER, UNIVERSAL_RESOLVER } from "./sources.js"

export interface EnsArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

export interface EnsArtifacts {
  readonly UniversalResolver: EnsArtifact
  readonly OffchainResolver: EnsArtifact
}

const SOURCES = { UniversalResolver: UNIVERSAL_RESOLVER, OffchainResolver: OFFCHAIN_RESOLVER } as const

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

const artifactOf = (value: unknown, name: string): EnsArtifact => {
  const evm = isRecord(value) ? value["evm"] : undefined
  const object = isRecord(evm) && isRecord(evm["bytecode"]) ? evm["bytecode"]["object"] : undefined
  const abi = isRecord(value) ? value["abi"] : undefined
  if (typeof object !== "string" || !Array.isArray(abi)) throw new Error(`solc: no output for ${name}`)
  // solc's own output, checked just above to be an array.
  return { abi: abi as Abi, bytecode: `0x${object}` }
}

const compile = (): Record<keyof typeof SOURCES, unknown> => {
  const solc: unknown = createRequire(import.meta.url)("solc")
  const run = isRecord(solc) ? solc["compile"] : undefined
  if (typeof run !== "function") throw new Error("solc: no compile function")
  const input = {
    language: "Solidity",
    sources: Object.fromEntries(Object.entries(SOURCES).map(([name, content]) => [`${name}.sol`, { content }])),
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } }
  }
  const output: unknown = JSON.parse(String(Reflect.apply(run, solc, [JSON.stringify(input)])))
  const errors = isRecord(output) && Array.isArray(output["errors"]) ? output["errors"] : []
  const fatal = errors.filter((e: unknown) => isRecord(e) && e["severity"] === "error")
  if (fatal.length > 0) throw new Error(`solc: ${JSON.stringify(fatal)}`)
  const contracts = isRecord(output) ? output["contracts"] : undefined
  const of = (name: keyof typeof SOURCES): unknown => {
    const file = isRecord(contracts) ? contracts[`${name}.sol`] : undefined
    return isRecord(file) ? file[name] : undefined
  }
  return { UniversalResolver: of("UniversalResolver"), OffchainResolver: of("OffchainResolver") }
}

const parse = (raw: Record<keyof typeof SOURCES, unknown>): EnsArtifacts => ({
  UniversalResolver: artifactOf(raw.UniversalResolver, "UniversalResolver"),
  OffchainResolver: artifactOf(raw.OffchainResolver, "OffchainResolver")
})

/** The compiled ENS contracts (≈ 1.5 s the first time, then read from the .tmp cache). */
export const ensArtifacts = async (): Promise<EnsArtifacts> => {
  const hash = createHash("sha256").update(JSON.stringify(SOURCES)).update("0.8.28").digest("hex").slice(0, 16)
  const dir = join(projectRoot(), ".tmp")
  const file = join(dir, `ens-contracts-${hash}.json`)
  try {
    const cached: unknown = JSON.parse(await readFile(file, "utf8"))
    if (isRecord(cached)) return parse({ UniversalResolver: cached["UniversalResolver"], OffchainResolver: cached["OffchainResolver"] })
  } catch {
    // Not cached yet.
  }
  const raw = compile()
  const artifacts = parse(raw)
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}.part`
  await writeFile(partial, JSON.stringify(raw))
  await rename(partial, file)
  return artifacts
}
