// walletport/solana in a host that did not install @solana/kit (issue 24): the optional peer only a Solana
// send needs (layers/live/solana/kit.ts). The README's React example, which configures solanaAdapter(), must
// bundle with esbuild while the host's @solana/kit is out of reach, and leave kit's import for run time.
import { readdir, readFile, rename } from "node:fs/promises"
import { join } from "node:path"
import { run } from "./commands.mjs"

/** Bundles `entry` in `dir` with `esbuild` while node_modules/@solana/kit is moved aside; restores it after. */
export async function bundleWithoutKit({ dir, esbuild, entry }) {
  const kit = join(dir, "node_modules/@solana/kit")
  const hidden = `${kit}.hidden`
  await rename(kit, hidden)
  try {
    const { stderr } = run(esbuild, [entry, "--bundle", "--jsx=automatic", "--splitting", "--format=esm", "--minify", "--outdir=out/without-kit", "--log-level=warning"], { cwd: dir })
    if (/@solana\/kit/.test(stderr)) throw new Error(`esbuild warned about @solana/kit:\n${stderr}`)
  } finally {
    await rename(hidden, kit)
  }
  const out = join(dir, "out/without-kit")
  const files = (await readdir(out)).filter((file) => file.endsWith(".js"))
  const kitImports = (await Promise.all(files.map((file) => readFile(join(out, file), "utf8")))).filter((code) => code.includes('import("@solana/kit")'))
  if (kitImports.length !== 1) throw new Error(`expected one run-time import("@solana/kit") in the bundle, found ${kitImports.length}`)
}
