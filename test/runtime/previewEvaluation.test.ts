// @vitest-environment happy-dom
/**
 * Issue 22: the preview chunk is evaluated between the host's button and the visitor's click, on the main
 * thread the click waits for. Its top level must not construct Intl objects: the first Intl.PluralRules and
 * Intl.NumberFormat of a page load locale data (traced: ~57 ms of the preview's evaluation on the 4× CPU, for
 * a plural the Connect view never writes). They are built when a string first needs them.
 */
import { afterEach, describe, expect, it, vi } from "vitest"

const INTL_CONSTRUCTORS = ["PluralRules", "NumberFormat", "DateTimeFormat", "Collator", "ListFormat", "RelativeTimeFormat", "Segmenter", "DisplayNames"] as const

/** Counts `new Intl.X(…)` for each constructor above until the returned restore is called. */
const countIntlConstructions = () => {
  const built: Array<string> = []
  const originals = INTL_CONSTRUCTORS.map((name) => [name, Reflect.get(Intl, name)] as const)
  for (const [name, original] of originals) {
    if (typeof original !== "function") continue
    Reflect.set(Intl, name, new Proxy(original, {
      construct: (target, args, newTarget) => {
        built.push(name)
        return Reflect.construct(target, args, newTarget)
      }
    }))
  }
  return { built, restore: () => originals.forEach(([name, original]) => Reflect.set(Intl, name, original)) }
}

let restore = (): void => undefined
afterEach(() => restore())

describe("the preview chunk's evaluation", () => {
  it("constructs no Intl object: the English table's plural is built on its first use", async () => {
    vi.resetModules()
    const counter = countIntlConstructions()
    restore = counter.restore
    // The preview chunk's entry, with everything it bundles (the English table among it).
    await import("../../runtime/instantSession.js")
    const { en } = await import("../../ui/i18n/en.js")
    expect(counter.built).toEqual([])
    expect(en.wallets.count(1)).toBe("1 wallet")
    expect(en.wallets.count(2)).toBe("2 wallets")
    // Built once, on the first count, and kept.
    expect(counter.built).toEqual(["PluralRules", "NumberFormat"])
  })
})
