// The instant-open preview (runtime/instantSession.ts, issue 7) ships as ONE module. A bundler splits the
// code that several import()s share into one chunk per set of importers; the preview shares ~15 small
// modules (shell, Connect view, styles, wallet discovery) with the core and the view groups, so a first
// open fetched 16 files, and on a slow CPU each one costs the page's main thread a few ms to take in (on
// the 4x-throttled bench, the last of them arrived ~50 ms after the click). Bundled into one module whose
// only imports are React and the shell hub's modules (scripts/shellHub.mjs: already in the host's initial
// JS), it is one file in any host's build. The price: the core carries its own copies of the other modules
// the preview holds (they load with the core, after the preview has painted).
//
// Used through scripts/packagePlugins.mjs by the package build, the bench and size check and the demo, so
// that all of them build what a host gets.
import { build } from "esbuild"
import { join } from "node:path"
import { analyseShell } from "./shellHub.mjs"

/** The preview's entry, relative to the project root. */
export const PREVIEW_SOURCE = "runtime/instantSession.ts"
/** How the bundled preview shows in a build's metafile inputs (esbuild writes `namespace:path`). */
export const PREVIEW_INPUT = `walletport-preview:${PREVIEW_SOURCE}`
/** The one module that imports the preview (with import()). */
const IMPORTER = "runtime/instantOpen.ts"
/** What the preview may import: React, which the host page already has (and the shell hub's modules, below). */
const EXTERNAL = ["react", "react-dom", "react/*", "react-dom/*"]
/**
 * Issue 23: the one import() the preview may make, the table of the visitor's language (ui/i18n/<locale>.ts,
 * loaded by ui/i18n/loadMessages.ts). Kept out of the bundle (one chunk per table, shared with the core's
 * modal in the host's build), as English is not: it paints the preview for most visitors.
 */
const LOCALE_TABLE = /\/ui\/i18n\/(?!en\.ts$)[a-z]{2,3}\.ts$/

/**
 * Bundles the preview into one ES module (not minified: the host's bundler minifies, and keeps the
 * pure annotations). Fails when the preview would bring an import() of its own (its chunks would be
 * split again, or it would pull that code in). Returns the code, the files in it (project-relative) and
 * esbuild's metafile (what the size check reads for Effect modules).
 */
export const bundlePreview = async (root) => {
  // The shell hub's modules (scripts/shellHub.mjs) are in the host's initial JS: the preview imports those
  // copies (by absolute path, which the host's build resolves) rather than carrying its own.
  const { hub } = await analyseShell(root)
  const hubModules = new Set(hub.map((path) => join(root, path)))
  const result = await build({
    absWorkingDir: root,
    entryPoints: [PREVIEW_SOURCE],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    metafile: true,
    external: EXTERNAL,
    outfile: join(root, ".tmp", "preview", "instantSession.js"),
    logLevel: "silent",
    plugins: [
      {
        name: "shell-hub-external",
        setup: (pluginBuild) =>
          pluginBuild.onResolve({ filter: /^\./ }, ({ path, resolveDir }) => {
            const absolute = join(resolveDir, path).replace(/\.js$/, "")
            const found = [".ts", ".tsx"].map((extension) => absolute + extension)
              .find((candidate) => hubModules.has(candidate) || LOCALE_TABLE.test(candidate.split("\\").join("/")))
            return found === undefined ? undefined : { path: found.split("\\").join("/"), external: true }
          })
      }
    ]
  })
  const [output] = Object.values(result.metafile.outputs)
  const dynamic = (output?.imports ?? []).filter((entry) => entry.kind === "dynamic-import" && !LOCALE_TABLE.test(entry.path))
  if (dynamic.length > 0) throw new Error(`the instant-open preview must not import() anything but a locale table (it would split again): ${dynamic.map((entry) => entry.path).join(", ")}`)
  const code = result.outputFiles[0]?.text
  if (code === undefined) throw new Error("esbuild wrote no preview bundle")
  return { code, inputs: Object.keys(result.metafile.inputs), metafile: result.metafile }
}

/**
 * An esbuild plugin: the import() of the preview in runtime/instantOpen.ts gets the bundled preview as
 * one module. The demo's watch mode rebuilds it when one of its files changes. `onBundle` sees each bundle
 * made (the size check reads its metafile).
 */
export const previewBundlePlugin = (root, onBundle) => ({
  name: "walletport-preview",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/instantSession\.js$/ }, (args) =>
      args.importer.split("\\").join("/").endsWith(IMPORTER) ? { path: PREVIEW_SOURCE, namespace: "walletport-preview" } : undefined
    )
    pluginBuild.onLoad({ filter: /.*/, namespace: "walletport-preview" }, async () => {
      const bundle = await bundlePreview(root)
      onBundle?.(bundle)
      const { code, inputs } = bundle
      const { lines } = await analyseShell(root)
      return {
        // The preview is an import() target: it re-exports one binding of each hub module, as every other one.
        contents: `${code}\n${lines(true)}\n`,
        loader: "js",
        resolveDir: join(root, "runtime"),
        watchFiles: inputs.filter((input) => !input.startsWith("node_modules/")).map((input) => join(root, input))
      }
    })
  }
})
