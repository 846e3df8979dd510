/** Issue 23: the locale a visitor gets, the tables, plurals and the `locale` option. */
import * as Either from "effect/Either"
import { describe, expect, it, vi } from "vitest"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { mainnet } from "../../schemas/networks/index.js"
import { decodeOptions } from "../../schemas/options.js"
import { en } from "../../ui/i18n/en.js"
import { loadMessages } from "../../ui/i18n/loadMessages.js"
import { directionOf, resolveLocale } from "../../ui/i18n/locales.js"
import { previewOptions } from "../../ui/instant/previewOptions.js"

describe("resolveLocale", () => {
  it("takes the host's tag, then its list in order, by language", () => {
    expect(resolveLocale("de", ["ar"])).toBe("de")
    expect(resolveLocale("de-AT", [])).toBe("de")
    expect(resolveLocale(["fr", "ar-EG", "de"], [])).toBe("ar")
  })

  it("reads the browser's languages when the host gives none, else English", () => {
    expect(resolveLocale(undefined, ["fr-FR", "de-DE", "en"])).toBe("de")
    expect(resolveLocale(undefined, ["fr-FR"])).toBe("en")
    expect(resolveLocale(undefined, [])).toBe("en")
    // The host's choice wins over the browser's, even when the modal does not speak it.
    expect(resolveLocale("fr", ["de"])).toBe("en")
  })

  it("reads right-to-left languages as rtl", () => {
    expect(directionOf("ar")).toBe("rtl")
    expect(directionOf("he-IL")).toBe("rtl")
    expect(directionOf("de")).toBe("ltr")
  })
})

describe("the tables", () => {
  it("load German and Arabic with their plurals, the plural forms of each language", async () => {
    const de = await loadMessages("de")
    expect(de.titles.Connect).toBe("Wallet verbinden")
    expect(de.wallets.count(1)).toBe("1 Wallet")
    expect(de.wallets.count(1200)).toBe("1.200 Wallets")
    const ar = await loadMessages("ar")
    expect(ar.titles.Connect).toBe("ربط المحفظة")
    expect(ar.wallets.count(2)).toBe("محفظتان")
    expect(ar.wallets.count(5)).toBe("5 محافظ")
    expect(en.wallets.count(1)).toBe("1 wallet")
    expect(en.wallets.count(3)).toBe("3 wallets")
  })

  it("give every language the same keys", async () => {
    const keys = (o: object, at = ""): ReadonlyArray<string> =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${at}${k}.`) : [`${at}${k}`])).sort()
    expect(keys(await loadMessages("de"))).toEqual(keys(en))
    expect(keys(await loadMessages("ar"))).toEqual(keys(en))
  })
})

describe("the locale option", () => {
  const base = { projectId: "p", networks: [mainnet], adapters: [evmAdapter()] }

  it("takes a BCP 47 tag or a list", () => {
    expect(Either.isRight(decodeOptions({ ...base, locale: "de-DE" }))).toBe(true)
    expect(Either.isRight(decodeOptions({ ...base, locale: ["ar", "en"] }))).toBe(true)
  })

  it("rejects a malformed tag as InvalidOptions, in plain words", () => {
    const result = decodeOptions({ ...base, locale: "en_US!" })
    if (Either.isRight(result)) throw new Error("expected the options to be rejected")
    expect(result.left._tag).toBe("InvalidOptions")
    expect(result.left.message).toBe(
      "Invalid walletport options:\n- locale: \"en_US!\" is not a language tag: use a BCP 47 tag such as \"en\", \"de\" or \"ar-EG\", or a list of them"
    )
    expect(Either.isLeft(decodeOptions({ ...base, locale: [] }))).toBe(true)
  })

  it("the instant-open preview speaks the visitor's language, resolved as the core resolves it", () => {
    const adapters = [evmAdapter()]
    expect(previewOptions({ ...base, adapters }, adapters)?.locale).toBe("en")
    expect(previewOptions({ ...base, adapters, locale: "de" }, adapters)?.locale).toBe("de")
    vi.stubGlobal("navigator", { languages: ["ar-EG"], language: "ar-EG" })
    try {
      expect(previewOptions({ ...base, adapters }, adapters)?.locale).toBe("ar")
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
