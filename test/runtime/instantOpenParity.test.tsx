// @vitest-environment happy-dom
/**
 * Instant open (issue 22): the preview and the core must never show two different cards. The preview reads
 * the host options as the core decodes them (never laxer: what the core rejects gives no preview), and the
 * preview and the real Connect view, rendered from the same entries, draw the same card.
 */
import * as Either from "effect/Either"
import { afterEach, describe, expect, it } from "vitest"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import type { LoadedTestWalletport } from "../../runtime/testing.js"
import { decodeOptions } from "../../schemas/options.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { prepareInstantModal } from "../../ui/instant/mountInstantModal.js"
import { previewOptions } from "../../ui/instant/previewOptions.js"
import { createLoadedTestWalletport } from "./loadedTestWalletport.js"

const BASE = { projectId: "p", networks: [mainnet] }
const icon = (color: string) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' fill='${color}'/>`

describe("the preview reads the host options as the core decodes them", () => {
  const VARIANTS: ReadonlyArray<Readonly<Record<string, unknown>>> = [
    {},
    { themeMode: "light" },
    { themeMode: "dark" },
    { themeMode: "purple" },
    { themeMode: 1 },
    { themeVariables: { "--wp-accent": "#f0f", "--wp-z-index": 10, "--wp-color-mix-strength": 40 } },
    { themeVariables: { "--wp-accent": "#f0f", "--unknown": 1 } },
    { themeVariables: { "--wp-z-index": 1.5 } },
    { themeVariables: { "--wp-color-mix-strength": 120 } },
    { themeVariables: { "--wp-accent": 3 } },
    { themeVariables: "dark" },
    { includeWalletIds: ["io.a"], excludeWalletIds: ["io.b"], featuredWalletIds: ["io.c"] },
    { includeWalletIds: [1] },
    { excludeWalletIds: "io.b" },
    { featuredWalletIds: [null] },
    { termsConditionsUrl: "https://example.com/terms", privacyPolicyUrl: "http://example.com/privacy" },
    { termsConditionsUrl: "javascript:alert(1)" },
    { privacyPolicyUrl: "ftp://example.com" },
    { termsConditionsUrl: 3 }
  ]

  it.each(VARIANTS.map((variant) => [JSON.stringify(variant), variant] as const))("%s", (_name, variant) => {
    const raw = { ...BASE, ...variant }
    const preview = previewOptions(raw, ["eip155"])
    Either.match(decodeOptions(raw), {
      // What the core rejects, the preview does not draw: the core opens and reports InvalidOptions.
      onLeft: () => expect(preview).toBeUndefined(),
      onRight: (core) =>
        expect(preview).toEqual({
          namespaces: ["eip155"],
          themeMode: core.themeMode,
          themeVariables: core.themeVariables,
          includeWalletIds: core.includeWalletIds,
          excludeWalletIds: core.excludeWalletIds,
          featuredWalletIds: core.featuredWalletIds,
          termsUrl: core.termsConditionsUrl,
          privacyUrl: core.privacyPolicyUrl
        })
    })
  })
})

describe("the preview and the real Connect view draw the same card", () => {
  let instance: LoadedTestWalletport | undefined
  afterEach(async () => {
    await instance?.dispose()
    document.body.innerHTML = ""
  })

  /** The card's content: title, the rows in order (id, text, icon), the list's markup and the legal footer. */
  const card = (dialog: Element) => ({
    title: dialog.querySelector("h2")?.textContent,
    rows: [...dialog.querySelectorAll<HTMLElement>("[data-connector-id]")].map((row) => ({
      id: row.dataset["connectorId"],
      text: row.textContent,
      icon: row.querySelector("img")?.getAttribute("src")
    })),
    // React's useId differs between two roots; everything else is compared as markup.
    list: dialog.querySelector("ul")?.outerHTML.replaceAll(/_r_\w+_/g, "id"),
    footer: dialog.lastElementChild?.textContent
  })

  const dialogOf = (preview: boolean): Element => {
    const host = [...document.querySelectorAll("[data-walletport]")].find((el) => el.hasAttribute("data-walletport-preview") === preview)
    const dialog = host?.shadowRoot?.querySelector("[role=dialog]")
    if (dialog === null || dialog === undefined) throw new Error(preview ? "no preview" : "no real modal")
    return dialog
  }

  it("same rows in the same order, with the same names, icons and tags, and the same title and legal links", async () => {
    const options = {
      ...BASE,
      featuredWalletIds: ["io.beta"],
      termsConditionsUrl: "https://example.com/terms",
      privacyPolicyUrl: "https://example.com/privacy"
    }
    const wallets = [
      { id: "io.alpha", name: "Alpha", icon: icon("red"), wallet: makeFakeWallet() },
      { id: "io.beta", name: "Beta", icon: icon("green"), wallet: makeFakeWallet() },
      { id: "io.gamma", name: "Gamma", icon: icon("blue"), wallet: makeFakeWallet() }
    ]
    instance = await createLoadedTestWalletport(options, { wallets })
    await instance.open()
    const real = card(dialogOf(false))
    // The same entries the core lists, given to the preview as its discovery would.
    const entries = instance.internals.stores.connectors.get()
    const decoded = previewOptions(options, ["eip155"])
    if (decoded === undefined) throw new Error("the options did not decode")
    const noop = () => undefined
    prepareInstantModal({ options: decoded, title: instance.internals.stores.router.get().title }, (_options, onChange) => {
      onChange(entries)
      return noop
    }, true).show({ onClose: noop, onPick: noop, onBack: noop })
    const preview = card(dialogOf(true))
    expect(real.rows.map((row) => row.id)).toEqual(["io.beta", "io.alpha", "io.gamma"])
    expect(real.rows.every((row) => row.icon?.startsWith("data:image/svg+xml") === true)).toBe(true)
    expect(preview).toEqual(real)
  })
})
