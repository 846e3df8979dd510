/**
 * "WalletConnect only" (and "WalletConnect configured") is one rule beside the adapter descriptor
 * (schemas/adapterRules.ts, Effect-free so the instant-open preview reads it too; services/Config.ts
 * re-exports it), not derived again where it is needed: no other source reads an adapter's `connector` to decide it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { hasWalletConnect, isWalletConnectOnly } from "../../services/Config.js"

const ROOT = join(__dirname, "../..")
const SOURCES = ["ui", "runtime", "layers", "services", "schemas"]

const files = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))

const evm = {}
const walletConnect = { connector: "walletConnect" } as const

describe("WalletConnect only", () => {
  it("is decided from the adapters once: WalletConnect's and no other", () => {
    // No adapter at all is not "WalletConnect only" (issue 27: a "WalletConnect" list with no WalletConnect adapter).
    expect(isWalletConnectOnly({ adapters: [] })).toBe(false)
    expect(isWalletConnectOnly({ adapters: [evm] })).toBe(false)
    expect(isWalletConnectOnly({ adapters: [walletConnect] })).toBe(true)
    expect(isWalletConnectOnly({ adapters: [evm, walletConnect] })).toBe(false)
    expect(hasWalletConnect({ adapters: [evm, walletConnect] })).toBe(true)
    expect(hasWalletConnect({ adapters: [evm] })).toBe(false)
  })

  it("no source outside schemas/adapterRules.ts compares an adapter's connector with WalletConnect's", () => {
    const derived = SOURCES.flatMap((folder) => files(join(ROOT, folder)))
      .filter((file) => /\.connector\s*[!=]==\s*"walletConnect"/.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file))
    expect(derived).toEqual(["schemas/adapterRules.ts"])
  })
})
