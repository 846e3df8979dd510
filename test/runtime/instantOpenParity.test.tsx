// @vitest-environment happy-dom
/**
 * Instant open (issue 22): the preview and the core must never show two different cards. The preview reads
 * the host options as the core decodes them (never laxer: what the core rejects gives no preview), and the
 * preview and the real Connect view, rendered from the same entries, draw the same card.
 */
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import { afterEach, describe, expect, it, vi } from "vitest"
import { embeddedModule } from "../../layers/live/auth/module.js"
import { DeviceFixed } from "../../layers/live/Device.js"
import { walletConnectModule } from "../../layers/live/walletconnect/module.js"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { dataTest } from "../../layers/test/data.js"
import { fakeEvmAdapter } from "../../layers/test/evmAdapter.js"
import { storageTestWith } from "../../layers/test/Storage.js"
import { makeWalletport } from "../../runtime/core.js"
import { modalHost } from "../../runtime/modalHost.js"
import { readRecentWallets } from "../../runtime/previewRecents.js"
import { watchPreviewWallets } from "../../runtime/previewWallets.js"
import type { LoadedWalletport } from "../../runtime/types.js"
import { defineAdapter } from "../../schemas/adapterDescriptor.js"
import { solana } from "../../schemas/networks/solana.js"
import * as Schema from "effect/Schema"
import { MAX_STORED_VALUE_CHARS, scopedStorageKey, STORAGE_VERSION_KEY, storageKey } from "../../schemas/storage/keys.js"
import { decodeRecentWallets } from "../../schemas/storage/recentWalletRules.js"
import { RecentWallets } from "../../schemas/storage/recentWallets.js"
import { MODAL_CHUNKS } from "../../ui/chunks.js"
import { fakeProvider, fakeSdk } from "../layers/walletconnect/fakeProvider.js"
import { makeFakeWallet } from "../../layers/test/fakeWallet.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import type { LoadedTestWalletport } from "../../runtime/testing.js"
import { decodeOptions } from "../../schemas/options.js"
import { mainnet } from "../../schemas/networks/evm.js"
import { prepareInstantModal } from "../../ui/instant/mountInstantModal.js"
import { previewOptions } from "../../ui/instant/previewOptions.js"
import { modalLocale } from "../../ui/i18n/modalLocale.js"
import { SUPPORTED_LOCALES } from "../../ui/i18n/locales.js"
import { loadMessages } from "../../ui/i18n/loadMessages.js"
import { localized } from "../../runtime/instantSession.js"
import { createLoadedTestWalletport } from "./loadedTestWalletport.js"

const BASE = { projectId: "p", networks: [mainnet] }
const icon = (color: string) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' fill='${color}'/>`

/** The dialog of the preview, or of the real modal. */
const dialogOf = (preview: boolean): Element => {
  const host = [...document.querySelectorAll("[data-walletport]")].find((el) => el.hasAttribute("data-walletport-preview") === preview)
  const dialog = host?.shadowRoot?.querySelector("[role=dialog]")
  if (dialog === null || dialog === undefined) throw new Error(preview ? "no preview" : "no real modal")
  return dialog
}

describe("the preview reads the host options as the core decodes them", () => {
  const VARIANTS: ReadonlyArray<Readonly<Record<string, unknown>>> = [
    {},
    { themeMode: "light" },
    { themeMode: "dark" },
    { themeMode: "system" },
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
    { termsConditionsUrl: 3 },
    { customWallets: [{ id: "x", name: "X", homepage: "https://x.example", mobile_link: null, rdns: "io.x", extra: 1 }] },
    { customWallets: [{ id: "x", name: "X", image_url: undefined, app_store: undefined }] },
    { customWallets: [{ id: "", name: "X" }] },
    { customWallets: [{ id: "x" }] },
    { customWallets: [{ id: "x", name: "X", homepage: null }] },
    { customWallets: [{ id: "x", name: "X", rdns: 3 }] },
    { customWallets: [null] },
    { customWallets: { id: "x", name: "X" } },
    { networks: "mainnet" },
    // Issue 23: the language, resolved as the core resolves it; a malformed tag gives no preview.
    { locale: "de-AT" },
    { locale: ["ar-EG", "en"] },
    { locale: "fr" },
    { locale: "en_US!" },
    { locale: [] },
    { features: { email: false } },
    { features: { email: undefined } },
    { features: { email: "yes" } },
    { features: 3 },
    // Not drawn, but checked: a host's logger function or console passes, what the core rejects gives no preview.
    { debug: true },
    { debug: "yes" },
    { logger: console },
    { logger: () => undefined },
    { logger: { error: () => undefined } },
    { logger: { warn: "no" } },
    { logger: 3 },
    // The rules on the whole options (issue 27): keys no option is called, networks no adapter serves.
    { projectID: "p" },
    { features: { swap: false } },
    { themeVariables: { "--w3m-accent": "#f0f" } },
    { networks: [mainnet, solana] },
    { networks: [solana] },
    { networks: [{ id: 1, name: "Ethereum", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: ["https://rpc.example"] } } }] }
  ]

  it.each(VARIANTS.map((variant) => [JSON.stringify(variant), variant] as const))("%s", (_name, variant) => {
    const adapter = evmAdapter()
    const raw = { ...BASE, adapters: [adapter], ...variant }
    const preview = previewOptions(raw, [adapter])
    Either.match(decodeOptions(raw), {
      // What the core rejects, the preview does not draw: the core opens and reports InvalidOptions.
      onLeft: () => expect(preview).toBeUndefined(),
      onRight: (core) =>
        expect(preview).toEqual({
          namespaces: ["eip155"],
          adapters: [adapter],
          networkNamespaces: ["eip155"],
          email: false,
          customWallets: core.customWallets,
          themeMode: core.themeMode,
          themeVariables: core.themeVariables,
          includeWalletIds: core.includeWalletIds,
          excludeWalletIds: core.excludeWalletIds,
          featuredWalletIds: core.featuredWalletIds,
          termsUrl: core.termsConditionsUrl,
          privacyUrl: core.privacyPolicyUrl,
          locale: modalLocale(core)
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

  /** The card's content: language, title, the rows in order (id, text, icon), the list's markup and the legal footer. */
  const card = (dialog: Element) => ({
    lang: dialog.closest("[lang]")?.getAttribute("lang"),
    dir: dialog.closest("[dir]")?.getAttribute("dir"),
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

  // Issue 23: in every language, the preview paints what the core's Connect view does (title, tags, labels, legal text).
  it.each(SUPPORTED_LOCALES)("%s: same rows in the same order, with the same names, icons and tags, and the same title and legal links", async (locale) => {
    const options = {
      ...BASE,
      locale,
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
    const decoded = previewOptions(options, [evmAdapter()])
    if (decoded === undefined) throw new Error("the options did not decode")
    await localized({ options }, [evmAdapter()], undefined)
    const noop = () => undefined
    prepareInstantModal({ options: decoded, recent: [] }, (_options, onChange) => {
      onChange(entries)
      return noop
    }, true).show({ onClose: noop, onPick: noop, onBack: noop, onEmail: noop })
    const preview = card(dialogOf(true))
    expect(real.rows.map((row) => row.id)).toEqual(["io.beta", "io.alpha", "io.gamma"])
    expect(real.rows.every((row) => row.icon?.startsWith("data:image/svg+xml") === true)).toBe(true)
    expect(real).toMatchObject({ lang: locale, dir: locale === "ar" ? "rtl" : "ltr", title: (await loadMessages(locale)).titles.Connect })
    expect(preview).toEqual(real)
  })
})

describe("the preview's own discovery and the core list the same card in every configuration (issue 22)", () => {
  let core: LoadedWalletport | undefined
  afterEach(async () => {
    await core?.dispose()
    core = undefined
    window.removeEventListener("eip6963:requestProvider", announceAll)
    document.body.innerHTML = ""
  })

  const WALLETS = [
    { id: "io.alpha", name: "Alpha", icon: icon("red") },
    { id: "io.beta", name: "Beta", icon: icon("green") },
    { id: "io.gamma", name: "Gamma", icon: icon("blue") }
  ]
  /** The page's browser wallets, answering EIP-6963 as extensions do (the core's fake adapter lists the same). */
  const announceAll = () => {
    WALLETS.forEach((wallet, index) =>
      window.dispatchEvent(
        new CustomEvent("eip6963:announceProvider", {
          detail: Object.freeze({
            info: { uuid: `00000000-0000-4000-8000-00000000000${index}`, name: wallet.name, icon: wallet.icon, rdns: wallet.id },
            provider: { request: () => Promise.resolve(null) }
          })
        })
      )
    )
  }

  /** The card, as far as it can differ: title, rows, the list's markup (WalletConnect, All Wallets and its count), the email field. */
  const card = (dialog: Element) => ({
    title: dialog.querySelector("h2")?.textContent,
    rows: [...dialog.querySelectorAll<HTMLElement>("[data-connector-id]")].map((row) => row.dataset["connectorId"]),
    list: dialog.querySelector("ul")?.outerHTML.replaceAll(/_r_\w+_/g, "id"),
    email: dialog.querySelector("[data-testid=email-login]")?.outerHTML.replaceAll(/_r_\w+_/g, "id")
  })

  it("WalletConnect, custom wallets (one on the page, one not), the stored recent wallets and the email field", async () => {
    const scope = "parity"
    const recentKey = scopedStorageKey(storageKey("recentWallets"), scope)
    const stored = { [recentKey]: JSON.stringify([{ id: "io.gamma", name: "Gamma" }, { id: "io.gone", name: "Gone" }]) }
    const evm = fakeEvmAdapter(WALLETS.map((w) => ({ ...w, wallet: makeFakeWallet() })), makeTestChain())
    const walletConnect = defineAdapter("eip155", async () => walletConnectModule({}, fakeSdk(async () => fakeProvider().provider).sdk), "walletConnect")
    const embedded = defineAdapter("eip155", async () =>
      embeddedModule({ url: "https://wallet.example" }, { loadFrame: () => Promise.reject(new Error("not in this test")) }), "embedded")
    const raw = {
      projectId: scope,
      networks: [mainnet, solana],
      adapters: [evm.adapter, walletConnect, embedded],
      customWallets: [{ id: "io.beta", name: "Beta custom" }, { id: "io.delta", name: "Delta", homepage: "https://delta.example" }],
      featuredWalletIds: ["io.beta"]
    }
    core = await makeWalletport(
      Either.getOrThrow(decodeOptions(raw)),
      modalHost(MODAL_CHUNKS.modal),
      Layer.mergeAll(storageTestWith(stored, scope), DeviceFixed(false)),
      dataTest()
    )
    await core.open()
    const realDialog = dialogOf(false)
    await vi.waitFor(() => expect(realDialog.querySelector("[data-testid=email-login]")).not.toBeNull())
    await vi.waitFor(() => expect(realDialog.querySelector("[data-testid=wallet-walletconnect]")).not.toBeNull())
    const real = card(realDialog)

    window.addEventListener("eip6963:requestProvider", announceAll)
    const options = previewOptions(raw, raw.adapters)
    const recent = readRecentWallets(raw, { getItem: (key) => stored[key] ?? null })
    if (options === undefined || recent === undefined) throw new Error("the preview does not apply")
    const noop = () => undefined
    prepareInstantModal({ options, recent }, watchPreviewWallets, true)
      .show({ onClose: noop, onPick: noop, onBack: noop, onEmail: noop })
    // The recent wallet first, the featured one next; the custom wallet not on the page makes All Wallets show.
    expect(real.rows).toEqual(["io.gamma", "io.beta", "io.alpha"])
    expect(real.list).toContain("wallet-walletconnect")
    expect(real.list).toContain("all-wallets")
    expect(real.email).toBeDefined()
    expect(card(dialogOf(true))).toEqual(real)
  })
})

describe("the preview reads the stored recent wallets as the core's Storage does (never laxer)", () => {
  const entry = { id: "io.a", name: "A" }
  const VALUES: ReadonlyArray<unknown> = [
    [],
    [entry],
    [entry, { id: "io.b", name: "", imageUrl: "https://b.example/icon.png", rdns: "io.b", extra: true }],
    [entry, entry, entry],
    [{ id: "", name: "A" }],
    [{ id: "io.a" }],
    [{ id: "io.a", name: "A", imageUrl: "javascript:alert(1)" }],
    [{ id: "io.a", name: "A", imageUrl: "data:image/png;base64,AA" }],
    [{ id: "x".repeat(257), name: "A" }],
    [{ id: "io.a", name: "A", rdns: 3 }],
    [null],
    { id: "io.a", name: "A" },
    "io.a"
  ]

  it.each(VALUES.map((value) => [JSON.stringify(value), value] as const))("%s", (_name, value) => {
    const preview = decodeRecentWallets(value)
    Either.match(Schema.decodeUnknownEither(RecentWallets)(value), {
      onLeft: () => expect(preview).toBeUndefined(),
      onRight: (core) => expect(preview).toEqual(core)
    })
  })

  const read = (items: Readonly<Record<string, string>>, options: object = { projectId: "p" }) =>
    readRecentWallets(options, { getItem: (key) => items[key] ?? null })
  const key = (scope: string | undefined) => scopedStorageKey(storageKey("recentWallets"), scope)

  it("under the instance's scope, checking the stored version and the size cap; whatever the core would clear or migrate gives no preview", () => {
    expect(read({})).toEqual([])
    expect(read({ [key("p")]: JSON.stringify([entry]) })).toEqual([entry])
    expect(read({ [key("s")]: JSON.stringify([entry]) }, { projectId: "p", storageKey: "s" })).toEqual([entry])
    expect(read({ [key(undefined)]: JSON.stringify([entry]) }, {})).toEqual([entry])
    expect(read({ [key("p")]: JSON.stringify([entry]), [scopedStorageKey(STORAGE_VERSION_KEY, "p")]: "1" })).toEqual([entry])
    // Another version: the core clears its keys. Unscoped keys: the core migrates them first. Not JSON, too large.
    expect(read({ [key("p")]: JSON.stringify([entry]), [scopedStorageKey(STORAGE_VERSION_KEY, "p")]: "2" })).toBeUndefined()
    expect(read({ [key(undefined)]: JSON.stringify([entry]) })).toBeUndefined()
    expect(read({ [key("p")]: "[{" })).toBeUndefined()
    expect(read({ [key("p")]: JSON.stringify([{ ...entry, name: "x".repeat(MAX_STORED_VALUE_CHARS) }]) })).toBeUndefined()
    expect(readRecentWallets({}, { getItem: () => { throw new Error("SecurityError") } })).toBeUndefined()
  })
})
