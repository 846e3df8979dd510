// @vitest-environment happy-dom
/**
 * The README's testing example (`<!-- example: testing -->`), read from README.md when this file is
 * collected and run as it stands, so the example cannot rot. Only the package specifiers change:
 * `walletport/<entry>` becomes this repo's `runtime/entries/<entry>.ts` (the package check runs the
 * same block unchanged against the packed tarball).
 */
import { rm, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { readmeExample } from "../package/readme.mjs"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")

const example = await readmeExample(join(ROOT, "README.md"), "testing")
// The environment is the collecting file's: it must match the one the example asks for (first line above).
if (!example.startsWith("// @vitest-environment happy-dom\n")) throw new Error("the README's testing example no longer asks for happy-dom")
const local = example.replace(/from "walletport(?:\/([a-z]+))?"/g, (_, entry: string | undefined) =>
  `from ${JSON.stringify(join(ROOT, "runtime/entries", `${entry ?? "index"}.ts`))}`)
if (local === example) throw new Error("the README's testing example imports nothing from walletport")
// Next to this file, so the example's own imports (vitest, Testing Library) resolve as in a host.
const file = join(dirname(fileURLToPath(import.meta.url)), `.readme-example-${process.pid}.test-source.tsx`)
await writeFile(file, local)
try {
  // Its `test(...)` calls register in this file's collection.
  await import(/* @vite-ignore */ pathToFileURL(file).href)
} finally {
  await rm(file, { force: true })
}
