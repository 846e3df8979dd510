// The README's `walletport/viem` example (issue 24) in the fresh host: `tsc --strict` on it alone, with the host's
// bundler and node16 settings, against the installed tarball's declarations. Typed clients are the point of the
// entry, so the example must compile as shown: `writeContract` with no account or chain, `waitForTransactionReceipt`.
import { writeFile } from "node:fs/promises"
import { basename, dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { cachedCompilerHost, newParseCache } from "./parseCache.mjs"
import { readmeExample } from "./readme.mjs"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
/** Where the example lives: the `### viem` section's text until it is in README.md (then: README.md). */
export const VIEM_EXAMPLE_SOURCE = join(ROOT, "README.md")
const FILE = "viem.tsx"

/** Writes the example into `host` (the tarball installed) and typechecks it under each of the host's tsconfigs. */
export async function checkViemExample(host, cache = newParseCache()) {
  await writeFile(join(host, FILE), await readmeExample(VIEM_EXAMPLE_SOURCE, "viem"))
  for (const configFile of ["tsconfig.bundler.json", "tsconfig.node16.json"]) {
    const path = join(host, configFile)
    const { config, error } = ts.readConfigFile(path, ts.sys.readFile)
    if (error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
    const { options, errors } = ts.parseJsonConfigFileContent(config, ts.sys, host, undefined, path)
    const checked = { ...options, skipLibCheck: true }
    const program = ts.createProgram({ rootNames: [join(host, FILE)], options: checked, host: cachedCompilerHost(checked, cache, host) })
    const diagnostics = [...errors, ...ts.getPreEmitDiagnostics(program)]
    if (diagnostics.length > 0) {
      const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => host, getNewLine: () => "\n" }
      throw new Error(`${FILE} under ${configFile}:\n${ts.formatDiagnostics(diagnostics, formatHost)}`)
    }
    console.log(`  ${basename(host)}/${FILE} under ${configFile}: no errors`)
  }
}
