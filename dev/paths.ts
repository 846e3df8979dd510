import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

let cachedRoot: string | undefined

/**
 * The walletport project root. Found by walking up from this module, so it works both from the
 * source tree (vitest) and from a bundle under `.tmp/` (scripts/run-ts.mjs).
 */
export const projectRoot = (): string => {
  if (cachedRoot !== undefined) return cachedRoot
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, "package.json")
    if (existsSync(manifest) && isWalletportManifest(readFileSync(manifest, "utf8"))) {
      cachedRoot = dir
      return dir
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error("walletport dev: could not find the project root (package.json named walletport)")
    dir = parent
  }
}

const isWalletportManifest = (text: string): boolean => {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === "object" && parsed !== null && "name" in parsed && parsed.name === "walletport"
  } catch {
    return false
  }
}
