/**
 * `walletport/embedded`'s `embeddedWallet({ url })` (ARCHITECTURE §10): a tiny descriptor the options accept
 * next to the chain adapters, that passes only the public options on, and whose static import graph holds no
 * Effect (the host's initial chunk stays Effect-free; the AUTH adapters and the frame load with import()).
 */
import { readFileSync } from "node:fs"
import { join, posix } from "node:path"
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { embeddedWallet } from "../../runtime/entries/embedded.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { walletConnectAdapter } from "../../runtime/adapters/walletconnect.js"
import { adapterLoader } from "../../schemas/adapterDescriptor.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { decodeOptions } from "../../schemas/options.js"
import { isWalletConnectOnly } from "../../services/Config.js"
import { ROOT } from "../architecture/sourceImports.js"

/** The files a module pulls in statically (no import(), no type-only imports), from the repository root. */
const staticClosure = (entry: string): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(join(ROOT, file), "utf8")
    for (const match of text.matchAll(/^(?:import|export)(?!\s+type\b)[^"'\n]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']/gm)) {
      const specifier = match[1]
      if (specifier !== undefined) visit(posix.join(posix.dirname(file), specifier).replace(/\.js$/, ".ts"))
    }
  }
  visit(entry)
  return [...seen]
}

describe("embeddedWallet({ url })", () => {
  it("is an adapter descriptor the options accept next to evm() and walletConnectAdapter(), never WalletConnect-only", () => {
    const descriptor = embeddedWallet({ url: "https://wallet.example" })
    expect(descriptor).toEqual({ kind: "walletport/adapter", namespace: "eip155", connector: "embedded" })
    expect(Object.isFrozen(descriptor)).toBe(true)
    expect(adapterLoader(descriptor)).toBeTypeOf("function")
    const decoded = decodeOptions({ projectId: "p", networks: [mainnet], adapters: [evmAdapter(), walletConnectAdapter(), descriptor] })
    expect(Either.isLeft(decoded) ? String(decoded.left) : "ok").toBe("ok")
    expect(isWalletConnectOnly({ adapters: [walletConnectAdapter(), descriptor] })).toBe(false)
  })

  it("loads the AUTH adapters' module on demand", async () => {
    const load = adapterLoader(embeddedWallet({ url: "https://wallet.example" }))
    const module = await load?.()
    expect(module !== undefined && "makeAll" in module).toBe(true)
  })

  it("has no Effect in the entry's static import graph", () => {
    const closure = staticClosure("runtime/entries/embedded.ts")
    expect(closure).toContain("runtime/adapters/embedded.ts")
    const withEffect = closure.filter((file) => /^import(?!\s+type\b)[^\n]*from\s*["']effect/m.test(readFileSync(join(ROOT, file), "utf8")))
    expect(withEffect).toEqual([])
    expect(closure.some((file) => file.startsWith("layers/"))).toBe(false)
  })
})
