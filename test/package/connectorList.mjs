// The README's own wallet list (issue 27, "escape hatches for a custom UI"), from the packed tarball in the React
// host that check.mjs installed: the example `<!-- example: connector list -->` typechecked under the host's
// strict tsconfig, bundled with esbuild, and run in Chromium (vanillaBrowser.ts connectors): the demo wallet is
// listed by `subscribeConnectors` and its button connects it with `connect(id)`.
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { run } from "./commands.mjs"
import { readmeExample } from "./readme.mjs"

export async function checkConnectorList({ root, dir }) {
  await writeFile(join(dir, "connectors.ts"), await readmeExample(join(root, "README.md"), "connector list"))
  // The host's bundler tsconfig (strict, exactOptionalPropertyTypes…) for this file alone.
  await writeFile(join(dir, "tsconfig.connectors.json"), `${JSON.stringify({ extends: "./tsconfig.bundler.json", files: ["connectors.ts"] })}\n`)
  run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.connectors.json"], { cwd: dir, stdio: "inherit" })
  const bundle = ["connectors.ts", "--bundle", "--splitting", "--format=esm", "--minify", "--outdir=out/connectors", "--log-level=warning"]
  run(join(root, "node_modules/.bin/esbuild"), bundle, { cwd: dir, stdio: "inherit" })
  run(process.execPath, [join(root, "scripts/run-ts.mjs"), join(root, "test/package/vanillaBrowser.ts"), dir, "connectors"], { stdio: "inherit" })
}

// `node test/package/connectorList.mjs <host dir>`: this step alone, on a host check.mjs kept (KEEP_PACKAGE_HOST).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir] = process.argv.slice(2)
  if (dir === undefined) throw new Error("usage: connectorList.mjs <host dir>")
  await checkConnectorList({ root: join(new URL(".", import.meta.url).pathname, "../.."), dir })
}
