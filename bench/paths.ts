/** Where the bench lives, found by walking up to the walletport package.json (works from a bundle under .tmp/ too). */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

let cachedRoot: string | undefined

const isWalletportManifest = (path: string): boolean => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"))
    return typeof parsed === "object" && parsed !== null && "name" in parsed && parsed.name === "walletport"
  } catch {
    return false
  }
}

/** The walletport project root, from the current directory or the running script upwards. */
export const projectRoot = (): string => {
  if (cachedRoot !== undefined) return cachedRoot
  const starts = [process.cwd(), process.argv[1] === undefined ? undefined : dirname(resolve(process.argv[1]))]
  for (const start of starts) {
    if (start === undefined) continue
    for (let dir = start; ; dir = dirname(dir)) {
      const manifest = join(dir, "package.json")
      if (existsSync(manifest) && isWalletportManifest(manifest)) {
        cachedRoot = dir
        return dir
      }
      if (dirname(dir) === dir) break
    }
  }
  throw new Error("bench: could not find the walletport project root (run it from inside the repository)")
}

export const benchDir = (): string => join(projectRoot(), "bench")
/** Build outputs and screenshots of `npm run bench` (git-ignored, under .tmp/). */
export const benchOutDir = (): string => join(projectRoot(), ".tmp", "bench")
