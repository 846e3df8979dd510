/** The bundled catalogue's shape: explorer ids, unique entries, links a browser can open. */
import { describe, expect, it } from "vitest"
import { BUNDLED_WALLETS } from "../../../layers/live/bundledWallets.js"

describe("bundled wallet catalogue", () => {
  it("every id is a 64-hex explorer id, each wallet once (id, name, rdns)", () => {
    for (const w of BUNDLED_WALLETS) expect(w.id, w.name).toMatch(/^[0-9a-f]{64}$/)
    const unique = (values: ReadonlyArray<unknown>) => new Set(values).size === values.length
    expect(unique(BUNDLED_WALLETS.map((w) => w.id))).toBe(true)
    expect(unique(BUNDLED_WALLETS.map((w) => w.name))).toBe(true)
    expect(unique(BUNDLED_WALLETS.flatMap((w) => (w.rdns == null ? [] : [w.rdns])))).toBe(true)
  })

  it("store and web links are https on the stores' hosts; deep links are bare schemes; every wallet names its namespaces", () => {
    const hosts: Record<string, RegExp> = {
      chrome_store: /^https:\/\/chromewebstore\.google\.com\/detail\/[^/]+\/[a-p]{32}$/,
      app_store: /^https:\/\/(apps|itunes)\.apple\.com\/.*id\d+$/,
      play_store: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/,
      homepage: /^https:\/\/[^/]+(\/[\w/.-]*)?$/,
      webapp_link: /^https:\/\//
    }
    for (const w of BUNDLED_WALLETS) {
      for (const [field, pattern] of Object.entries(hosts)) {
        const value: unknown = Reflect.get(w, field)
        if (value !== undefined) expect(value, `${w.name} ${field}`).toMatch(pattern)
      }
      if (w.mobile_link != null) expect(w.mobile_link, w.name).toMatch(/^[a-z][a-z0-9+.-]*:\/\/(main)?$/)
      expect(w.chains?.length ?? 0, w.name).toBeGreaterThan(0)
    }
  })

  it("wallets that pair by their own universal links (AppKit: Phantom, Coinbase, Solflare) carry no WalletConnect deep link", () => {
    const custom = ["Phantom", "Coinbase Wallet", "Solflare"]
    expect(BUNDLED_WALLETS.filter((w) => custom.includes(w.name)).map((w) => w.mobile_link)).toEqual([undefined, undefined, undefined])
  })
})
