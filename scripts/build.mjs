// Library build (ARCHITECTURE §9): ESM with code splitting, one file per entry point, source
// maps, and for each entry a declaration file next to its JavaScript. `node scripts/build.mjs`.
import { build } from "esbuild"
import { spawn } from "node:child_process"
import { cp, mkdir, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises"
import { dirname, isAbsolute, join, relative, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import ts from "typescript"
import { buildFrame, describeFrameBuild } from "./buildFrame.mjs"
import { packagePlugins } from "./packagePlugins.mjs"

/** Every public subpath and its source in runtime/entries/ (package.json `exports` must match). */
const ENTRIES = {
  ".": "index",
  "./react": "react",
  "./element": "element",
  "./evm": "evm",
  "./solana": "solana",
  "./walletconnect": "walletconnect",
  "./embedded": "embedded",
  "./errors": "errors",
  "./validators": "validators",
  "./effect": "effect",
  "./testing": "testing",
  "./siwx": "siwx",
  "./siwx/server": "siwxServer",
  "./ssr": "ssr",
  "./viem": "viem",
  "./wagmi": "wagmi"
}
/** Node entries (the wallet server), built for platform node, with their own declarations (Node's types allowed). */
const NODE_ENTRIES = {
  "./server": "server"
}
/** Entries that hold React components: Server Components hosts must see them as client modules. */
const CLIENT_ENTRIES = ["react"]
const DIST = "dist"
const DTS_TMP = ".tmp/dts" // tsconfig.build.json's declarationDir: everything tsc emits, before pruning
const DTS_NODE_TMP = ".tmp/dts-node" // tsconfig.build.node.json's declarationDir

const pkg = JSON.parse(await readFile("package.json", "utf8"))
checkExports(pkg)

// Hosts bring their own copies of dependencies and peers (bundling them would duplicate React, Effect or
// viem); everything else (devDependencies such as @effect/platform and @noble/hashes) is bundled in.
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).flatMap((name) => [name, `${name}/*`])

// Both tsc passes (the slowest part: one core each) run beside esbuild and each other; they write under .tmp only.
const declarations = {
  browser: compileDeclarations("tsconfig.build.json", DTS_TMP),
  node: compileDeclarations("tsconfig.build.node.json", DTS_NODE_TMP)
}
// Awaited below; a failure before then must not go unhandled.
for (const pass of Object.values(declarations)) pass.catch(() => undefined)

await rm(DIST, { recursive: true, force: true })
const result = await build({
  entryPoints: Object.fromEntries(Object.values(ENTRIES).map((name) => [name, `runtime/entries/${name}.ts`])),
  outdir: DIST,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  // Not minified: minifying drops the /* @__PURE__ */ annotations the host's bundler needs to tree-shake
  // (a host importing `mainnet` must not get every network), and the host minifies its own bundle anyway.
  // No keepNames either: its `__name()` wrappers are calls a host bundler cannot drop. Names that must
  // survive a host's minifier (the catalogue errors') are set explicitly in the classes.
  minify: false,
  sourcemap: true,
  metafile: true,
  jsx: "automatic",
  external,
  // The instant-open preview as one module: one file in any host's build (scripts/previewBundle.mjs).
  plugins: packagePlugins(process.cwd()),
  logLevel: "warning"
})
for (const name of CLIENT_ENTRIES) await prependDirective(join(DIST, `${name}.js`), '"use client";')
await declarations.browser
await emitDeclarations({ dtsDir: DTS_TMP, entries: ENTRIES, allowNode: false })
await build({
  entryPoints: Object.fromEntries(Object.values(NODE_ENTRIES).map((name) => [name, `runtime/entries/${name}.ts`])),
  outdir: DIST,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning"
})
await declarations.node
await emitDeclarations({ dtsDir: DTS_NODE_TMP, entries: NODE_ENTRIES, allowNode: true })
await sourcesInsidePackage(DIST)
await printSizes(result.metafile)
// The embedded wallet's secure frame (served by the wallet server, not imported by hosts).
console.log(describeFrameBuild(await buildFrame(join(DIST, "frame"))))

/** Fails the build when package.json `exports` and ENTRIES disagree (one would ship without the other). */
function checkExports(pkg) {
  const expected = Object.fromEntries(
    Object.entries({ ...ENTRIES, ...NODE_ENTRIES }).map(([subpath, name]) => [
      subpath,
      { types: `./${DIST}/${name}.d.ts`, import: `./${DIST}/${name}.js`, default: `./${DIST}/${name}.js` }
    ])
  )
  expected["./package.json"] = "./package.json"
  if (JSON.stringify(pkg.exports) !== JSON.stringify(expected)) {
    throw new Error(`package.json "exports" must be exactly:\n${JSON.stringify(expected, null, 2)}`)
  }
}

/**
 * esbuild drops module directives when bundling, so the directive is added to the output file. The
 * source map gains one empty generated line (a leading ";" in `mappings`) so it stays exact.
 */
async function prependDirective(file, directive) {
  const code = await readFile(file, "utf8")
  await writeFile(file, `${directive}\n${code}`)
  const map = JSON.parse(await readFile(`${file}.map`, "utf8"))
  map.mappings = `;${map.mappings}`
  await writeFile(`${file}.map`, JSON.stringify(map))
}

/**
 * The maps ship with every source's text (esbuild's sourcesContent), so their `sources` are names, but names
 * inside the package: esbuild names a bundled dependency by its real path, which through a symlinked
 * node_modules (a git worktree's) climbs out of the package ("../../../../main/node_modules/…"). Such a
 * source is renamed to where it sits under this package's node_modules, a plugin's namespaced one to its file;
 * any other source outside the package, or without its text, fails the build (test/package/sourceMaps.mjs
 * checks the tarball).
 */
async function sourcesInsidePackage(dir) {
  const root = resolve(".")
  const modules = resolve("node_modules")
  const realModules = await realpath(modules)
  const maps = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".map"))
  const problems = []
  for (const file of maps) {
    const path = join(dir, file)
    const map = JSON.parse(await readFile(path, "utf8"))
    const from = resolve(dirname(path), map.sourceRoot ?? "")
    const sources = map.sources.map((source) => {
      // A plugin's namespace ("walletport-preview:runtime/instantSession.ts", scripts/previewBundle.mjs) names a
      // file of this project by its path from the root.
      const namespaced = /^[a-z][\w-]*:(?!\/\/)(.+)$/i.exec(source)?.[1]
      const real = namespaced === undefined ? resolve(from, source) : resolve(root, namespaced)
      const inside = real.startsWith(`${realModules}/`) ? join(modules, relative(realModules, real)) : real
      return relative(from, inside)
    })
    sources.forEach((source, i) => {
      if (isAbsolute(source) || /^[a-z][\w+.-]*:/i.test(source) || relative(root, resolve(from, source)).startsWith("..")) {
        problems.push(`${path}: source ${source} is outside the package`)
      }
      if (typeof map.sourcesContent?.[i] !== "string") problems.push(`${path}: no sourcesContent for ${source}`)
    })
    if (sources.some((source, i) => source !== map.sources[i])) await writeFile(path, JSON.stringify({ ...map, sources }))
  }
  if (problems.length > 0) throw new Error(`source maps a host cannot read:\n${problems.join("\n")}`)
}

/** Runs tsc on `project` into `dtsDir` (emptied first); resolves once it exited 0. */
async function compileDeclarations(project, dtsDir) {
  await rm(dtsDir, { recursive: true, force: true })
  const tsc = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], { stdio: "inherit" })
  const code = await new Promise((resolve, reject) => {
    tsc.once("error", reject)
    tsc.once("exit", resolve)
  })
  if (code !== 0) throw new Error(`tsc -p ${project} exited with ${code}`)
}

/**
 * tsc (compileDeclarations) emits a declaration for every module the entries import; only those a public entry's types can
 * reach are copied to dist/types/, and each entry gets `dist/<entry>.d.ts` next to its JavaScript. A
 * declaration that imports a package a host does not install (a devDependency, a Node builtin) fails
 * the build: the host's types would silently degrade to `any`.
 */
async function emitDeclarations({ dtsDir, entries, allowNode }) {
  const installed = new Set(external.filter((name) => !name.endsWith("/*")))
  const reachable = new Set()
  const problems = []
  const queue = Object.values(entries).map((name) => join(dtsDir, "runtime/entries", `${name}.d.ts`))
  while (queue.length > 0) {
    const file = queue.pop()
    if (reachable.has(file)) continue
    reachable.add(file)
    const source = ts.createSourceFile(file, await readFile(file, "utf8"), ts.ScriptTarget.Latest)
    for (const ref of source.typeReferenceDirectives) {
      if (!(allowNode && ref.fileName === "node")) problems.push(`${file}: /// <reference types="${ref.fileName}" />`)
    }
    for (const specifier of [...moduleSpecifiers(source), ...source.referencedFiles.map((ref) => ref.fileName)]) {
      if (specifier.startsWith(".")) {
        queue.push(join(dirname(file), specifier.replace(/\.js$/, ".d.ts").replace(/\.jsx$/, ".d.ts")))
      } else if (!installed.has(packageName(specifier)) && !(allowNode && specifier.startsWith("node:"))) {
        problems.push(`${file}: imports "${specifier}", which a host does not install`)
      }
    }
  }
  if (problems.length > 0) throw new Error(`declarations a host cannot resolve:\n${problems.join("\n")}`)
  for (const file of reachable) {
    const target = join(DIST, "types", relative(dtsDir, file))
    await mkdir(dirname(target), { recursive: true })
    await cp(file, target)
  }
  for (const name of Object.values(entries)) {
    await writeFile(join(DIST, `${name}.d.ts`), `export * from "./types/runtime/entries/${name}.js"\n`)
  }
  console.log(`declarations: ${reachable.size} files reachable from ${Object.keys(entries).length} entries`)
}

/** Every module a declaration file names: imports, re-exports (`export * as x from` too) and `import("x")` types. */
function moduleSpecifiers(source) {
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push(node.argument.literal.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push(node.moduleReference.expression.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function packageName(specifier) {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]
}

async function printSizes(metafile) {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith(".js"))
  for (const file of files) {
    const bytes = await readFile(file) // read back: the directive was added after esbuild wrote it
    console.log(`${file}\t${(bytes.length / 1024).toFixed(1)} KiB\t${(gzipSync(bytes).length / 1024).toFixed(1)} KiB gzip`)
  }
}
