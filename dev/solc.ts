// solc-js (offline: the compiler ships in the npm package) for every contract the dev stack and the tests deploy.
// solc-js compiles synchronously on the caller's thread (0.6 s quiet, ~20 s at load ~28): a few in a row blocked a
// vitest worker's event loop past its 60 s birpc timeout ("Timeout calling resolveId"). So each compile runs in a
// worker thread and the caller's event loop stays free. The worker is plain JavaScript (eval), so it needs no
// TypeScript loader under vitest, scripts/run-ts.mjs or a bundle. Outputs are cached under .tmp by input hash,
// written through a rename so processes starting side by side never read half a file.
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import { Worker } from "node:worker_threads"
import type { Abi, Hex } from "viem"
import { projectRoot } from "./paths.js"

export interface CompiledContract {
  readonly abi: Abi
  /** Creation bytecode, without constructor arguments. */
  readonly bytecode: Hex
}

export interface SolidityInput<Name extends string> {
  /** File name → Solidity source. */
  readonly sources: Readonly<Record<string, string>>
  /** The contracts wanted, by name; each must be defined in exactly one of the files. */
  readonly contracts: ReadonlyArray<Name>
  /** Read and write the .tmp cache (default true). */
  readonly cache?: boolean
}

const SETTINGS = { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } }

// CommonJS, run by the worker: loads solc (itself ~0.5 s of synchronous work) and compiles.
const WORKER_SOURCE = `const { parentPort, workerData } = require("node:worker_threads")
parentPort.postMessage(require(workerData.solc).compile(workerData.input))`

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

const ABI_ITEM_TYPES = new Set(["function", "event", "error", "constructor", "fallback", "receive"])
const isAbi = (value: unknown): value is Abi =>
  Array.isArray(value) && value.every((item: unknown) => isRecord(item) && typeof item["type"] === "string" && ABI_ITEM_TYPES.has(item["type"]))

const contractOf = (value: unknown, name: string): CompiledContract => {
  const abi = isRecord(value) ? value["abi"] : undefined
  const bytecode = isRecord(value) ? value["bytecode"] : undefined
  if (!isAbi(abi) || typeof bytecode !== "string" || !/^0x([0-9a-f]{2})+$/i.test(bytecode)) throw new Error(`solc: no bytecode for ${name}`)
  return { abi, bytecode: `0x${bytecode.slice(2)}` }
}

const requireHere = createRequire(import.meta.url)
const solcVersion = (): string => {
  const manifest: unknown = requireHere("solc/package.json")
  const version = isRecord(manifest) ? manifest["version"] : undefined
  if (typeof version !== "string") throw new Error("solc: no version in its package.json")
  return version
}

/** solc's standard JSON output, as a string, from a worker thread. */
const compileInWorker = (input: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { solc: requireHere.resolve("solc"), input }, execArgv: [] })
    let settled = false
    worker.once("message", (output: unknown) => {
      settled = true
      if (typeof output === "string") resolve(output)
      else reject(new Error("solc: the worker sent no output"))
    })
    worker.once("error", (error) => {
      settled = true
      reject(error)
    })
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`solc: the worker exited (code ${code}) before its output`))
    })
  })

// solc's contracts by name (file names dropped); a name defined in two files is kept out, so asking for it fails.
const compile = async (sources: Readonly<Record<string, string>>): Promise<Readonly<Record<string, CompiledContract>>> => {
  const input = { language: "Solidity", sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])), settings: SETTINGS }
  const output: unknown = JSON.parse(await compileInWorker(JSON.stringify(input)))
  const errors: ReadonlyArray<unknown> = isRecord(output) && Array.isArray(output["errors"]) ? output["errors"] : []
  const fatal = errors.filter((e) => isRecord(e) && e["severity"] === "error")
  if (fatal.length > 0) throw new Error(`solc: ${fatal.map((e) => (isRecord(e) ? String(e["formattedMessage"]) : "")).join("\n")}`)
  const files = isRecord(output) && isRecord(output["contracts"]) ? Object.values(output["contracts"]).filter(isRecord) : []
  const contracts = new Map<string, CompiledContract | undefined>()
  for (const [name, contract] of files.flatMap((file) => Object.entries(file))) {
    const evm = isRecord(contract) ? contract["evm"] : undefined
    const object = isRecord(evm) && isRecord(evm["bytecode"]) ? evm["bytecode"]["object"] : undefined
    const abi = isRecord(contract) ? contract["abi"] : undefined
    // Interfaces and abstract contracts have no bytecode: not deployable, so not kept.
    const deployable = isAbi(abi) && typeof object === "string" && /^([0-9a-f]{2})+$/i.test(object)
    contracts.set(name, contracts.has(name) || !deployable ? undefined : { abi, bytecode: `0x${object}` })
  }
  return Object.fromEntries([...contracts].flatMap(([name, contract]): ReadonlyArray<[string, CompiledContract]> => (contract === undefined ? [] : [[name, contract]])))
}

const readCache = async (file: string): Promise<Readonly<Record<string, CompiledContract>> | undefined> => {
  try {
    const cached: unknown = JSON.parse(await readFile(file, "utf8"))
    return isRecord(cached) ? Object.fromEntries(Object.entries(cached).map(([name, value]) => [name, contractOf(value, name)])) : undefined
  } catch {
    return undefined // Not cached yet (or unreadable: compiled again).
  }
}

const cached = async (sources: Readonly<Record<string, string>>, hash: string): Promise<Readonly<Record<string, CompiledContract>>> => {
  const dir = join(projectRoot(), ".tmp")
  const file = join(dir, `solc-${hash}.json`)
  const known = await readCache(file)
  if (known !== undefined) return known
  const compiled = await compile(sources)
  await mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}.part`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, file)
  return compiled
}

// One compile per input and process, however many callers ask at once.
const inFlight = new Map<string, Promise<Readonly<Record<string, CompiledContract>>>>()

const compiledOnce = (sources: Readonly<Record<string, string>>): Promise<Readonly<Record<string, CompiledContract>>> => {
  const hash = createHash("sha256").update(JSON.stringify([sources, SETTINGS, solcVersion()])).digest("hex").slice(0, 16)
  const known = inFlight.get(hash)
  if (known !== undefined) return known
  const result = cached(sources, hash)
  inFlight.set(hash, result)
  result.catch(() => inFlight.delete(hash))
  return result
}

/**
 * The contracts named in `input`, compiled in a worker thread, or read from the .tmp cache when the sources are
 * unchanged (each compile once per process, however many callers ask at once).
 */
export const compileSolidity = async <Name extends string>(input: SolidityInput<Name>): Promise<Readonly<Record<Name, CompiledContract>>> => {
  const all = input.cache === false ? await compile(input.sources) : await compiledOnce(input.sources)
  const result: Partial<Record<Name, CompiledContract>> = {}
  for (const name of input.contracts) {
    const contract = all[name]
    if (contract === undefined) throw new Error(`solc: no deployable contract named ${name} (or one in each of two files)`)
    result[name] = contract
  }
  // Every name of `contracts` was set just above.
  return result as Record<Name, CompiledContract>
}

/** The creation bytecode of `contract` (defined in one of `sources`' files). */
export const bytecodeOf = async <Name extends string>(sources: Readonly<Record<string, string>>, contract: Name): Promise<Hex> =>
  (await compileSolidity({ sources, contracts: [contract] }))[contract].bytecode
