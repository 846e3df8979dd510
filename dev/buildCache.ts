// esbuild outputs kept under .tmp/build-cache/ between dev stacks started from the same sources. The demo's bundle
// (~5 CPU s) and the secure frame (~4 CPU s) were built again by each of the browser suite's nine stacks: 79 CPU s
// of esbuild in a quiet run of the suite (2026-11-30), for identical outputs. An entry's key is the source tree
// (the path and content of every file under the folders those builds read, package.json, package-lock.json and
// tsconfig.json) and the build's own options: any edit makes a new key, so an entry is never stale. `npm start`
// (watch mode) rebuilds as before.
import { createHash, randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { projectRoot } from "./paths.js"

/** The folders and files a dev build may read (node_modules through the lockfile). */
const SOURCE_DIRS = ["dev", "frame", "layers", "runtime", "schemas", "scripts", "server", "services", "ui"]
const SOURCE_FILES = ["package.json", "package-lock.json", "tsconfig.json"]

/** sha256 of the source tree and `options` (what else decides the build's output, e.g. minify). */
export const sourceTreeKey = async (options: string, root = projectRoot()): Promise<string> => {
  const files = [...SOURCE_FILES]
  for (const dir of SOURCE_DIRS) {
    for (const entry of await readdir(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name).slice(root.length + 1))
    }
  }
  files.sort()
  // Read side by side: one after the other took ~450 ms for the ~830 files, together ~130 ms.
  const contents = await Promise.all(files.map((file) => readFile(join(root, file))))
  const hash = createHash("sha256").update(options)
  files.forEach((file, index) => hash.update(`\0${file}\0`).update(contents[index] ?? ""))
  return hash.digest("hex").slice(0, 24)
}

const entryDir = (root: string, name: string, key: string): string => join(root, ".tmp", "build-cache", `${name}-${key}`)

/** Whether `dir` holds a complete entry (written last, so a half-copied directory never counts). */
const complete = (dir: string): boolean => existsSync(join(dir, "complete"))

/**
 * `dir` filled by `build` once per key: later calls copy the kept files into `dir` (which `build` may replace
 * wholly, as buildFrame does). Concurrent stacks each build and the first to finish keeps its copy.
 */
export const cachedDirectory = async (name: string, key: string, dir: string, build: (dir: string) => Promise<void>, root = projectRoot()): Promise<void> => {
  const kept = entryDir(root, name, key)
  if (complete(kept)) {
    await rm(dir, { recursive: true, force: true })
    await cp(join(kept, "out"), dir, { recursive: true })
    return
  }
  await build(dir)
  const building = `${kept}.building-${process.pid}-${randomBytes(6).toString("hex")}`
  await mkdir(building, { recursive: true })
  await cp(dir, join(building, "out"), { recursive: true })
  await writeFile(join(building, "complete"), "")
  await keep(building, kept)
}

/** An output file: its path relative to the build's outdir, and its bytes. */
export interface BuiltFile {
  readonly path: string
  readonly contents: Uint8Array
}

/** The files of `build` once per key: later calls read the kept ones. */
export const cachedFiles = async (name: string, key: string, build: () => Promise<ReadonlyArray<BuiltFile>>, root = projectRoot()): Promise<ReadonlyArray<BuiltFile>> => {
  const kept = entryDir(root, name, key)
  if (complete(kept)) {
    const out = join(kept, "out")
    const paths = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(out.length + 1))
    return Promise.all(paths.map(async (path) => ({ path: path.split("\\").join("/"), contents: await readFile(join(out, path)) })))
  }
  const files = await build()
  const building = `${kept}.building-${process.pid}-${randomBytes(6).toString("hex")}`
  for (const file of files) {
    const target = join(building, "out", file.path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, file.contents)
  }
  await writeFile(join(building, "complete"), "")
  await keep(building, kept)
  return files
}

/**
 * Moves a finished entry into place (when another process's is there already, drops this one), then removes the
 * entries of the same build for other source trees: each edit would otherwise leave one more (the demo's is 26 MB).
 */
const keep = async (building: string, kept: string): Promise<void> => {
  try {
    await rename(building, kept)
  } catch (error) {
    await rm(building, { recursive: true, force: true })
    if (!complete(kept)) throw error
  }
  const dir = dirname(kept)
  const name = kept.slice(dir.length + 1).replace(/-[0-9a-f]+$/, "")
  for (const entry of await readdir(dir)) {
    if (entry !== kept.slice(dir.length + 1) && /^[0-9a-f]+$/.test(entry.slice(name.length + 1)) && entry.startsWith(`${name}-`)) {
      await rm(join(dir, entry), { recursive: true, force: true })
    }
  }
}
