/**
 * Our bench pages are built from the packed package, as the peers' pages are built from theirs: the
 * library build (`scripts/build.mjs`, what `npm run build` runs), `npm pack` into .tmp/bench/pack/, the
 * tarball unpacked there. The pages' entries import our public entries by their source path
 * (`runtime/entries/react.js`, so that they typecheck without a build and `npm run size` builds them from
 * the sources); `tarballPlugin` sends each of those imports to the file the packed manifest's `exports`
 * give for the same entry (`walletport/react` → dist/react.js), as a host's bundler resolves
 * `walletport/react`. The package's own imports (effect, react, viem…) resolve from the project's
 * node_modules, as a host's install would provide them.
 */
import { spawn } from "node:child_process"
import { createWriteStream, existsSync } from "node:fs"
import { mkdir, readFile, rm } from "node:fs/promises"
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path"
import type { Plugin } from "esbuild"

/** What the bench reads of the packed package.json: its name and each subpath's import target. */
export interface PackedManifest {
  readonly name: string
  readonly version: string
  /** Subpath ("./react") → the file an `import` resolves to ("./dist/react.js"). */
  readonly exports: Readonly<Record<string, string>>
}

export interface PackedPackage {
  readonly tarball: string
  /** The unpacked tarball (its `package/` folder's contents). */
  readonly dir: string
  readonly manifest: PackedManifest
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value)

/** The `import` (else `default`) target of one `exports` entry, for a string or a conditions object. */
const importTarget = (conditions: unknown): string | undefined => {
  if (typeof conditions === "string") return conditions
  if (!isRecord(conditions)) return undefined
  const target = conditions["import"] ?? conditions["default"]
  return typeof target === "string" ? target : undefined
}

/** Reads a package.json's text as the bench needs it; throws on a manifest without name, version or exports. */
export const parseManifest = (text: string): PackedManifest => {
  const parsed: unknown = JSON.parse(text)
  if (!isRecord(parsed)) throw new Error("package.json is not an object")
  const { name, version, exports } = parsed
  if (typeof name !== "string" || typeof version !== "string" || !isRecord(exports)) throw new Error("package.json lacks name, version or exports")
  const targets: Record<string, string> = {}
  for (const [subpath, conditions] of Object.entries(exports)) {
    const target = importTarget(conditions)
    if (target !== undefined && target.endsWith(".js")) targets[subpath] = target
  }
  return { name, version, exports: targets }
}

/**
 * The public subpath built from the source entry `runtime/entries/<name>.ts`: the export whose file is
 * `dist/<name>.js` (scripts/build.mjs names each entry's output after its source: `./siwx/server` is
 * siwxServer). Undefined when the package exports no such file.
 */
export const subpathOfEntry = (manifest: PackedManifest, entryName: string): string | undefined =>
  Object.entries(manifest.exports).find(([, target]) => target === `./dist/${entryName}.js`)?.[0]

/** The specifier a host writes for a subpath ("." → "walletport", "./react" → "walletport/react"). */
export const specifierOf = (manifest: PackedManifest, subpath: string): string =>
  subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`

/** The source entries folder, relative to the project root. */
export const ENTRIES_DIR = join("runtime", "entries")

/**
 * The tarball file an import resolves to, or undefined when the import is not one of our public entries.
 * `importPath` is the import as written, `resolveDir` the importer's folder (esbuild's onResolve args).
 */
export const resolveFromTarball = (root: string, pack: Pick<PackedPackage, "dir" | "manifest">, importPath: string, resolveDir: string): string | undefined => {
  if (!importPath.startsWith(".")) return undefined
  const target = resolve(resolveDir, importPath)
  if (dirname(target) !== join(root, ENTRIES_DIR)) return undefined
  const entryName = basename(target, extname(target))
  const subpath = subpathOfEntry(pack.manifest, entryName)
  if (subpath === undefined) throw new Error(`bench: ${relative(root, target)} is not a public entry of the packed ${pack.manifest.name} (no export for dist/${entryName}.js)`)
  const file = pack.manifest.exports[subpath]
  return file === undefined ? undefined : join(pack.dir, file)
}

/** Sends the bench pages' imports of our public entries to the unpacked tarball (see the top of this file). */
export const tarballPlugin = (root: string, pack: PackedPackage): Plugin => ({
  name: "walletport-from-tarball",
  setup(build) {
    build.onResolve({ filter: /runtime\/entries\// }, (args) => {
      const path = resolveFromTarball(root, pack, args.path, args.resolveDir)
      return path === undefined ? undefined : { path }
    })
  }
})

/**
 * Inputs of a build (its metafile's input paths, relative to the root) that are our sources rather than the tarball's
 * files, the bench's own pages or installed packages: any is a page built (partly) from the sources.
 */
export const sourceInputs = (inputs: ReadonlyArray<string>, packDirFromRoot: string): ReadonlyArray<string> => {
  const pack = packDirFromRoot.split(sep).join("/")
  return inputs.filter(
    (input) => !input.includes("node_modules/") && !input.startsWith(`${pack}/`) && !input.startsWith("bench/") && !input.startsWith("<")
  )
}

/** Runs a command, its output to `logFile`; rejects with the exit code and the log's path. */
const run = (command: string, args: ReadonlyArray<string>, cwd: string, logFile: string): Promise<string> =>
  new Promise((resolvePromise, reject) => {
    const log = createWriteStream(logFile, { flags: "a" })
    let stdout = ""
    const child = spawn(command, [...args], { cwd, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      log.write(chunk)
    })
    child.stderr.pipe(log, { end: false })
    child.once("error", (error) => {
      log.end()
      reject(new Error(`${command} did not start: ${error.message}`))
    })
    child.once("close", (code) => {
      log.end()
      if (code === 0) resolvePromise(stdout)
      else reject(new Error(`${command} ${args.join(" ")} exited ${code} (log: ${logFile})`))
    })
  })

/** The tarball's file name from `npm pack --json`'s output (npm may print notices before the JSON). */
export const packedFilename = (stdout: string): string => {
  const parsed: unknown = JSON.parse(stdout.slice(stdout.indexOf("[")))
  const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined
  const filename = isRecord(first) ? first["filename"] : undefined
  if (typeof filename !== "string") throw new Error("npm pack printed no filename")
  return filename
}

/** Builds the package (scripts/build.mjs), packs it into `outRoot`/pack and unpacks it there. */
export const packWalletport = async (root: string, outRoot: string): Promise<PackedPackage> => {
  const packDir = join(outRoot, "pack")
  await rm(packDir, { recursive: true, force: true })
  await mkdir(packDir, { recursive: true })
  const logFile = join(outRoot, "package-build.log")
  await rm(logFile, { force: true })
  await run(process.execPath, ["scripts/build.mjs"], root, logFile)
  const tarball = join(packDir, packedFilename(await run("npm", ["pack", "--json", "--pack-destination", packDir], root, logFile)))
  const dir = join(packDir, "walletport")
  await mkdir(dir, { recursive: true })
  await run("tar", ["-xzf", tarball, "-C", dir, "--strip-components=1"], root, logFile)
  const manifestFile = join(dir, "package.json")
  if (!existsSync(manifestFile)) throw new Error(`the tarball ${tarball} has no package/package.json`)
  return { tarball, dir, manifest: parseManifest(await readFile(manifestFile, "utf8")) }
}
