/**
 * `walletport/wagmi` loads nothing of walletport's core nor of wagmi: bundled as a host would (its peers
 * external), its modules are the connector's own and a few Effect-free helpers, so importing it leaves the
 * host's initial chunk as it was and the core loads on the connector's first call that needs it.
 */
import { build } from "esbuild"
import { join } from "node:path"
import { expect, it } from "vitest"
import { projectRoot } from "../../dev/paths.js"

it("the wagmi entry's bundle holds no Effect, no core module and no wagmi", async () => {
  const result = await build({
    entryPoints: [join(projectRoot(), "runtime/entries/wagmi.ts")],
    bundle: true,
    format: "esm",
    write: false,
    metafile: true,
    // The host's copies: walletport's peers.
    external: ["viem", "viem/*", "react", "react-dom"],
    logLevel: "silent"
  })
  const inputs = Object.keys(result.metafile.inputs)
  expect(inputs.filter((input) => /node_modules\/(effect|@effect|wagmi|@wagmi)\//.test(input))).toEqual([])
  expect(inputs.filter((input) => /^(layers|services)\/|^runtime\/(core|layers)\.ts$/.test(input))).toEqual([])
  expect(inputs.filter((input) => input.startsWith("runtime/wagmi/")).length).toBeGreaterThan(0)
})
