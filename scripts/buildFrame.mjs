// The secure frame's static bundle (issue 21, ARCHITECTURE §10): frame/main.ts and the panel's CSS, minified
// with hashed names under <outDir>/assets, and <outDir>/frame.html referencing them. No inline script or
// style: the wallet server serves the page with `script-src 'self'` and injects FrameConfig as JSON into it.
import { build } from "esbuild"
import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { basename, dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, gzip } from "node:zlib"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
// On libuv's thread pool: brotli (q11 by default) of the script held the caller's event loop ~0.8 s at load 4 (a
// vitest worker's; the dev wallet server's child, which prepares PGlite meanwhile).
const gzipBytes = promisify(gzip)
const brotliBytes = promisify(brotliCompress)
/** Where the wallet server serves <outDir>/assets (server/frame/assets.ts). */
export const FRAME_ASSETS_URL = "/frame/assets/"

/**
 * Builds the frame into `outDir` (replacing what was there). `entry` (project-relative) defaults to
 * frame/main.ts. Returns the asset file names and the script's sizes in bytes.
 */
export const buildFrame = async (outDir, { entry = "frame/main.ts" } = {}) => {
  const assets = join(outDir, "assets")
  await rm(outDir, { recursive: true, force: true })
  await mkdir(assets, { recursive: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { frame: join(ROOT, entry), "frame-panel": join(ROOT, "frame/panel/panel.css") },
    outdir: assets,
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: false,
    legalComments: "none",
    metafile: true,
    logLevel: "warning"
  })
  const outputs = Object.keys(result.metafile.outputs).map((file) => basename(file))
  const script = outputs.find((file) => file.endsWith(".js"))
  const style = outputs.find((file) => file.endsWith(".css"))
  if (script === undefined || style === undefined) throw new Error(`buildFrame: missing output in ${outputs.join(", ")}`)
  const template = await readFile(join(ROOT, "frame/frame.html"), "utf8")
  const html = template.replace("{{script}}", FRAME_ASSETS_URL + script).replace("{{style}}", FRAME_ASSETS_URL + style)
  await writeFile(join(outDir, "frame.html"), html)
  const code = await readFile(join(assets, script))
  const [gzipped, brotlied] = await Promise.all([gzipBytes(code), brotliBytes(code)])
  const sizes = { raw: code.length, gzip: gzipped.length, brotli: brotlied.length }
  return { script, style, sizes }
}

/** One line for the build log. */
export const describeFrameBuild = ({ script, sizes }) =>
  `frame/assets/${script}\t${(sizes.raw / 1024).toFixed(1)} KiB\t${(sizes.gzip / 1024).toFixed(1)} KiB gzip\t${(sizes.brotli / 1024).toFixed(1)} KiB brotli`
