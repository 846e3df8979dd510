/**
 * How many npm packages a host installs for a scenario, read from a package-lock.json (v2/v3):
 * the closure of the root packages over dependencies, optional dependencies and non-optional peer
 * dependencies, resolved the way Node does (nearest node_modules upwards). Optional packages for
 * another OS or CPU are skipped, as npm skips them.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"

interface LockEntry {
  readonly dependencies?: Readonly<Record<string, string>>
  readonly optionalDependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>
  readonly os?: ReadonlyArray<string>
  readonly cpu?: ReadonlyArray<string>
  readonly link?: boolean
  readonly resolved?: string
}

interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const readLockfile = async (dir: string): Promise<Lockfile> => {
  const parsed: unknown = JSON.parse(await readFile(join(dir, "package-lock.json"), "utf8"))
  if (!isRecord(parsed) || !isRecord(parsed["packages"])) throw new Error(`${dir}/package-lock.json: not a lockfile v2/v3 (no "packages")`)
  // The shape of each entry is npm's; only the fields above are read, each checked where used.
  return { packages: parsed["packages"] as Readonly<Record<string, LockEntry>> }
}

const platformMatches = (list: ReadonlyArray<string> | undefined, actual: string): boolean => {
  if (list === undefined || list.length === 0) return true
  const allowed = list.filter((entry) => !entry.startsWith("!"))
  if (list.includes(`!${actual}`)) return false
  return allowed.length === 0 || allowed.includes(actual)
}

/** Where `name` resolves from the package at lockfile key `from` ("" is the root). */
const resolveFrom = (lock: Lockfile, from: string, name: string): string | undefined => {
  let base = from
  for (;;) {
    const key = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`
    if (lock.packages[key] !== undefined) return key
    if (base === "") return undefined
    const cut = base.lastIndexOf("/node_modules/")
    base = cut === -1 ? "" : base.slice(0, cut)
  }
}

export interface PackageCount {
  /** Installed packages, each name@location counted once (duplicated versions count twice, as on disk). */
  readonly count: number
  /** Distinct package names. */
  readonly distinct: number
}

/** Counts the packages in the closure of `roots`, as installed from `dir`'s package-lock.json. */
export const countPackages = async (dir: string, roots: ReadonlyArray<string>): Promise<PackageCount> => {
  const lock = await readLockfile(dir)
  const seen = new Set<string>()
  const stack: Array<string> = []
  const visit = (from: string, name: string, optional: boolean): void => {
    const key = resolveFrom(lock, from, name)
    if (key === undefined) {
      if (optional) return
      throw new Error(`${dir}/package-lock.json: ${name} (needed by ${from === "" ? "the root" : from}) is not in the lockfile`)
    }
    const entry = lock.packages[key]
    if (entry === undefined || seen.has(key)) return
    if (!platformMatches(entry.os, process.platform) || !platformMatches(entry.cpu, process.arch)) return
    seen.add(key)
    stack.push(key)
  }
  for (const name of roots) visit("", name, false)
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    const entry = lock.packages[key]
    if (entry === undefined) continue
    for (const name of Object.keys(entry.dependencies ?? {})) visit(key, name, false)
    for (const name of Object.keys(entry.optionalDependencies ?? {})) visit(key, name, true)
    // npm installs non-optional peers; an optional peer is only there if something else needs it.
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      if (entry.peerDependenciesMeta?.[name]?.optional !== true) visit(key, name, true)
    }
  }
  const names = new Set([...seen].map((key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length)))
  return { count: seen.size, distinct: names.size }
}

/** The root packages of a manifest: its dependencies (and, for a library, its peer dependencies). */
export const manifestRoots = async (dir: string, options: { readonly peers: boolean }): Promise<ReadonlyArray<string>> => {
  const parsed: unknown = JSON.parse(await readFile(join(dir, "package.json"), "utf8"))
  if (!isRecord(parsed)) throw new Error(`${dir}/package.json: not an object`)
  const keys = (field: string): ReadonlyArray<string> => {
    const value = parsed[field]
    return isRecord(value) ? Object.keys(value) : []
  }
  return [...keys("dependencies"), ...(options.peers ? keys("peerDependencies") : [])]
}
